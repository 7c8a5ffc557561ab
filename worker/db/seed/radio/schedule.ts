/**
 * The weekly schedule of shows (ids 200–299) and the recent episodes of every show (ids
 * 10000–19999), built from the show and episode drafts: each show gets its image, email, SoundCloud
 * link and date, each episode its id, slug, length, media links and date.
 */
import type { EpisodeInput, ShowInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { mediaImage, slugify, soundcloudLink, videoId, youtubeLink } from '../helpers';
import type { EpisodeDraft, ShowDraft } from './drafts';
import { WEEKDAY_EARLY_EPISODES } from './episodes-weekday-early';
import { WEEKDAY_LATE_EPISODES } from './episodes-weekday-late';
import { WEEKEND_EPISODES } from './episodes-weekend';
import weekdayShows from './shows-weekday.json' with { type: 'json' };
import weekendShows from './shows-weekend.json' with { type: 'json' };

/**
 * Every show in schedule order: Monday to Friday (ids 200–210, without gaps from 05:00 to 23:59),
 * then Saturday and Sunday (ids 211–218). The drafts are data, as the posts are (../from-json.ts).
 */
const SHOW_DRAFTS: ShowDraft[] = [...weekdayShows, ...weekendShows] as ShowDraft[];

/** Recent episodes of each show by show id, newest first. */
const EPISODE_LISTS: Record<number, EpisodeDraft[]> = {
  ...WEEKDAY_EARLY_EPISODES,
  ...WEEKDAY_LATE_EPISODES,
  ...WEEKEND_EPISODES,
};

/** The weekly schedule, ids 200–299. */
export function shows(d: SeedDates): ShowInput[] {
  return SHOW_DRAFTS.map(({ age, soundcloud, ...s }) => ({
    ...s,
    days: [...s.days],
    hosts: [...s.hosts],
    languages: [...s.languages],
    type: { ...s.type },
    image: mediaImage('shows', s.slug),
    email: `${s.slug}@915radio.example`,
    ...(soundcloud ? { soundcloudLink: soundcloudLink(s.slug) } : {}),
    postDate: d.daysAgo(age, '10:00'),
  }));
}

const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The four Show Highlights clips the episodes play in turn, with their lengths in seconds: an
 * episode page offers a few minutes of the show, not the whole broadcast, and its stated duration
 * is its clip's length (scripts/media writes each file at exactly that length), as MP3: the
 * episodes are the podcasts' audio, and Apple Podcasts takes MP3 or AAC, not WAV.
 */
const HIGHLIGHTS: readonly [file: string, seconds: number][] = [
  ['episode-a', 165],
  ['episode-b', 202],
  ['episode-c', 238],
  ['episode-d', 300],
];

/** The n-th episode's clip in turn, or the clip of the length its draft asks for. */
function clipOf(n: number, draft: EpisodeDraft): { soundLink: string; duration: number } {
  const asked = draft.duration === undefined ? undefined : HIGHLIGHTS.find(([, s]) => s === draft.duration);
  if (draft.duration !== undefined && !asked) throw new Error(`episode "${draft.title}": no ${draft.duration}-s clip`);
  // biome-ignore lint/style/noNonNullAssertion: the index is taken modulo the list's length
  const [file, seconds] = asked ?? HIGHLIGHTS[n % HIGHLIGHTS.length]!;
  return { soundLink: `/media/audio/${file}.mp3`, duration: seconds };
}

/**
 * Recent episodes, ids 10000–19999. Weekday shows publish daily and weekend shows weekly; the
 * newest episode of every show aired yesterday. About a third carry a video and a third a
 * SoundCloud link; every episode has a playable highlights clip.
 */
export function episodes(d: SeedDates): EpisodeInput[] {
  const out: EpisodeInput[] = [];
  let id = 10000;
  let n = 0;
  for (const show of SHOW_DRAFTS) {
    const list = EPISODE_LISTS[show.id] ?? [];
    const daily = show.days.includes('Monday to Friday');
    // Daytime episodes go online when the show ends; evening ones are uploaded by the producer
    // at 10:00, so even the newest episode is never later than the moment the seed is built.
    const uploadTime = toMinutes(show.endTime) < 16 * 60 ? show.endTime : '10:00';
    const used = new Set<string>();
    list.forEach((e, i) => {
      const base = slugify(e.title);
      let slug = base;
      for (let k = 2; used.has(slug); k++) slug = `${base}-${k}`;
      used.add(slug);
      const episode: EpisodeInput = {
        id: id++,
        showId: show.id,
        slug,
        title: e.title,
        ...(e.titlePa ? { titlePa: e.titlePa } : {}),
        description: e.description,
        ...(e.descriptionPa ? { descriptionPa: e.descriptionPa } : {}),
        image: mediaImage('episodes', show.slug),
        ...clipOf(n, e),
        languages: [...show.languages],
        hosts: [...show.hosts],
        ...(n % 3 === 0 ? { youtubeLink: youtubeLink(videoId(`${show.slug}/${slug}`)) } : {}),
        ...(n % 3 === 1 ? { soundcloudLink: soundcloudLink(`${show.slug}-${slug}`) } : {}),
        postDate: d.daysAgo(daily ? 1 + i : 1 + 7 * i, uploadTime),
      };
      out.push(episode);
      n++;
    });
  }
  return out;
}
