/**
 * Connect Originals (spec doc 2 §2 "Originals and video listings"): the /originals page with one
 * carousel per category, the per-channel video listings (/originals/{entertainment|news-room|
 * lifestyle}, first page; 'View More' pages in the browser) and the series detail pages
 * (/originals/{slug}/{page}). Loaders return view-models in the visitor's language.
 */
import { DEFAULT_IMAGE } from '../constants';
import { isOriginalsChannel, type OriginalsChannel } from '../content-kinds';
import type { OriginalItem, OriginalsResponse, OriginalsSeriesResponse } from '../types/api';
import type { VideoItem, VideosResponse } from '../types/media';
import type { Lang } from '../types/content';
import { ApiError } from '../api/client';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { plainText } from '../format/text';
import { t } from '../i18n/translate';
import type { Loaded, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';

/** The three fixed channels (spec: entertainment, newsroom, lifestyle). */
export type Channel = OriginalsChannel;

/** One originals item: a video (has a video id) or an audio (has a file or a sound link). */
export interface OriginalCardView {
  id: number;
  kind: 'video' | 'audio';
  title: string;
  /** Plain text, for cards. */
  text: string;
  /** The server-sanitised description, for the preview modal. */
  description: string;
  image: string;
  /** Seconds. */
  duration: number;
  /** Display list, e.g. 'Punjabi, English'. */
  languages: string;
  date: string;
  dateTime: string;
  seriesSlug: string;
  youtubeId?: string;
  youtubeLink?: string;
  soundcloudLink?: string;
  /** The playable audio file (local), for audio items. */
  audioUrl?: string;
}

export interface OriginalsView {
  title: string;
  categories: { slug: string; title: string; href: string; items: OriginalCardView[] }[];
}

/** A platform video as the video cards show it (VideoCardData of client/media/video/VideoCard). */
export interface ChannelVideoView {
  videoId: string;
  title: string;
  description: string;
  image: string;
  date: string;
  dateTime: string;
  /** Seconds. */
  duration: number;
}

export interface OriginalsChannelView {
  channel: Channel;
  title: string;
  items: ChannelVideoView[];
  /** Token of the next page (GET /api/videos/{channel}?pageToken=), absent at the end. */
  nextPageToken?: string;
}

export interface OriginalsSeriesView {
  slug: string;
  title: string;
  heading?: string;
  subheading?: string;
  image?: string;
  items: OriginalCardView[];
  page: number;
  totalPages: number;
  /** Page n is `${baseHref}/${n}`. */
  baseHref: string;
}

/** The 11-character id of a platform link (spec doc 2 §5), or undefined. */
export function youtubeIdOf(link: string | undefined): string | undefined {
  const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([\w-]+)/.exec(link ?? '');
  const id = m?.[1];
  return id?.length === 11 ? id : undefined;
}

export function originalCardView(item: OriginalItem, lang: Lang): OriginalCardView {
  const youtubeId = item.youtubeId || youtubeIdOf(item.youtubeLink);
  const audioUrl = item.file || undefined;
  const description = pick(lang, item.description, item.descriptionPa);
  return {
    id: item.id,
    kind: youtubeId ? 'video' : 'audio',
    title: pick(lang, item.title, item.titlePa),
    text: plainText(description),
    description,
    image: item.image || DEFAULT_IMAGE,
    duration: item.duration,
    languages: item.languages.join(', '),
    date: formatDate(item.postDate, lang),
    dateTime: item.postDate,
    seriesSlug: item.seriesSlug,
    ...(youtubeId ? { youtubeId } : {}),
    ...(item.youtubeLink ? { youtubeLink: item.youtubeLink } : {}),
    ...(item.soundcloudLink ? { soundcloudLink: item.soundcloudLink } : {}),
    ...(audioUrl ? { audioUrl } : {}),
  };
}

/** Seconds of an ISO 8601 duration ('PT1H2M3S'); 0 when unreadable. */
export function isoSeconds(iso: string | undefined): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso ?? '');
  if (!m) return 0;
  return Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
}

