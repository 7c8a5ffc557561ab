/**
 * GET /api/search?q=&page=: the embedded site search. Not KV-cached: every query is different,
 * and a cache keyed by visitor text would only fill KV. D1's FTS5 answers in milliseconds.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { searchSite } from '../content/search';
import { notFound, pageParam } from './params';

export const searchApi = new Hono<AppEnv>();

searchApi.get('/search', async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const q = (c.req.query('q') ?? '').trim();
  return c.json(await searchSite(c.env.DB, q, page), 200, { 'cache-control': 'public, max-age=60' });
});
