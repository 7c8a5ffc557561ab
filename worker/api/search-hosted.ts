/**
 * /api/search when the hosted provider is chosen (ALGOLIA_* vars): the same answer shape, from
 * the hosted index through the same client the browser uses (shared/search/hosted.ts). A failing
 * or unconfigured index ('Not Algolia Setup') is logged and answers no hits, never a 5xx.
 */
import type { Env } from '../env';
import { noHits } from '../../shared/search/provider';
import { searchHosted } from '../../shared/search/hosted';
import { safeJson } from './safe-json';
import { searchSettings } from './settings';

/** The hosted answer for this query, or null when the embedded search answers. */
export async function hostedSearchAnswer(env: Env, q: string, page: number): Promise<Response | null> {
  const config = searchSettings(env);
  if (!config) return null;
  // Blank text finds nothing, as in the embedded search (the index would list every record).
  if (!q) return safeJson(noHits(q, page), 200, { 'cache-control': 'public, max-age=60' });
  try {
    // The answer echoes the visitor's text (`query`): written without markup bytes.
    return safeJson(await searchHosted(config, q, page), 200, { 'cache-control': 'public, max-age=60' });
  } catch (err) {
    console.error('hosted search failed; answering no hits', err instanceof Error ? err.message : String(err));
    return safeJson(noHits(q, page), 200, { 'cache-control': 'no-store' });
  }
}
