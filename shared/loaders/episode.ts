/**
 * An episode's page (spec doc 2 §2): /shows/view/{show_id}/episode/{episode_id}. Title, languages,
 * duration, the description (HTML, sanitised at the contract edge), the video when there is a
 * video link, the audio when there is a sound file or a SoundCloud link, the hosts, the show it
 * aired on as a show card, and the next (older) episode, omitted when the next call answers 404
 * (spec §4). The head carries the episode's own title, text and image and a JSON-LD
 * RadioEpisode, or PodcastEpisode when it can be listened to, inside its RadioSeries.
 */
import type { Episode } from '../types/api';
import { trail } from './breadcrumb-ld';
import type { Lang } from '../types/content';
import { ApiError, getOrNull } from '../api/client';
import { formatDate } from '../format/dates';
import { formatDuration, isoDuration } from '../format/duration';
import { languageNames } from '../format/language-names';
import { pick } from '../format/pick';
import { normalizeEpisode } from '../format/show-fields';
import { crop, plainText } from '../format/text';
import { t } from '../i18n/translate';
import type { Head, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { DEFAULT_IMAGE } from '../constants';
import { orNotFound } from './or-not-found';
import { youtubeIdOf } from './originals';
import {
  type EpisodeCardView,
  episodeCard,
  episodeHref,
  hostLinks,
  type PersonLink,
  radioSeries,
  showHref,
} from './show';
import { type ShowCardView, showCard } from './shows';

/** What the audio card and the sound player need (client/stores/video.ts PreviewInfo). */
interface EpisodeAudio {
  id: number;
  title: string;
  /** Sanitised HTML, as the preview modal renders it. */
  description: string;
  duration?: number;
  image: string;
  language: string;
  postDate: string;
  audioUrl?: string;
  soundcloudLink?: string;
}

export interface EpisodeView {
  id: number;
  title: string;
  image: string;
  /** 'English, Punjabi' in the visitor's language. */
  languages: string;
  /** 'm:ss', or 'h:mm:ss' from an hour; '' when unknown. */
  duration: string;
  date: string;
  dateTime: string;
  /** Sanitised HTML in the visitor's language. */
  descriptionHtml: string;
  video: { videoId: string; title: string; image: string } | null;
  audio: EpisodeAudio | null;
  hosts: PersonLink[];
  /** The show it aired on: the back link and the 'Aired on' card. */
  back: { href: string; show: string };
  show: ShowCardView;
  /** The next (older) episode; null when there is none. */
  next: EpisodeCardView | null;
  /** The page's own path, for the share links. */
  path: string;
}

function episodeView(e: Episode, next: Episode | null, lang: Lang): EpisodeView {
  const title = pick(lang, e.title, e.titlePa);
  const image = e.image || e.show.image || DEFAULT_IMAGE;
  const videoId = youtubeIdOf(e.youtubeLink);
  const audioUrl = e.soundLink?.trim();
  const soundcloudLink = e.soundcloudLink?.trim();
  const descriptionHtml = pick(lang, e.description, e.descriptionPa);
  const show = showCard({ ...e.show, hosts: e.hosts }, lang);
  return {
    id: e.id,
    title,
    image,
    languages: languageNames(e.languages.length ? e.languages : e.show.languages, lang),
    duration: formatDuration(e.duration),
    date: formatDate(e.postDate || undefined, lang),
    dateTime: e.postDate,
    descriptionHtml,
    video: videoId ? { videoId, title, image } : null,
    audio:
      audioUrl || soundcloudLink
        ? {
            id: e.id,
            title,
            // The preview modal renders HTML: the sanitised description itself, never text made
            // plain, whose decoded entities (`&lt;img onerror…&gt;`) would become markup there.
            description: descriptionHtml,
            ...(e.duration ? { duration: e.duration } : {}),
            image,
            language: e.languages.join(', '),
            postDate: e.postDate,
            ...(audioUrl ? { audioUrl } : {}),
            ...(soundcloudLink ? { soundcloudLink } : {}),
          }
        : null,
    hosts: hostLinks(e.hosts, lang),
    back: { href: showHref(e.show.slug), show: show.title },
    show: { ...show, href: showHref(e.show.slug) },
    next: next?.id ? episodeCard(next, lang) : null,
    path: episodeHref(e),
  };
}

/** schema.org's type of an episode one can listen to here, and of a broadcast one. */
const SCHEMA_TYPE = { audio: 'PodcastEpisode', radio: 'RadioEpisode' } as const;

/** Title, the description's text, the episode's image and its JSON-LD inside the show's series. */
function episodeHead(v: EpisodeView, e: Episode, lang: Lang, pageUrl: URL): Head {
  const abs = (path: string) => new URL(path, pageUrl.origin).href;
  const description = crop(plainText(v.descriptionHtml), 200) || t(lang, 'show.description', { title: v.show.title });
  const duration = isoDuration(e.duration);
  return {
    title: v.title,
    description,
    image: v.image,
    // The video's thumbnail leads the page; without a video, the audio card's picture.
    leadImages: v.video ? [v.video.image] : v.audio ? [v.image] : [],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': SCHEMA_TYPE[v.audio ? 'audio' : 'radio'],
      name: v.title,
      description,
      url: abs(v.path),
      image: abs(v.image),
      ...(e.postDate ? { datePublished: e.postDate } : {}),
      ...(duration ? { duration } : {}),
      ...(v.audio?.audioUrl ? { associatedMedia: { '@type': 'AudioObject', contentUrl: abs(v.audio.audioUrl) } } : {}),
      partOfSeries: radioSeries(v.show.title, abs(v.show.href)),
    },
    breadcrumbs: trail(
      lang,
      { name: t(lang, 'shows.title'), path: '/shows' },
      { name: v.show.title, path: v.show.href },
      { name: v.title, path: v.path },
    ),
  };
}

export const loadEpisode: Loader<EpisodeView> = ({ api, params, lang, url }) =>
  orNotFound(async () => {
    const id = encodeURIComponent(requiredParam(params, 'episodeId'));
    // Both calls start at once: the next one needs only the id from the address.
    const [raw, rawNext] = await Promise.all([
      api.get<unknown>(`/api/shows/episode/${id}`),
      // A failing next call (logged by the browser's client) only leaves the card out.
      getOrNull<unknown>(api, `/api/shows/episode/next/${id}`).catch(() => null),
    ]);
    const e = normalizeEpisode(raw);
    // The address names the episode's show: under any other number the same episode would be a
    // page of its own to the page cache, one key per number (issue 23). A CMS that names no show is believed.
    const showId = requiredParam(params, 'showId');
    if (e.showId > 0 && String(e.showId) !== showId) throw new ApiError(404, `/shows/view/${showId}/episode/${id}`);
    const next = rawNext === null ? null : normalizeEpisode(rawNext);
    const data = episodeView(e, next, lang);
    return { head: episodeHead(data, e, lang, url), data };
  });
