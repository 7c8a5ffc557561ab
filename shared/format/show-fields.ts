/**
 * One place that reads a show or an episode whatever shape a CMS sends (spec doc 2 §3): the list
 * code's misspelt 'tilte' beside 'title'; languages as one string ("English, Punjabi"), a list of
 * strings or a list of `{ id, title }`; an episode's duration as seconds (a number or digits) or
 * as text 'HH:mm:ss' / 'mm:ss'; `show_id` beside `showId`; `linkY` / `linkS` beside the platform
 * links. Anything else odd (null, numbers, nested junk) reads as empty, never as an exception, so
 * a CMS in proxied mode that sends these shapes still renders. The embedded service already sends
 * the contract's shapes, which pass through unchanged.
 */
import type { Episode, HostRef, Show, ShowResponse } from '../types/api';
import type { DayGroup } from '../types/content';
import { parseDuration } from './duration';

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A whole number from a number or digits; 0 otherwise. */
function int(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** A title under its right name or the list code's misspelling. */
const titleOf = (r: Raw): string => str(r.title) ?? str(r.tilte) ?? '';

/** Language names from "English, Punjabi", ['English', 'Punjabi'] or [{ id, title }], without repeats. */
export function languageList(v: unknown): string[] {
  const items =
    typeof v === 'string' ? v.split(/[,;/|]/) : arr(v).map((x) => (typeof x === 'string' ? x : titleOf(obj(x))));
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}

/** Seconds of a duration sent as seconds, digits or 'HH:mm:ss' / 'mm:ss'; 0 when unreadable. */
export function durationSeconds(v: unknown): number {
  return typeof v === 'number' || typeof v === 'string' ? parseDuration(v) : 0;
}

/** Day groups as sent: one string or a list; anything that is not text is dropped. */
function dayList(v: unknown): DayGroup[] {
  const items = typeof v === 'string' ? [v] : arr(v);
  return items.flatMap((d) => (str(d) ? [(d as string).trim() as DayGroup] : []));
}

/** Host references: objects with a slug or an id; a name may come as title, tilte or name. */
function hostList(v: unknown): HostRef[] {
  return arr(v).flatMap((x) => {
    const h = obj(x);
    const slug = str(h.slug) ?? '';
    const id = int(h.id);
    if (!slug && !id) return [];
    const titlePa = str(h.titlePa);
    return [
      { id, slug, title: titleOf(h) || str(h.name) || '', ...(titlePa ? { titlePa } : {}), photo: str(h.photo) ?? '' },
    ];
  });
}

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value ? ({ [key]: value } as Record<K, string>) : {};

/** A Show from the contract's names or the alternate ones. */
export function normalizeShow(input: unknown): Show {
  const r = obj(input);
  const type = obj(r.type);
  return {
    id: int(r.id),
    slug: str(r.slug) ?? '',
    title: titleOf(r),
    ...optional('titlePa', str(r.titlePa) ?? str(r.tiltePa)),
    ...optional('tagline', str(r.tagline)),
    description: str(r.description) ?? '',
    ...optional('descriptionPa', str(r.descriptionPa)),
    ...optional('intro', str(r.intro)),
    image: str(r.image) ?? str(r.photo) ?? '',
    days: dayList(r.days),
    startTime: str(r.startTime) ?? '',
    endTime: str(r.endTime) ?? '',
    type: { id: int(type.id), title: titleOf(type), icon: str(type.icon) ?? '' },
    languages: languageList(r.languages),
    hosts: hostList(r.hosts),
    ...optional('email', str(r.email)),
    ...optional('youtubeLink', str(r.youtubeLink) ?? str(r.linkY)),
    ...optional('soundcloudLink', str(r.soundcloudLink) ?? str(r.linkS)),
    postDate: str(r.postDate) ?? '',
  };
}

/** An Episode from the contract's names or the alternate ones; its show read the same way. */
export function normalizeEpisode(input: unknown): Episode {
  const r = obj(input);
  const show = normalizeShow(r.show);
  const showId = int(r.showId) || int(r.show_id) || show.id;
  return {
    id: int(r.id),
    slug: str(r.slug) ?? '',
    showId,
    title: titleOf(r),
    ...optional('titlePa', str(r.titlePa) ?? str(r.tiltePa)),
    ...optional('tagline', str(r.tagline)),
    description: str(r.description) ?? '',
    ...optional('descriptionPa', str(r.descriptionPa)),
    image: str(r.image) ?? '',
    duration: durationSeconds(r.duration),
    languages: languageList(r.languages),
    hosts: hostList(r.hosts),
    ...optional('youtubeLink', str(r.youtubeLink)),
    ...optional('soundcloudLink', str(r.soundcloudLink)),
    ...optional('soundLink', str(r.soundLink)),
    postDate: str(r.postDate) ?? '',
    show: { ...episodeShow(show), id: show.id || showId },
  };
}

/** What an episode carries of its show: the embedded service and the CMS reader build it alike. */
export function episodeShow(show: Show): Episode['show'] {
  return {
    id: show.id,
    slug: show.slug,
    title: show.title,
    ...optional('titlePa', show.titlePa),
    image: show.image,
    days: show.days,
    startTime: show.startTime,
    endTime: show.endTime,
    languages: show.languages,
    type: show.type,
  };
}

/** GET /api/shows/{slug}?page= read the same way: the show, its episodes and the page counts. */
export function normalizeShowResponse(input: unknown): ShowResponse {
  const r = obj(input);
  const headers = obj(r.headers);
  return {
    data: normalizeShow(r.data),
    episodes: arr(r.episodes).map(normalizeEpisode),
    page: int(r.page) || 1,
    count: int(r.count) || 1,
    total: int(r.total),
    headers: { ...headers, title: str(headers.title) ?? '' },
  };
}
