/**
 * Refuses addresses no page or contract route can answer before anything parses them, so they
 * are a clear 4xx instead of an exception further in (a 500): a NUL in the query is a 400 (D1 and
 * the search index choke on it); a path with control characters or percent escapes that do not
 * decode names nothing, so it is a 404.
 * A path with repeated slashes is redirected to its collapsed form: `//evil.com/` read as a URL
 * reference names another host, so it must never reach code that resolves paths into URLs.
 */
import type { MiddlewareHandler } from 'hono';
import { requestUrl } from './request-url';

/** The path with runs of slashes collapsed: `//evil.com//x` → `/evil.com/x`. */
export const collapseSlashes = (pathname: string): string => pathname.replace(/\/{2,}/g, '/');

/** True when the path cannot name anything: an escape that does not decode, or a control character. */
function badPath(pathname: string): boolean {
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

export function safePath(): MiddlewareHandler {
  return async function safePath(c, next) {
    const url = requestUrl(c.req.raw);
    const api = url.pathname.startsWith('/api/');
    if (/%00/.test(url.search)) {
      return api ? c.json({ error: 'Bad request', status: 400 }, 400) : c.text('Bad request: NUL in the query', 400);
    }
    if (badPath(url.pathname)) return api ? c.json({ error: 'Not found', status: 404 }, 404) : c.text('Not found', 404);
    if (url.pathname.includes('//')) {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD') return c.text('Not found', 404);
      return c.redirect(collapseSlashes(url.pathname) + url.search, 301);
    }
    await next();
  };
}
