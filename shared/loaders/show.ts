/**
 * A show's page (spec doc 2 §2): /shows/view/{slug}/{page}. The show's first day and airtime, its
 * description (HTML, sanitised at the contract edge), one page of its episodes as cards ("Show
 * Highlights"), its hosts, languages and contact email ("About this show") and its platform
 * links ("Available on"). The answer is read through the quirk mapping (shared/format/
 * show-fields.ts), so a CMS that sends 'tilte' or languages as one string renders the same.
 * The episode cards and host links are shared with the episode page (episode.ts).
 */
import type { Episode, HostRef, Show } from '../types/api';
import type { Lang } from '../types/content';
import { dayGroupName } from '../format/airing';
import { clockRange } from '../format/clock';
import { formatDate } from '../format/dates';
import { formatDuration } from '../format/duration';
import { languageNames } from '../format/language-names';
import { pick } from '../format/pick';
import { normalizeShowResponse } from '../format/show-fields';
import { crop, plainText, withScheme } from '../format/text';
import { t } from '../i18n/translate';
import type { Head, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { DEFAULT_IMAGE } from '../constants';
import { trail } from './breadcrumb-ld';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';

/** An episode as a card: the show's highlights and the episode page's 'Next Episode'. */
export interface EpisodeCardView {
  id: number;
  title: string;
  image: string;
  /** Display date in the visitor's language, and the instant for <time>. */
  date: string;
  dateTime: string;
  /** 'm:ss', or 'h:mm:ss' from an hour; '' when unknown. */
  duration: string;
  href: string;
}

export interface PersonLink {
  name: string;
  href: string;
}

export interface ShowView {
  title: string;
  image: string;
  /** The first day group the show airs on, in the visitor's language; '' when none. */
  day: string;
  /** 'h:mm a – h:mm a'; '' when the schedule has no times. */
  time: string;
  /** The schedule's 'HH:mm' (Vancouver), for the second clock the browser adds (issue 28). */
  start: string;
  end: string;
  /** Sanitised HTML in the visitor's language. */
  descriptionHtml: string;
  episodes: EpisodeCardView[];
  page: number;
  totalPages: number;
  /** Page n of the highlights is `${baseHref}/${n}`. */
  baseHref: string;
  hosts: PersonLink[];
  /** 'English, Punjabi' in the visitor's language. */
  languages: string;
  email: string;
  youtubeLink: string;
  soundcloudLink: string;
  /** The page's own path, for the share links. */
  path: string;
}

/** The address of an episode's page: the show's id, then the episode's. */
export const episodeHref = (e: Pick<Episode, 'id' | 'showId'>): string => `/shows/view/${e.showId}/episode/${e.id}`;

/** The address of a show's page (its first page of highlights); the schedule when the slug is unknown. */
export const showHref = (slug: string): string => (slug ? `/shows/view/${encodeURIComponent(slug)}/1` : '/shows');

export function episodeCard(e: Episode, lang: Lang): EpisodeCardView {
  return {
    id: e.id,
    title: pick(lang, e.title, e.titlePa),
    image: e.image || DEFAULT_IMAGE,
    date: formatDate(e.postDate || undefined, lang),
    dateTime: e.postDate,
    duration: formatDuration(e.duration),
    href: episodeHref(e),
  };
}

/** Hosts linked to their pages; a host without a slug has no page and is left out. */
export const hostLinks = (hosts: readonly HostRef[], lang: Lang): PersonLink[] =>
  hosts
    .filter((h) => h.slug)
    .map((h) => ({ name: pick(lang, h.title, h.titlePa), href: `/hosts/view/${encodeURIComponent(h.slug)}` }));

/** A mail address the link can use: one word with an @ and no scheme; '' otherwise. */
const mailAddress = (email: string | undefined): string => {
  const e = email?.trim() ?? '';
  return /^[^\s@:/]+@[^\s@:/]+$/.test(e) ? e : '';
};

const platformLink = (link: string | undefined): string => (link?.trim() ? withScheme(link.trim()) : '');

function showView(s: Show, episodes: Episode[], lang: Lang, page: number, totalPages: number): ShowView {
  const baseHref = `/shows/view/${encodeURIComponent(s.slug)}`;
  return {
    title: pick(lang, s.title, s.titlePa),
    image: s.image || DEFAULT_IMAGE,
    day: s.days[0] ? dayGroupName(s.days[0], lang) : '',
    time: clockRange(s.startTime, s.endTime, lang),
    start: s.startTime,
    end: s.endTime,
    descriptionHtml: pick(lang, s.description, s.descriptionPa),
    episodes: episodes.map((e) => episodeCard(e, lang)),
    page,
    totalPages,
    baseHref,
    hosts: hostLinks(s.hosts, lang),
    languages: languageNames(s.languages, lang),
    email: mailAddress(s.email),
    youtubeLink: platformLink(s.youtubeLink),
    soundcloudLink: platformLink(s.soundcloudLink),
    path: `${baseHref}/${page}`,
  };
}

/** A show as schema.org's RadioSeries: the page's own JSON-LD and an episode's partOfSeries. */
export function radioSeries(name: string, url: string, image?: string): Record<string, unknown> {
  return { '@type': 'RadioSeries', name, url, ...(image ? { image } : {}) };
}

function showHead(v: ShowView, lang: Lang, pageUrl: URL): Head {
  const abs = (path: string) => new URL(path, pageUrl.origin).href;
  return {
    title: v.title,
    description: crop(plainText(v.descriptionHtml), 200) || t(lang, 'show.description', { title: v.title }),
    image: v.image,
    leadImages: [v.image],
    jsonLd: { '@context': 'https://schema.org', ...radioSeries(v.title, abs(`${v.baseHref}/1`), abs(v.image)) },
    breadcrumbs: trail(lang, { name: t(lang, 'shows.title'), path: '/shows' }, { name: v.title, path: v.path }),
  };
}

export const loadShow: Loader<ShowView> = ({ api, params, lang, url }) =>
  orNotFound(async () => {
    const page = params.page ? Number(params.page) : 1;
    const slug = encodeURIComponent(requiredParam(params, 'slug'));
    const raw = await readListPage<unknown>(
      api,
      page,
      (n) => `/api/shows/${slug}?page=${n}`,
      (first) => normalizeShowResponse(first).count,
    );
    const res = normalizeShowResponse(raw);
    const data = showView(res.data, res.episodes, lang, page, res.count);
    return { head: showHead(data, lang, url), data };
  });
