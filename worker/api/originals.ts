/** GET /api/connectOriginals and /api/connectOriginals/{slug}?page= (spec doc 2 §7). */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { OriginalsResponse, OriginalsSeriesResponse } from '../../shared/types/api';
import { ORIGINALS_CAROUSEL, ORIGINALS_PAGE_SIZE } from '../../shared/constants';
import { t } from '../../shared/i18n/translate';
import { originalsByCategory, seriesPage } from '../content/originals';
import { notFound, pageParam } from './params';

const carousels: ContentHandler<'/api/connectOriginals'> = async (c) =>
  c.json<OriginalsResponse>({
    data: await originalsByCategory(c.env.DB, ORIGINALS_CAROUSEL),
    headers: { title: t('en', 'originals.title'), titlePa: t('pa', 'originals.title') },
  });

const series: ContentHandler<'/api/connectOriginals/:slug'> = async (c) => {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const slug = c.req.param('slug');
  const found = await seriesPage(c.env.DB, slug, page, ORIGINALS_PAGE_SIZE);
  if (!found) return notFound(c, 'No originals series with that slug');
  return c.json<OriginalsSeriesResponse>({
    data: found.data,
    headers: found.headers,
    items: found.total,
    page,
    totalPages: Math.max(1, Math.ceil(found.total / ORIGINALS_PAGE_SIZE)),
    slug,
  });
};

export const originalsRoutes = {
  '/api/connectOriginals': carousels,
  '/api/connectOriginals/:slug': series,
} satisfies Partial<ContentRoutes>;
