/**
 * GET /api/search?q=&page=: the site search over the D1 index (in proxied mode the cron keeps it
 * in step with the CMS: content/search-sync.ts). `page` is zero-based in the request and in the
 * answer, as on the spec's hosted search path (absent = 0). Answers go through the KV cache like
 * the rest of the contract, keyed by the validated page and the query text (NFC, trimmed, spaces
 * collapsed); copies are kept a day at most, since most queries are asked once.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { cacheKey } from '../cache/keys';
import { cachedGet } from '../cache/kv-cache';
import { cacheOptions } from '../cache/route';
import { emptyResult, searchEmbedded } from '../content/search';
import { notFound } from './params';
import { safeJson } from './safe-json';
import { hostedSearchAnswer } from './search-hosted';

export const searchApi = new Hono<AppEnv>();

/** Longer text is answered but not cached (the search reads only its first 30 characters anyway). */
const CACHED_QUERY_MAX = 200;
const KEEP_SECONDS_MAX = 86_400;

/** The zero-based `?page=`: 0 when absent, null when not a whole number of at most four digits. */
function searchPage(value: string | undefined): number | null {
  if (value === undefined || value === '') return 0;
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

searchApi.get('/search', async (c) => {
  const page = searchPage(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a whole number from 0');
  const q = (c.req.query('q') ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
  // The hosted index, when configured (ALGOLIA_* vars), answers instead; it counts pages from 1.
  const hosted = await hostedSearchAnswer(c.env, q, page + 1);
  if (hosted) return hosted;
  const answer = async () => {
    try {
      // The answer echoes the visitor's text (`query`): written without markup bytes.
      return safeJson(await searchEmbedded(c.env.DB, { q, page }), 200);
    } catch (err) {
      // An index that is not there yet (proxied mode before the first sync, a database not yet
      // migrated) finds nothing: an empty result, not a 500, and not kept.
      console.error('search index unavailable; answering no hits', String(err));
      return safeJson(emptyResult({ q, page }), 200, { 'cache-control': 'no-store' });
    }
  };
  if (q.length > CACHED_QUERY_MAX) return answer();
  const url = new URL('/api/search', c.req.url);
  url.searchParams.set('q', q);
  url.searchParams.set('page', String(page));
  const o = cacheOptions(c.env);
  const res = await cachedGet(
    c.env.CACHE,
    cacheKey(url),
    async () => {
      const r = await answer();
      // An empty answer for a missing index is not worth keeping: a 503 is an upstream failure to the cache.
      return r.headers.get('cache-control') === 'no-store' ? new Response(r.body, { status: 503 }) : r;
    },
    { ...o, keepSeconds: Math.min(o.keepSeconds, KEEP_SECONDS_MAX) },
    (p) => c.executionCtx.waitUntil(p),
  );
  return res.status === 502 ? answer() : res;
});
