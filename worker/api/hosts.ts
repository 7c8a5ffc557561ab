/** GET /api/host?page= and /api/host/{slug} (spec doc 2 §7). */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { Host, HostsResponse } from '../../shared/types/api';
import { HOSTS_PAGE_SIZE } from '../../shared/constants';
import { hostBySlug, hostsPage } from '../content/shows';
import { notFound, pageParam } from './params';

const list: ContentHandler<'/api/host'> = async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const { data, total } = await hostsPage(c.env.DB, page, HOSTS_PAGE_SIZE);
  return c.json<HostsResponse>({ data, page, count: Math.max(1, Math.ceil(total / HOSTS_PAGE_SIZE)), total });
};

const bySlug: ContentHandler<'/api/host/:slug'> = async (c) => {
  const host = await hostBySlug(c.env.DB, c.req.param('slug'));
  return host ? c.json<Host>(host) : notFound(c, 'No host with that slug');
};

export const hostsRoutes = {
  '/api/host': list,
  '/api/host/:slug': bySlug,
} satisfies Partial<ContentRoutes>;
