/**
 * The embedded site search over the FTS5 index (migrations 0003, 0007). Visitor text never
 * reaches MATCH as syntax: every word is quoted (so 'foo-bar', NEAR, ^ or a stray quote is text,
 * not an operator), and all words are required. Results come back in the hit shape of spec §3.
 *
 * Ranking, best first (each hit is placed by the best tier it reaches):
 *   0 every word whole in the title      1 every word whole in title or text
 *   2 every word as a prefix in the title 3 every word as a prefix in title or text
 *   4 as 2, or by sound (search-roman.ts)  5 as 3, or by sound
 * then recency, then bm25 with the title above the text. A query whose words are in neither
 * title nor text is tried once more with its misspelt words corrected (search-typos.ts); the
 * answer then carries `correctedQuery`.
 */
import { cutCodePoints } from '../../shared/format/code-points';
import { foldGurmukhi } from '../../shared/search/fold';
import type { SearchHit, SearchResponse } from '../../shared/types/search';
import { countOf, rowsOf } from './rows';
import { wordKey } from './search-roman';
import { suggestWords } from './search-typos';
import { searchRow } from './tables';
import { originalPlaces } from './originals';
import { ORIGINALS_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../shared/constants';
import { MARK_OPEN, markWords, snippetAround } from '../../shared/search/marks';
import { originalHref } from '../../shared/search/hit-href';
import type * as v from 'valibot';

const WORDS_MAX = 8;
const SEARCH_PAGE_SIZE = 9;
/** A phonetic key this long or longer also matches as a prefix (search as you type). */
const KEY_PREFIX_MIN = 3;
/** bm25 weights per column, in table order: the seven UNINDEXED ones, title, body, rom_title, rom_body, body_pa. */
const WEIGHTS = '0, 0, 0, 0, 0, 0, 0, 10.0, 1.0, 5.0, 0.5, 1.0';
/** The text columns of both languages (migration 0009). */
const TEXT = 'title body body_pa';

/**
 * The words of visitor text: its first 30 characters (code points, so a letter outside the Basic
 * Multilingual Plane is never halved), NFC with Gurmukhi's look-alike spellings folded as the index
 * is (fold.ts), lower case, cut at spaces, punctuation, symbols and controls.
 */
export function queryWords(text: string): string[] {
  return foldGurmukhi(cutCodePoints(text.normalize('NFC'), SEARCH_QUERY_MAX))
    .toLowerCase()
    .split(/[\s\p{P}\p{S}\p{C}]+/u)
    .filter(Boolean)
    .slice(0, WORDS_MAX);
}

const quote = (w: string) => `"${w.replaceAll('"', '""')}"`;
const and = (parts: string[]) => parts.join(' AND ');

/** The MATCH expression of each ranking tier (0-5) for the words; the last one finds them all. */
export function tierQueries(words: string[]): string[] {
  const exact = (cols: string) => and(words.map((w) => `{${cols}} : ${quote(w)}`));
  const prefix = (cols: string) => and(words.map((w) => `{${cols}} : ${quote(w)}*`));
  const sound = (cols: string, rom: string) =>
    and(
      words.map((w) => {
        const key = wordKey(w);
        const text = `{${cols}} : ${quote(w)}*`;
        return key ? `(${text} OR {${rom}} : ${quote(key)}${key.length >= KEY_PREFIX_MIN ? '*' : ''})` : text;
      }),
    );
  return [
    exact('title'),
    exact(TEXT),
    prefix('title'),
    prefix(TEXT),
    sound('title', 'rom_title'),
    sound(TEXT, 'rom_title rom_body'),
  ];
}

/** What the embedded search is asked: visitor text and a zero-based page. */
export interface EmbeddedQuery {
  q: string;
  page: number;
}

/** No hits: the answer for text with nothing searchable, and for an index that is not there. */
export const emptyResult = ({ q, page }: EmbeddedQuery): SearchResponse => ({
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page,
  query: q,
});

const tierSql = (tiers: number[]) =>
  tiers
    .map((t) => `SELECT rowid AS id, ${t} AS tier FROM search_index WHERE search_index MATCH ?${t + 1}`)
    .join(' UNION ALL ');

// D1 allows five terms in one compound SELECT: the six tiers are two compounds of three.
const HITS_SQL = `WITH low AS (${tierSql([0, 1, 2])}), high AS (${tierSql([3, 4, 5])}),
  best AS (SELECT id, MIN(tier) AS tier FROM (SELECT * FROM low UNION ALL SELECT * FROM high) GROUP BY id)
  SELECT type, ref, slug, parent, title_en, title_pa, date, best.tier AS tier,
    snippet(search_index, 8, '', '', '…', 24) AS excerpt, snippet(search_index, 11, '', '', '…', 24) AS excerpt_pa,
    body, body_pa
  FROM search_index JOIN best ON best.id = search_index.rowid
  WHERE search_index MATCH ?6
  ORDER BY best.tier, date IS NULL, date DESC, bm25(search_index, ${WEIGHTS})
  LIMIT ?7 OFFSET ?8`;

/** One run of the ranked query: the page's rows, all hits, and the hits in title or text. */
async function run(db: D1Database, words: string[], page: number) {
  const tiers = tierQueries(words);
  const [rows, all, text] = await db.batch([
    db.prepare(HITS_SQL).bind(...tiers, SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE),
    db.prepare('SELECT COUNT(*) AS n FROM search_index WHERE search_index MATCH ?').bind(tiers[5]),
    db.prepare('SELECT COUNT(*) AS n FROM search_index WHERE search_index MATCH ?').bind(tiers[3]),
  ]);
  return { rows, nbHits: countOf(all), textHits: countOf(text) };
}

/** Whether each corrected word sounds as the word typed (the same phonetic key). */
const soundsSame = (words: string[], fixed: string[]) => words.every((w, i) => wordKey(w) === wordKey(fixed[i] ?? ''));

type Places = Awaited<ReturnType<typeof originalPlaces>>;

/**
 * The index's snippet of a text with the words the query found marked; when it marks none (the
 * index found a Gurmukhi word by sound, and cut its snippet without knowing where), a snippet of
 * the whole text around that word instead.
 */
function excerptOf(snippet: string, text: string | null | undefined, words: string[]): string {
  const marked = markWords(snippet, words, wordKey);
  if (marked.includes(MARK_OPEN) || !text) return marked;
  return snippetAround(text, words, wordKey) ?? marked;
}

/** One row as a hit: titles and excerpts with the words the query found marked, in both scripts. */
function hitOf(r: v.InferOutput<typeof searchRow>, words: string[], places: Places): SearchHit {
  const mark = (text: string) => markWords(text, words, wordKey);
  const titlePa = r.title_pa ? String(r.title_pa) : undefined;
  const excerptPa = r.excerpt_pa ? excerptOf(String(r.excerpt_pa), r.body_pa, words) : undefined;
  const place = r.type === 'connectOriginals' ? places.get(String(r.ref)) : undefined;
  return {
    objectID: `${r.type}:${r.ref}`,
    id: String(r.ref),
    type: r.type,
    title: String(r.title_en ?? ''),
    ...(titlePa ? { titlePa } : {}),
    slug: String(r.slug ?? ''),
    ...(r.parent !== null && r.parent !== undefined ? { parent_id: String(r.parent) } : {}),
    ...(r.date ? { date: String(r.date) } : {}),
    excerpt: { value: excerptOf(String(r.excerpt ?? ''), r.body, words) },
    ...(excerptPa ? { excerptPa: { value: excerptPa } } : {}),
    // Every embedded hit matched all the words (spec: 'none' and 'partial' are hidden).
    highlights: {
      title: { value: mark(String(r.title_en ?? '')), matchLevel: 'full' },
      ...(titlePa ? { titlePa: { value: mark(titlePa) } } : {}),
      ...(place ? { url: { value: originalHref(place.slug, place.page, r.ref) } } : {}),
    },
  };
}

/**
 * The embedded search: one page (zero-based, 9 hits) of the site's content for visitor text, in
 * either script or in Latin-letter Punjabi; with `correctedQuery` when misspelt words were
 * corrected to find anything.
 */
export async function searchEmbedded(db: D1Database, query: EmbeddedQuery): Promise<SearchResponse> {
  const words = queryWords(query.q);
  if (!words.length) return emptyResult(query);
  let found = await run(db, words, query.page);
  let correctedQuery: string | undefined;
  // Nothing in title or text: correct misspelt words, unless the words already found Gurmukhi
  // by sound and the correction sounds different ('kissan' is ਕਿਸਾਨ, not 'kissa').
  if (found.textHits === 0) {
    const suggested = await suggestWords(db, words);
    const fixed = suggested && (found.nbHits === 0 || soundsSame(words, suggested)) ? suggested : null;
    const retry = fixed && (await run(db, fixed, query.page));
    if (fixed && retry && retry.textHits > 0) {
      found = retry;
      correctedQuery = fixed.join(' ');
    }
  }
  const rows = rowsOf(searchRow, found.rows);
  const places = await originalPlaces(
    db,
    rows.filter((r) => r.type === 'connectOriginals').map((r) => r.ref),
    ORIGINALS_PAGE_SIZE,
  );
  const hits = rows.map((r) => hitOf(r, correctedQuery ? queryWords(correctedQuery) : words, places));
  return {
    hits,
    nbHits: found.nbHits,
    nbPages: Math.ceil(found.nbHits / SEARCH_PAGE_SIZE),
    page: query.page,
    query: query.q,
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}
