/**
 * The hosted index's records, made from the rows of the site's own search index (one row per
 * item, both languages in it): the shape the search page reads back (shared/search/hosted-hits.ts)
 * and the index settings that make the spec's query work (snippet of `text`, highlight of
 * `highlights`). Each record carries a hash of its content, so a later run sends only what changed.
 */
import { foldGurmukhi } from '../../shared/search/fold';
import { hitHref } from '../../shared/search/hit-href';
import type { SearchHit } from '../../shared/types/search';

/** One row of `search_index`, as the local database answers it. */
export interface IndexRow {
  type: SearchHit['type'];
  ref: string | number;
  slug: string | null;
  parent: string | number | null;
  title_en: string | null;
  title_pa: string | null;
  date: string | null;
  body: string | null;
  body_pa: string | null;
  /** Where the item is shown, when the site knows better than its type (an original's series page). */
  url?: string;
}

// A type, not an interface: the client's save call takes records as Record<string, unknown>.
export type HostedRecord = {
  objectID: string;
  id: string;
  type: SearchHit['type'];
  /** The spec's hit field: the part of the site the item belongs to. */
  section: SearchHit['type'];
  title: string;
  titlePa?: string;
  slug: string;
  parent_id?: string;
  date?: string;
  /** Seconds since 1970, for ranking by recency (0 when undated). */
  timestamp: number;
  /** The English (or language-free) text, snippeted by the query. */
  text: string;
  /** The Punjabi text, snippeted by the query, for Punjabi pages. */
  textPa?: string;
  /** What a match is shown on (spec: highlights.title, url). */
  highlights: { title: string; titlePa?: string; url: string };
  /** SHA-256 of the rest of the record: unchanged hash, nothing to send. */
  hash: string;
};

/**
 * Records stay well under the provider's smallest record limit (10 KB); Gurmukhi takes three
 * bytes a letter, so the text is cut by bytes, at a character boundary.
 */
const TEXT_MAX_BYTES = 7_000;

function cutBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= max) return text;
  // A cut inside a character decodes to U+FFFD at the end: drop it.
  return new TextDecoder().decode(bytes.slice(0, max)).replace(/\uFFFD+$/u, '');
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The record for one search row, hash included. */
export async function recordOf(row: IndexRow): Promise<HostedRecord> {
  const id = String(row.ref);
  const title = (row.title_en ?? '').normalize('NFC');
  const titlePa = row.title_pa?.normalize('NFC') || undefined;
  const slug = row.slug ?? '';
  const parent = row.parent === null ? undefined : String(row.parent);
  const date = row.date ?? undefined;
  const time = date ? Date.parse(date) : Number.NaN;
  const url =
    row.url ??
    hitHref({
      objectID: `${row.type}:${id}`,
      id,
      type: row.type,
      title,
      slug,
      ...(parent !== undefined ? { parent_id: parent } : {}),
      excerpt: { value: '' },
      highlights: { title: { value: title, matchLevel: 'full' } },
    });
  const record: Omit<HostedRecord, 'hash'> = {
    objectID: `${row.type}:${id}`,
    id,
    type: row.type,
    section: row.type,
    title,
    ...(titlePa ? { titlePa } : {}),
    slug,
    ...(parent !== undefined ? { parent_id: parent } : {}),
    ...(date ? { date } : {}),
    timestamp: Number.isFinite(time) ? Math.floor(time / 1000) : 0,
    // The searchable copies fold Gurmukhi's look-alike spellings, as queries do (fold.ts);
    // title and titlePa stay as written.
    text: cutBytes(foldGurmukhi(row.body ?? ''), TEXT_MAX_BYTES / 2),
    ...(row.body_pa ? { textPa: cutBytes(foldGurmukhi(row.body_pa), TEXT_MAX_BYTES / 2) } : {}),
    highlights: { title: foldGurmukhi(title), ...(titlePa ? { titlePa: foldGurmukhi(titlePa) } : {}), url },
  };
  return { ...record, hash: await sha256(JSON.stringify(record)) };
}

/**
 * The index settings: titles (both languages) before text, the text's word order ignored; the
 * snippet and highlight attributes of the spec's query; recency breaks ties. The hash is never
 * searched nor sent to the browser.
 */
export const INDEX_SETTINGS: {
  searchableAttributes: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  attributesToHighlight: string[];
  customRanking: string[];
  unretrievableAttributes: string[];
} = {
  searchableAttributes: ['highlights.title,highlights.titlePa', 'unordered(text)', 'unordered(textPa)'],
  attributesToSnippet: ['text:24', 'textPa:24'],
  snippetEllipsisText: '…',
  attributesToHighlight: ['highlights'],
  customRanking: ['desc(timestamp)'],
  unretrievableAttributes: ['hash'],
};
