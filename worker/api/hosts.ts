/** GET /api/host?page= and /api/host/{slug} (spec doc 2 §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Host, HostsResponse } from '../../shared/types/api';
import { HOSTS_PAGE_SIZE } from '../../shared/constants';
import { hostBySlug, hostsPage } from '../content/shows';
import { notFound, pageParam } from './params';

export const hostsApi = new Hono<AppEnv>();

hostsApi.get('/', async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const { data, total } = await hostsPage(c.env.DB, page, HOSTS_PAGE_SIZE);
  return c.json<HostsResponse>({ data, page, count: Math.max(1, Math.ceil(total / HOSTS_PAGE_SIZE)), total });
});

hostsApi.get('/:slug', async (c) => {
  const host = await hostBySlug(c.env.DB, c.req.param('slug'));
  return host ? c.json<Host>(host) : notFound(c, 'No host with that slug');
});
