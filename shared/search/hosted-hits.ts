/**
 * The hosted search path of the spec (doc 1 §7, "Search through a hosted search service"), as
 * pure steps: the query it sends (zero-based page, 9 hits, the text field snippeted with an
 * ellipsis, the highlights field highlighted) and the answer read back into the site's hit shape.
 * The answer comes from outside, so each hit is checked; one that is not a site record is dropped.
 */
import { sameSitePath } from '../forms/path';
import type { SearchHit, SearchResponse } from '../types/search';
import { MARK_CLOSE, MARK_OPEN } from './marks';

/** Spec §9: search page size 9. */
const HOSTED_PAGE_SIZE = 9;

/** Spec §8: the search's rejection when no index is configured. */
export const NOT_SETUP = 'Not Algolia Setup';

/** What the browser and the worker need to ask the hosted index (search-only key). */
export interface HostedConfig {
  appId: string;
  indexName: string;
  searchKey: string;
}

/**
 * The search parameters for visitor text and a 1-based page. Both languages' text is snippeted;
 * the marks are the site's two marker characters (marks.ts), never tags: the page reads them back
 * into text and `<mark>` elements, so nothing from the index is parsed as markup.
 */
export function hostedParams(text: string, page: number) {
  return {
    query: text,
    page: page - 1,
    hitsPerPage: HOSTED_PAGE_SIZE,
    attributesToRetrieve: ['id', 'type', 'section', 'title', 'titlePa', 'slug', 'parent_id', 'date', 'highlights'],
    attributesToSnippet: ['text:24', 'textPa:24'],
    snippetEllipsisText: '…',
    attributesToHighlight: ['highlights'],
    highlightPreTag: MARK_OPEN,
    highlightPostTag: MARK_CLOSE,
  };
}

const TYPES: readonly SearchHit['type'][] = [
  'news',
  'entertainment',
  'show',
  'episode',
  'hosts',
  'event',
  'connectOriginals',
  'single',
];
const LEVELS = ['none', 'partial', 'full'] as const;
type Level = (typeof LEVELS)[number];

type Loose = Record<string, unknown>;
const isObject = (x: unknown): x is Loose => typeof x === 'object' && x !== null && !Array.isArray(x);
const field = (o: unknown, key: string): unknown => (isObject(o) ? o[key] : undefined);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const idOf = (x: unknown): string | undefined =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? String(x) : undefined;
const levelOf = (x: unknown): Level => LEVELS.find((l) => l === field(x, 'matchLevel')) ?? 'none';

/** The better of the two titles' match levels: a Punjabi query matches the Punjabi title. */
function matchLevel(raw: Loose): Level {
  const highlights = field(raw._highlightResult, 'highlights');
  const en = levelOf(field(highlights, 'title'));
  const pa = levelOf(field(highlights, 'titlePa'));
  return LEVELS.indexOf(pa) > LEVELS.indexOf(en) ? pa : en;
}

/** A marked value of the answer (`_highlightResult` or `_snippetResult`), or undefined. */
const markedValue = (raw: Loose, result: string, ...path: string[]): string | undefined =>
  str(
    field(
      path.reduce<unknown>((o, key) => field(o, key), raw[result]),
      'value',
    ),
  );

/** The record's own link (`highlights.url`), when it is a path of this site. */
function urlOf(raw: Loose): { url: { value: string } } | Record<string, never> {
  const url = sameSitePath(str(field(raw.highlights, 'url')));
  return url ? { url: { value: url } } : {};
}

/** One hosted hit in the site's hit shape, or null when it is not a site record. */
export function hostedHit(raw: unknown): SearchHit | null {
  if (!isObject(raw)) return null;
  const objectID = str(raw.objectID);
  const type = TYPES.find((t) => t === raw.type);
  if (!objectID || !type) return null;
  const title = str(raw.title) ?? '';
  const titlePa = str(raw.titlePa);
  const parent = idOf(raw.parent_id);
  const date = str(raw.date);
  const excerptPa = markedValue(raw, '_snippetResult', 'textPa');
  return {
    objectID,
    id: idOf(raw.id) ?? objectID.split(':').pop() ?? objectID,
    type,
    title,
    ...(titlePa ? { titlePa } : {}),
    slug: str(raw.slug) ?? '',
    ...(parent !== undefined ? { parent_id: parent } : {}),
    ...(date ? { date } : {}),
    excerpt: { value: markedValue(raw, '_snippetResult', 'text') ?? '' },
    ...(excerptPa ? { excerptPa: { value: excerptPa } } : {}),
    highlights: {
      title: {
        value: markedValue(raw, '_highlightResult', 'highlights', 'title') ?? title,
        matchLevel: matchLevel(raw),
      },
      ...(titlePa
        ? { titlePa: { value: markedValue(raw, '_highlightResult', 'highlights', 'titlePa') ?? titlePa } }
        : {}),
      ...urlOf(raw),
    },
  };
}

const count = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);

/** The index's answer (hits, nbHits, nbPages, page) as the site's search answer. */
export function hostedAnswer(raw: unknown, text: string): SearchResponse {
  const hits = field(raw, 'hits');
  if (!Array.isArray(hits)) throw new Error('The hosted search answered in an unknown shape');
  return {
    hits: hits.map(hostedHit).filter((h): h is SearchHit => h !== null),
    nbHits: count(field(raw, 'nbHits')),
    nbPages: count(field(raw, 'nbPages')),
    page: count(field(raw, 'page')),
    query: text,
  };
}
