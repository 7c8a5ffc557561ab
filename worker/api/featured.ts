/** GET /api/featured?page=, /api/featured/{id} and /api/featured/next/{id} (spec doc 2 §7). */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { FeaturedItem, FeaturedListResponse, FeaturedPost } from '../../shared/types/api';
import { FEATURED_PAGE_SIZE } from '../../shared/constants';
import { documentOf } from '../content/documents';
import { featuredById, featuredPage, nextFeatured } from '../content/editorial';
import { foundById, notFound, pageParam } from './params';

const list: ContentHandler<'/api/featured'> = async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const [{ data, total }, headers] = await Promise.all([
    featuredPage(c.env.DB, page, FEATURED_PAGE_SIZE),
    documentOf(c.env.DB, 'featuredHeaders'),
  ]);
  return c.json<FeaturedListResponse>({
    data,
    page,
    count: Math.max(1, Math.ceil(total / FEATURED_PAGE_SIZE)),
    total,
    headers: headers ?? {},
  });
};

const next: ContentHandler<'/api/featured/next/:id'> = (c) =>
  foundById<FeaturedItem>(c, c.req.param('id'), nextFeatured, 'No next featured story');

const byId: ContentHandler<'/api/featured/:id'> = (c) =>
  foundById<FeaturedPost>(c, c.req.param('id'), featuredById, 'No featured story with that id');

export const featuredRoutes = {
  '/api/featured': list,
  '/api/featured/next/:id': next,
  '/api/featured/:id': byId,
} satisfies Partial<ContentRoutes>;
