/**
 * GET /api/search?q=&page=: the site search over the D1 index (in proxied mode the cron keeps it
 * in step with the CMS: content/search-sync.ts). Not KV-cached: every query is different,
 * and a cache keyed by visitor text would only fill KV. D1's FTS5 answers in milliseconds.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { emptyResult, searchSite } from '../content/search';
import { notFound, pageParam } from './params';
import { safeJson } from './safe-json';
import { hostedSearchAnswer } from './search-hosted';

export const searchApi = new Hono<AppEnv>();

searchApi.get('/search', async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const q = (c.req.query('q') ?? '').trim();
  const hosted = await hostedSearchAnswer(c.env, q, page);
  if (hosted) return hosted;
  try {
    // The answer echoes the visitor's text (`query`): written without markup bytes.
    return safeJson(await searchSite(c.env.DB, q, page), 200, { 'cache-control': 'public, max-age=60' });
  } catch (err) {
    // An index that is not there yet (proxied mode before the first sync, a database not yet
    // migrated) finds nothing: an empty result, not a 500.
    console.error('search index unavailable; answering no hits', String(err));
    return safeJson(emptyResult(q, page), 200, { 'cache-control': 'no-store' });
  }
});
