/**
 * One spelling per page address (issue 23): any other spelling would be a page of its own in the
 * page cache, and a number's a copy of its own in the /api cache, one key per spelling. So, before
 * both, a read of another spelling answers 301 to the normal one, the language prefix and the
 * query kept:
 * - page numbers and ids without padding: `/news/bc/007` → `/news/bc/7`, `/pa/hosts/02` →
 *   `/pa/hosts/2`, `/featured/post/0042` → `/featured/post/42` (the route table says which
 *   segments are numbers, shared/routing/match.ts `NUMBER`; the browser's router follows the
 *   same redirect, shared/routing/resolve.ts);
 * - escapes in normal form (shared/routing/normal-path.ts): `/news/%62c` → `/news/bc`.
 */
import type { MiddlewareHandler } from 'hono';
import { ROUTES } from '../../client/app/routes';
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { normalPath } from '../../shared/routing/normal-path';
import { plainAddress } from '../../shared/routing/resolve';
import type { Lang } from '../../shared/types/content';

/** A year: the normal spelling of an address never changes. */
const KEEP_SECONDS = 365 * 24 * 3600;

/** The normal spelling of a page address (path and query), or null when it is the one asked. */
function normalAddress(url: URL): string | null {
  const normal = normalPath(url.pathname);
  const { lang, path } = splitLanguage(normal);
  const numbers = plainAddress(ROUTES, new URL(path, url.origin));
  const target = numbers ? localizedPath(numbers, lang) : normal;
  return target === url.pathname ? null : target + url.search;
}

export function oneSpelling(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function oneSpelling(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const target = normalAddress(new URL(c.req.url));
    if (!target) return next();
    // After the language middleware, so this depends on the address alone: any cache may keep it.
    c.header('cache-control', `public, max-age=${KEEP_SECONDS}`);
    return c.redirect(target, 301);
  };
}
