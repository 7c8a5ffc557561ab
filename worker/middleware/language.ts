/**
 * Picks the page language at the edge: `?lang=` (and remembers it in the `lang` cookie at
 * path /), else the cookie, else Accept-Language (Punjabi when the visitor asks for it at all),
 * else English. The result is on `c.var.lang` for the renderer.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LANG_COOKIE } from '../../shared/constants';
import type { Lang } from '../../shared/types/content';

const ONE_YEAR = 365 * 24 * 3600;

const isLang = (v: string | undefined): v is Lang => v === 'en' || v === 'pa';

/** True when an Accept-Language header asks for Punjabi with a non-zero weight. */
function asksForPunjabi(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [tag = '', ...rest] = part.trim().toLowerCase().split(';');
    const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
    return (tag === 'pa' || tag.startsWith('pa-')) && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export function language(): MiddlewareHandler<{ Variables: { lang: Lang } }> {
  return async function language(c, next) {
    const asked = c.req.query('lang');
    let lang: Lang;
    if (isLang(asked)) {
      lang = asked;
      // Secure over https, so the choice never travels in clear; plain http (local dev) could not keep it.
      const secure = new URL(c.req.url).protocol === 'https:';
      setCookie(c, LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', secure });
    } else {
      const cookie = getCookie(c, LANG_COOKIE);
      lang = isLang(cookie) ? cookie : asksForPunjabi(c.req.header('accept-language')) ? 'pa' : 'en';
    }
    c.set('lang', lang);
    await next();
  };
}
