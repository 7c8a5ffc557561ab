/**
 * GET /api/pages/{path}, /api/legal/{path}, /api/info/contact and /api/pageNotFound
 * (spec doc 2 §7). Page paths are lowercase segments; /app/{path} pages are stored as app-{path}.
 */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { PageNotFoundResponse } from '../../shared/types/api';
import { documentOf, legalOf, pageOf } from '../content/documents';
import { notFound } from './params';

const PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const page: ContentHandler<'/api/pages/:path'> = async (c) => {
  const path = c.req.param('path');
  const page = PATH.test(path) ? await pageOf(c.env.DB, path) : null;
  return page ? c.json(page) : notFound(c, 'No page at that path');
};

const legal: ContentHandler<'/api/legal/:path'> = async (c) => {
  const path = c.req.param('path');
  const page = PATH.test(path) ? await legalOf(c.env.DB, path) : null;
  return page ? c.json(page) : notFound(c, 'No legal page at that path');
};

const contact: ContentHandler<'/api/info/contact'> = async (c) => {
  const info = await documentOf(c.env.DB, 'contactPage');
  return info ? c.json(info) : notFound(c, 'No contact page content');
};

const pageNotFound: ContentHandler<'/api/pageNotFound'> = async (c) => {
  const doc = await documentOf(c.env.DB, 'pageNotFound');
  return c.json<PageNotFoundResponse>({ data: doc ? [doc] : [] });
};

export const pagesRoutes = {
  '/api/pages/:path': page,
  '/api/legal/:path': legal,
  '/api/info/contact': contact,
  '/api/pageNotFound': pageNotFound,
} satisfies Partial<ContentRoutes>;
