/**
 * Which sitemap lists each route's pages, or why none does: a record keyed by the route table's
 * ids, so a new page type is a type error here until it says where its addresses are listed
 * (tests/worker/sitemap-walk.test.ts then checks that the sitemap named does list it, in both
 * languages, and that every address listed answers 200).
 */
import type { ROUTES } from '../../client/app/routes';
import type { SitemapType } from './sitemap-entries';

export type RouteId = (typeof ROUTES)[number]['id'];

/** A route whose pages no sitemap lists, and the reason. */
interface Unlisted {
  unlisted: string;
}

export const ROUTE_SITEMAPS: Record<RouteId, SitemapType | Unlisted> = {
  home: 'pages',
  'news-latest': 'pages',
  'news-post': 'news',
  // The news page and each category's (/news/{tag}).
  news: 'pages',
  'entertainment-post': 'entertainment',
  entertainment: 'pages',
  search: { unlisted: 'noindex, follow: one page per text anyone types' },
  // /contact and each contact type's form.
  contact: 'pages',
  'shows-episode': 'shows',
  'shows-view': 'shows',
  shows: 'pages',
  // /radio/fm and /radio/hd2 (FIXED_PAGES).
  radio: 'pages',
  host: 'hosts',
  hosts: 'pages',
  originals: 'pages',
  'originals-channel': 'originals',
  'originals-series': 'originals',
  'featured-post': 'featured',
  featured: 'pages',
  events: 'pages',
  'app-coming': 'pages',
  'pages-apps': { unlisted: 'a 301 to /apps' },
  pages: { unlisted: 'a 301 to /{path}, which is listed (client/app/routes.ts contentAddress)' },
  // Content pages the menus (and their pages' links) lead to.
  app: 'pages',
  'style-guide': { unlisted: 'noindex: the design system specimens' },
  page: 'pages',
};

/** The sitemap of a route, or null when it is unlisted. */
export const sitemapOf = (id: RouteId): SitemapType | null => {
  const where = ROUTE_SITEMAPS[id];
  return typeof where === 'string' ? where : null;
};
