/**
 * GET /api/search?q=&page=: the site search over the D1 index (in proxied mode the cron keeps it
 * in step with the CMS: content/search-sync.ts). `page` is zero-based in the request and in the
 * answer, as on the spec's hosted search path (absent = 0). Answers go through the KV cache like
 * the rest of the contract, keyed by the validated page and the query text (NFC, trimmed, spaces
 * collapsed); copies are kept a day at most, since most queries are asked once.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { searchParams } from '../cache/keys';
import { cachedRoute } from '../cache/route';
import { emptyResult, searchEmbedded } from '../content/search';
import { notFound } from './params';
import { safeJson } from './safe-json';
import { readFrom, requestBookmark } from '../db/session';
import { hostedSearchAnswer } from './search-hosted';

export const searchApi = new Hono<AppEnv>();

/** Longer text is answered but not cached (the search reads only its first 30 characters anyway). */
const CACHED_QUERY_MAX = 200;
const KEEP_SECONDS_MAX = 86_400;

searchApi.get('/search', async (c) => {
  // The text and the zero-based page in normal form, as the cache key has them (cache/keys.ts).
  const params = searchParams(new URL(c.req.url));
  if (!params) return notFound(c, 'Page must be a whole number from 0');
  const { q, page } = params;
  // The hosted index, when configured (ALGOLIA_* vars), answers instead; it counts pages from 1.
  const hosted = await hostedSearchAnswer(c.env, q, page + 1);
  if (hosted) return hosted;
  const bookmark = requestBookmark(c.req.raw.headers);
  const answer = async () => {
    try {
      // The answer echoes the visitor's text (`query`): written without markup bytes. A D1
      // session near the worker, as for the rest of the contract (db/session.ts).
      return await readFrom(c.env.DB, bookmark, async (db) => safeJson(await searchEmbedded(db, { q, page }), 200));
    } catch (err) {
      // An index that is not there yet (proxied mode before the first sync, a database not yet
      // migrated) finds nothing: an empty result, not a 500, and not kept.
      console.error('search index unavailable; answering no hits', String(err));
      return safeJson(emptyResult({ q, page }), 200, { 'cache-control': 'no-store' });
    }
  };
  if (q.length > CACHED_QUERY_MAX) return answer();
  const res = await cachedRoute(
    c,
    async () => {
      const r = await answer();
      // An empty answer for a missing index is not worth keeping: a 503 is an upstream failure to the cache.
      return r.headers.get('cache-control') === 'no-store' ? new Response(r.body, { status: 503 }) : r;
    },
    { keepSecondsMax: KEEP_SECONDS_MAX },
  );
  return res.status === 502 ? answer() : res;
});
