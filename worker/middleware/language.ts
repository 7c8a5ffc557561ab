/**
 * Picks the page language at the edge from the address (issue 13: one URL per language):
 * `/pa/…` is Punjabi and every plain path is English, for anyone, bots included, with or without
 * a cookie, so a page's answer depends on its URL alone. The `lang` cookie only remembers the
 * visitor's choice (spec: "Setting it stores a cookie named lang at path /"):
 * - `?lang=en|pa` (the old entry point, and the language toggle without JavaScript) stores the
 *   choice and answers 301 to the same page at that language's URL, the query kept without `lang`;
 * - `?lang=` with an empty value removes the cookie (spec: "removes the cookie when the value is
 *   empty") and answers 301 to the same address without `lang`, whose own language then holds;
 * - a visitor whose cookie says Punjabi and who opens a plain (English) address is sent (302) to
 *   its /pa address. A visitor without that cookie, which is every bot and share-preview fetcher,
 *   gets English there. Both redirects are per visitor: `private, no-store` and `Vary: Cookie`,
 *   so no shared cache keeps them for the URL.
 * Only reads (GET, HEAD) are redirected; a form post is answered in the language of its address.
 * The app's routing sees the path without the prefix (`languagePath` below, Hono's getPath), so
 * the route table and the form routes stay one table; the result is on `c.var.lang`.
 */
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LANG_COOKIE } from '../../shared/constants';
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import { shahmukhiPlain } from '../../shared/routing/reading';
import type { Lang } from '../../shared/types/content';
import { requestUrl } from './request-url';

const ONE_YEAR = 365 * 24 * 3600;

const isLang = (v: string | undefined): v is Lang => v === 'en' || v === 'pa';

/**
 * The path the app routes on: the address without its language prefix, so `/pa/news` matches
 * the `/news` page and `/pa/contact` the contact form. The contract and media are not pages: a
 * prefixed `/pa/api/…` keeps its prefix and finds no route (the 404 page).
 */
export function languagePath(request: Request): string {
  const pathname = requestUrl(request).pathname;
  const { lang, path } = splitLanguage(pathname);
  return lang === 'en' || /^\/(api|media)\//.test(path) ? pathname : path;
}

/** The query without `lang` (the request's URL is shared, requestUrl: changed on a copy). */
function withoutLang(url: Readonly<URL>): string {
  const copy = new URL(url);
  copy.searchParams.delete('lang');
  return copy.search;
}

export function language(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function language(c, next) {
    const url = requestUrl(c.req.raw);
    // A Shahmukhi reading (`/pa-arab/…`, issue 30) is Punjabi: its page is the Punjabi one.
    const reading = shahmukhiPlain(url.pathname);
    const { lang: fromPath, path } =
      reading === null ? splitLanguage(url.pathname) : { lang: 'pa' as const, path: reading };
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    // No query at all (most requests): no `lang`, without Hono reading the request's URL again.
    const asked = url.search === '' ? undefined : c.req.query('lang');
    // Never kept by a shared cache: a redirect below depends on the visitor's cookie.
    const perVisitor = () => {
      c.header('cache-control', 'private, no-store');
      c.header('vary', 'Cookie');
    };
    if (read && isLang(asked)) {
      perVisitor();
      // Secure over https, so the choice never travels in clear; plain http (local dev) could not keep it.
      const secure = url.protocol === 'https:';
      setCookie(c, LANG_COOKIE, asked, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', secure });
      return c.redirect(localizedPath(path, asked) + withoutLang(url), 301);
    }
    if (read && asked !== undefined && asked.trim() === '') {
      perVisitor();
      // Max-Age=0 with the same path the cookie was set with, so the browser drops that cookie.
      deleteCookie(c, LANG_COOKIE, { path: '/', secure: url.protocol === 'https:' });
      return c.redirect(url.pathname + withoutLang(url), 301);
    }
    if (read && fromPath === 'en' && getCookie(c, LANG_COOKIE) === 'pa') {
      perVisitor();
      return c.redirect(localizedPath(path, 'pa') + url.search, 302);
    }
    c.set('lang', fromPath);
    await next();
  };
}
