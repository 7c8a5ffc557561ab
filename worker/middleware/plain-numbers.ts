/**
 * Page numbers and ids have one spelling: `/news/bc/007`, `/pa/hosts/02` and
 * `/featured/post/0042` answer 301 to `/news/bc/7`, `/pa/hosts/2` and `/featured/post/42` (the
 * language prefix and the query kept). Each spelling would otherwise be a page of its own in
 * the page cache and a copy of its own in the /api cache (issue 23): this runs before both, so
 * no key is ever made for a padded number. The route table says which segments are numbers
 * (shared/routing/match.ts `NUMBER`); the browser's router follows the same redirect
 * (shared/routing/resolve.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { ROUTES } from '../../client/app/routes';
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { plainAddress } from '../../shared/routing/resolve';
import type { Lang } from '../../shared/types/content';

/** A year: the plain address of a number never changes. */
const KEEP_SECONDS = 365 * 24 * 3600;

export function plainNumbers(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function plainNumbers(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    url.pathname = splitLanguage(url.pathname).path;
    const plain = plainAddress(ROUTES, url);
    if (!plain) return next();
    // After the language middleware, so this depends on the address alone: any cache may keep it.
    c.header('cache-control', `public, max-age=${KEEP_SECONDS}`);
    return c.redirect(localizedPath(plain, c.var.lang), 301);
  };
}