export function channelVideoView(v: VideoItem, lang: Lang): ChannelVideoView {
  return {
    videoId: v.id.videoId,
    title: pick(lang, v.snippet.title, v.snippet.titlePa),
    description: plainText(pick(lang, v.snippet.description, v.snippet.descriptionPa)),
    image: v.snippet.thumbnails.high.url || DEFAULT_IMAGE,
    date: formatDate(v.snippet.publishedAt, lang),
    dateTime: v.snippet.publishedAt,
    duration: isoSeconds(v.contentDetails.duration),
  };
}

function originalsView(o: OriginalsResponse, lang: Lang): OriginalsView {
  return {
    title: pick(lang, o.headers.title, o.headers.titlePa) || t(lang, 'originals.title'),
    categories: o.data.map((c) => ({
      slug: c.slug,
      title: pick(lang, c.title, c.titlePa),
      href: `/originals/${c.slug}`,
      items: c.items.map((i) => originalCardView(i, lang)),
    })),
  };
}

/** Detail items are kept only with a video or sound link (spec doc 2 §3). */
export function seriesView(s: OriginalsSeriesResponse, lang: Lang, page: number): OriginalsSeriesView {
  return {
    slug: s.slug,
    title: pick(lang, s.headers.title, s.headers.titlePa),
    heading: pick(lang, s.headers.heading, s.headers.headingPa) || undefined,
    subheading: pick(lang, s.headers.subheading, s.headers.subheadingPa) || undefined,
    image: s.headers.backgroundImage || undefined,
    items: s.data.filter((i) => i.youtubeLink || i.soundcloudLink).map((i) => originalCardView(i, lang)),
    page,
    totalPages: s.totalPages,
    baseHref: `/originals/${s.slug}`,
  };
}

export const loadOriginals: Loader<OriginalsView> = ({ api, lang }) =>
  orNotFound(async () => {
    const data = originalsView(await api.get<OriginalsResponse>('/api/connectOriginals'), lang);
    return { head: { title: data.title, description: t(lang, 'originals.description') }, data };
  });

/** /originals/{channel}: the channel's name from the originals categories, its first page of videos. */
export const loadOriginalsChannel: Loader<OriginalsChannelView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const channel = params.channel;
    if (!isOriginalsChannel(channel)) throw new ApiError(404, `/originals/${params.channel}`);
    const [videos, originals] = await Promise.all([
      api.get<VideosResponse>(`/api/videos/${channel}`),
      api.get<OriginalsResponse>('/api/connectOriginals'),
    ]);
    const category = originals.data.find((c) => c.slug === channel);
    const title = category ? pick(lang, category.title, category.titlePa) : t(lang, 'originals.title');
    const data: OriginalsChannelView = {
      channel,
      title,
      items: videos.items.map((v) => channelVideoView(v, lang)),
      ...(videos.nextPageToken ? { nextPageToken: videos.nextPageToken } : {}),
    };
    return { head: { title, description: t(lang, 'originals.description') }, data };
  });

export const loadOriginalsSeries: Loader<OriginalsSeriesView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    // The "View All" card links to /originals/{slug}: a missing page is the first one.
    const page = params.page ? Number(params.page) : 1;
    const slug = encodeURIComponent(requiredParam(params, 'slug'));
    const s = await readListPage<OriginalsSeriesResponse>(
      api,
      page,
      (n) => `/api/connectOriginals/${slug}?page=${n}`,
      (first) => first.totalPages,
    );
    const data = seriesView(s, lang, page);
    const loaded: Loaded<OriginalsSeriesView> = {
      head: {
        title: data.title,
        description: data.subheading ?? t(lang, 'originals.description'),
        ...(data.image ? { image: data.image } : {}),
      },
      data,
    };
    return loaded;
  });
