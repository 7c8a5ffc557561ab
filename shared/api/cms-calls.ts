/**
 * The proxied calls of the routes whose path differs from the spec's call (doc 1 §7, doc 2 §7),
 * used by the route table (routes.ts). Pure: a request in, a call (or null: none) out.
 *
 *   site (internal contract)                     CMS (spec call table)
 *   /api/news                                    /api/news                    (the grouped answer)
 *   /api/news/all[/{locale}]?page=n              /api/news?page=n             (tag and locale omitted for all)
 *   /api/news/{tag}/{locale}?page=n              the same, with the page (1 when absent)
 *   /api/news/{tag}?page=n                       none: the tables always name the locale
 */
import type { CmsCall, CmsRequest, MatchedParams } from '../types/api-route';

const LOCALES = new Set(['en_us', 'pa']);

/** A path with the page the call needs, or null when the request's page is bad. */
const withPage = (path: string, page: string | null): CmsCall | null =>
  page ? { path: `${path}?page=${page}` } : null;

/**
 * The grouped answers (`/api/news`, `/api/entertainments`): the plain path; with a page, the
 * spec's 'all' list, which is the same path with `?page=` (the cron's search sync reads it so).
 */
export const grouped = ({ path, page, paged }: CmsRequest): CmsCall | null => (paged ? withPage(path, page) : { path });

/** A category list: the 'all' list without tag and locale; any other needs its locale. */
export function tagList(
  list: 'news' | 'entertainments',
  { path, params, page }: CmsRequest<MatchedParams<'/api/news/:tag/:locale?'>>,
): CmsCall | null {
  const { tag, locale } = params;
  if (locale !== undefined && !LOCALES.has(locale)) return null;
  if (tag === 'all') return withPage(`/api/${list}`, page);
  return locale === undefined ? null : withPage(path, page);
}
