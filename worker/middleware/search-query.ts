/**
 * The search forms before (or without) JavaScript: the header's field and the search page's are
 * GET forms to /search, so a visitor who submits before the page has hydrated, or has no
 * JavaScript, asks for /search?q=term. The search page's address is /search/{text} (spec §5),
 * so that request is answered with a redirect there, in the address's language, the term read by
 * the same rule as the browser's submit (client/components/header/search.ts: cut to the field's
 * length in code points, trimmed, one encoded path segment). A blank term is the empty search page.
 */
import type { MiddlewareHandler } from 'hono';
import { searchTarget } from '../../client/components/header/search';
import { localizedPath } from '../../shared/routing/lang-path';
import type { Lang } from '../../shared/types/content';

export function searchQuery(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function searchQuery(c, next) {
    const q = c.req.query('q');
    if (q === undefined) return next();
    // The redirect depends on the query only: a shared cache may keep it like the page itself.
    const target = searchTarget(q) ?? '/search';
    return c.redirect(localizedPath(target, c.var.lang), 302);
  };
}
