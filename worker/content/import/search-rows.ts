/**
 * Search index rows for imported content: each item is (re)indexed with the text of both
 * languages, so a search in either script finds it. Types and links follow spec §2 "Search":
 * news, entertainment, show, episode, hosts, event, connectOriginals, single (a content page).
 */
import type {
  BodyBlock,
  ContentBundle,
  EpisodeInput,
  EventInput,
  HostInput,
  OriginalItemInput,
  PageInput,
  PostInput,
  ShowInput,
} from '../../../shared/types/content';
import { plainText } from '../../../shared/format/text';
import type { Statement } from './statements';
import { romanKeys } from '../search-roman';
import { foldGurmukhi } from '../../../shared/search/fold';

export type SearchType =
  | 'news'
  | 'entertainment'
  | 'show'
  | 'episode'
  | 'hosts'
  | 'event'
  | 'connectOriginals'
  | 'single';

/** One item to index: both languages' titles and every text worth finding it by. */
export interface SearchRow {
  type: SearchType;
  ref: string;
  slug: string;
  parent?: string | number;
  titleEn: string;
  titlePa?: string;
  date?: string;
  /** The English (or language-free) text: names, places. */
  text: (string | undefined)[];
  /** The Punjabi text, kept apart so a Punjabi page's excerpt is cut from it. */
  textPa?: (string | undefined)[];
}

const blocksText = (b: BodyBlock[] | undefined) =>
  (b ?? [])
    .map((x) => (x.type === 'text' ? plainText(x.value) : x.type === 'quote' ? x.quote : (x.caption ?? '')))
    .join(' ');

/**
 * An indexed column's text: plain, with Gurmukhi's look-alike spellings folded as queries are
 * (fold.ts). The titles shown are the unindexed title_en/title_pa, as written; excerpts are cut
 * from this folded copy, which renders the same.
 */
const clean = (parts: (string | undefined)[]) =>
  foldGurmukhi(
    parts
      .filter((p): p is string => Boolean(p))
      .map(plainText)
      .join(' ')
      .slice(0, 20_000),
  );

/** The statements that (re)index one item. */
export function rowStatements(r: SearchRow): Statement[] {
  return [
    { sql: 'DELETE FROM search_index WHERE type = ? AND ref = ?', params: [r.type, r.ref] },
    {
      sql: 'INSERT INTO search_index (type, ref, slug, parent, title_en, title_pa, date, title, body, rom_title, rom_body, body_pa) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        r.type,
        r.ref,
        foldGurmukhi(r.slug),
        r.parent ?? null,
        r.titleEn,
        r.titlePa ?? null,
        r.date ?? null,
        clean([r.titleEn, r.titlePa === r.titleEn ? undefined : r.titlePa]),
        clean(r.text),
        // Phonetic keys of the Gurmukhi words, for queries typed in Latin letters (search-roman.ts).
        romanKeys(`${r.titleEn} ${r.titlePa ?? ''}`),
        romanKeys(clean([...r.text, ...(r.textPa ?? [])])),
        clean(r.textPa ?? []),
      ],
    },
  ];
}

/**
 * What a row takes alike from every item with an id: its type, the id as the row's ref and both
 * titles. `slug` links the hit; an item without one (an event, an original) is linked by its id.
 */
const itemRow = (type: SearchType, item: { id: number; title: string; titlePa?: string }, slug = String(item.id)) => ({
  type,
  ref: String(item.id),
  slug,
  titleEn: item.title,
  titlePa: item.titlePa,
});

/** A news or entertainment post: its intro, body blocks and author in each language. */
export const postSearchRow = (p: PostInput): SearchRow => ({
  ...itemRow(p.kind, p, p.slug),
  date: p.postDate,
  text: [p.intro, blocksText(p.body), p.author],
  textPa: [p.introPa, blocksText(p.bodyPa), p.authorPa],
});

const showSearchRow = (s: ShowInput): SearchRow => ({
  ...itemRow('show', s, s.slug),
  date: s.postDate,
  text: [s.tagline, s.description],
  textPa: [s.taglinePa, s.descriptionPa],
});

/** An episode, linked under its show (`parent`). */
const episodeSearchRow = (e: EpisodeInput): SearchRow => ({
  ...itemRow('episode', e, e.slug),
  parent: e.showId,
  date: e.postDate,
  text: [e.tagline, e.description],
  textPa: [e.descriptionPa],
});

const hostSearchRow = (h: HostInput): SearchRow => ({
  ...itemRow('hosts', h, h.slug),
  text: [h.bio],
  textPa: [h.bioPa],
});

/** An event: its start dates it. */
export const eventSearchRow = (e: EventInput): SearchRow => ({
  ...itemRow('event', e),
  date: e.dateTime,
  text: [e.intro, e.location],
  textPa: [e.introPa, e.locationPa],
});

/** An original, under its series (`parent`). */
const originalSearchRow = (o: OriginalItemInput): SearchRow => ({
  ...itemRow('connectOriginals', o),
  parent: o.seriesId,
  date: o.postDate,
  text: [o.tagline, o.description],
  textPa: [o.descriptionPa],
});

/** A content page, found by its head title, its description and its sections'. */
export const pageSearchRow = (p: PageInput): SearchRow => ({
  type: 'single',
  ref: p.path,
  slug: p.path,
  titleEn: p.head.title,
  titlePa: p.head.titlePa,
  text: [p.description, p.meta.description, ...(p.sections ?? []).flatMap((s) => [s.title, s.description])],
  textPa: [p.descriptionPa, ...(p.sections ?? []).flatMap((s) => [s.titlePa, s.descriptionPa])],
});

/** Every searchable item of a bundle, as rows, in the order they are indexed. */
export function searchRows(b: ContentBundle): SearchRow[] {
  return [
    ...(b.posts ?? []).map(postSearchRow),
    ...(b.shows ?? []).map(showSearchRow),
    ...(b.episodes ?? []).map(episodeSearchRow),
    ...(b.hosts ?? []).map(hostSearchRow),
    ...(b.events ?? []).map(eventSearchRow),
    ...(b.originalItems ?? []).map(originalSearchRow),
    ...(b.pages ?? []).map(pageSearchRow),
  ];
}

/** Index statements for everything searchable in a bundle. */
export const searchStatements = (b: ContentBundle): Statement[] => searchRows(b).flatMap(rowStatements);
