/**
 * The embedded site search over the FTS5 index (migration 0003). Visitor text never reaches
 * MATCH as syntax: every word is quoted (so 'foo-bar' or a stray quote is text, not an operator)
 * and matched as a prefix, all words required. Results come back in the hit shape of spec §3.
 */
import type { SearchHit, SearchResponse } from '../../shared/types/search';
import { countOf, rowsOf } from './rows';
import { searchRow } from './tables';

/** Words beyond this are ignored (spec §5: typing beyond 30 is ignored in the search page logic). */
const QUERY_MAX = 30;
const SEARCH_PAGE_SIZE = 9;

/** The FTS5 query for visitor text, or null when nothing searchable is left. */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .slice(0, QUERY_MAX)
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  return words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(' ');
}

/** No hits: the answer for text with nothing searchable, and for an index that is not there. */
export const emptyResult = (text: string, page: number): SearchResponse => ({
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: page - 1,
  query: text,
});

export async function searchSite(db: D1Database, text: string, page: number): Promise<SearchResponse> {
  const match = ftsQuery(text);
  if (!match) return emptyResult(text, page);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT type, ref, slug, parent, title_en, title_pa, date,
        snippet(search_index, 8, '', '', '…', 24) AS excerpt
      FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 10.0, 1.0), date DESC LIMIT ? OFFSET ?`)
      .bind(match, SEARCH_PAGE_SIZE, offset),
    db.prepare('SELECT COUNT(*) AS n FROM search_index WHERE search_index MATCH ?').bind(match),
  ]);
  const nbHits = countOf(count);
  const hits = rowsOf(searchRow, rows).map(
    (r): SearchHit => ({
      objectID: `${r.type}:${r.ref}`,
      id: String(r.ref),
      type: r.type,
      title: String(r.title_en ?? ''),
      ...(r.title_pa ? { titlePa: String(r.title_pa) } : {}),
      slug: String(r.slug ?? ''),
      ...(r.parent !== null && r.parent !== undefined ? { parent_id: String(r.parent) } : {}),
      ...(r.date ? { date: String(r.date) } : {}),
      excerpt: { value: String(r.excerpt ?? '') },
      // Every embedded hit matched all the words in full (spec: 'none' and 'partial' are hidden).
      highlights: { title: { value: String(r.title_en ?? ''), matchLevel: 'full' } },
    }),
  );
  return { hits, nbHits, nbPages: Math.ceil(nbHits / SEARCH_PAGE_SIZE), page: page - 1, query: text };
}
