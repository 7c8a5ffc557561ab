/**
 * One spelling per page address (issue 23): any other spelling would be a page of its own in the
 * page cache, and a number's a copy of its own in the /api cache, one key per spelling. So, before
 * both, a read of another spelling answers 301 to the normal one, the language prefix and the
 * query kept:
 * - page numbers and ids without padding: `/news/bc/007` → `/news/bc/7`, `/pa/hosts/02` →
 *   `/pa/hosts/2`, `/featured/post/0042` → `/featured/post/42` (the route table says which
 *   segments are numbers, shared/routing/match.ts `NUMBER`; the browser's router follows the
 *   same redirect, shared/routing/resolve.ts);
 * - escapes in normal form (shared/routing/normal-path.ts): `/news/%62c` → `/news/bc`;
 * - no trailing slash (issue 27): `/news/` → `/news`, `/pa/news/post/x/` → `/pa/news/post/x`,
 *   `/pa/` → `/pa` (the Punjabi home's one address, as every link and hreflang writes it); `/`
 *   stays. The route matcher ignores empty segments, so the slash spelling rendered the same page
 *   and named itself canonical. Files are not pages: a slash after a file's name (`/feeds/en/news.xml/`,
 *   `/images/x.svg/`) names nothing and stays a 404, and /api never reaches this middleware (the
 *   contract answers exact addresses only: `/api/news/` is its JSON 404), so neither gains a
 *   second spelling.
 */
import type { MiddlewareHandler } from 'hono';
import { ROUTES } from '../../client/app/routes';
import { isSharedPath, localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { normalPath } from '../../shared/routing/normal-path';
import { plainAddress } from '../../shared/routing/resolve';
import type { Lang } from '../../shared/types/content';
import { requestUrl } from './request-url';

/** A year: the normal spelling of an address never changes. */
const KEEP_SECONDS = 365 * 24 * 3600;

/** A page path without its trailing slash (`/news/` → `/news`, `/pa/` → `/pa`); `/` and files as they are. */
function withoutTrailingSlash(pathname: string): string {
  if (pathname.length < 2 || !pathname.endsWith('/')) return pathname;
  // safe-path.ts has already collapsed runs of slashes: one is all there is to remove.
  const trimmed = pathname.slice(0, -1);
  return isSharedPath(trimmed) ? pathname : trimmed;
}

/**
 * Whether a path could spell a number otherwise than plainly: a segment starting `0` and a digit,
 * or an escape (`%30%37`). Most cannot, and need not be matched against the route table (issue 29).
 */
export const mayBePadded = (path: string): boolean => path.includes('%') || /\/0\d/.test(path);

/** The normal spelling of a page address (path and query), or null when it is the one asked. */
function normalAddress(url: Readonly<URL>): string | null {
  const normal = withoutTrailingSlash(normalPath(url.pathname));
  const { lang, path } = splitLanguage(normal);
  const numbers = mayBePadded(path) ? plainAddress(ROUTES, new URL(path, url.origin)) : null;
  const target = numbers ? localizedPath(numbers, lang) : normal;
  return target === url.pathname ? null : target + url.search;
}

export function oneSpelling(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function oneSpelling(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const target = normalAddress(requestUrl(c.req.raw));
    if (!target) return next();
    // After the language middleware, so this depends on the address alone: any cache may keep it.
    c.header('cache-control', `public, max-age=${KEEP_SECONDS}`);
    return c.redirect(target, 301);
  };
}
