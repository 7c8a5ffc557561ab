/**
 * The one place that picks the search provider, for the search page's loader (server render and
 * browser) and the header's suggestions: the hosted index when the settings name one, else the
 * embedded search behind /api/search. The callers pass the settings they already hold (the page
 * state's in the browser, the render's on the server), so a search asks for nothing but hits. A
 * hosted search that fails, or is chosen without an index ('Not Algolia Setup'), is logged and
 * answers no hits: the page shows its no-results state.
 *
 * The hosted client is imported statically here, yet still loads only when search is used: this
 * module is reached only from the search loader and the header's suggestions, both chunks of
 * their own. (A dynamic import inside such a chunk would need Vite's preload helper outside the
 * entry, which splits it into a chunk of its own on every page: ~200 bytes more before interaction.)
 */
import type { Api } from '../api/client';
import type { SettingsResponse } from '../types/api';
import type { SearchResponse } from '../types/search';
import { foldGurmukhi } from './fold';
import { searchHosted } from './hosted';

/** No hits for this text and 1-based page. */
export const noHits = (text: string, page: number): SearchResponse => ({
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: page - 1,
  query: text,
});

/**
 * One page (1-based) of hits for visitor text from the provider `settings` name; settings that
 * could not be read (null) leave the embedded search in charge.
 */
export async function siteSearch(
  api: Api,
  settings: SettingsResponse | null,
  text: string,
  page: number,
): Promise<SearchResponse> {
  const hosted = settings?.search ?? null;
  if (!hosted) return api.get<SearchResponse>(`/api/search?q=${encodeURIComponent(text)}&page=${page - 1}`);
  try {
    // The hosted records' searchable copies are folded (search-sync records.ts); so is the query.
    return await searchHosted(hosted, foldGurmukhi(text), page);
  } catch (err) {
    console.error('Error fetching data: ', err instanceof Error ? err.message : err);
    return noHits(text, page);
  }
}
