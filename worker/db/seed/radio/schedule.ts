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
import { WEEKDAY_SHOWS } from './shows-weekday';
import { WEEKEND_SHOWS } from './shows-weekend';

/** Every show in schedule order: Monday to Friday, then Saturday and Sunday. */
const SHOW_DRAFTS: ShowDraft[] = [...WEEKDAY_SHOWS, ...WEEKEND_SHOWS];

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

/** The four demo audio files, used in turn. */
const audioFile = (n: number): string => `/media/audio/episode-${'abcd'.charAt(n % 4)}.wav`;

/**
 * Recent episodes, ids 10000–19999. Weekday shows publish daily and weekend shows weekly; the
 * newest episode of every show aired yesterday. About a third carry a video and a third a
 * SoundCloud link; every episode has a playable audio file.
 */
export function episodes(d: SeedDates): EpisodeInput[] {
  const out: EpisodeInput[] = [];
  let id = 10000;
  let n = 0;
  for (const show of SHOW_DRAFTS) {
    const list = EPISODE_LISTS[show.id] ?? [];
    const daily = show.days.includes('Monday to Friday');
    const slotMinutes = toMinutes(show.endTime) - toMinutes(show.startTime);
    // Air time minus news breaks and ads, capped at two hours for the long morning shows.
    const fullLength = Math.min(Math.round(slotMinutes * 60 * 0.9), 7200);
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
        duration: e.duration ?? fullLength - ((i * 173 + show.id * 7) % 300),
        languages: [...show.languages],
        hosts: [...show.hosts],
        ...(n % 3 === 0 ? { youtubeLink: youtubeLink(videoId(`${show.slug}/${slug}`)) } : {}),
        ...(n % 3 === 1 ? { soundcloudLink: soundcloudLink(`${show.slug}-${slug}`) } : {}),
        soundLink: audioFile(n),
        postDate: d.daysAgo(daily ? 1 + i : 1 + 7 * i, uploadTime),
      };
      out.push(episode);
      n++;
    });
  }
  return out;
}
