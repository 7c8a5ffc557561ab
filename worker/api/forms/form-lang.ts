/**
 * The language a form's answer is written in (issue 24): the language of the page the visitor
 * sent it from, which is its address (`/pa/…` is Punjabi, any other path English), never only the
 * `lang` cookie: a visitor who opened a Punjabi address directly has no cookie, and one whose
 * cookie says English (another tab) still reads a Punjabi page. The API cannot see that address
 * itself (the script posts to /api/…), so it is told, most explicit first:
 * 1. the `X-Page-Language` header, which the site's script sends with every form post and the
 *    page-address posts without JavaScript pass on in-process (the header survives proxies and
 *    privacy tools that strip or shorten the Referer, and needs no body read, so the refusals
 *    made before the body is read — 403, 413, 429 — speak it too);
 * 2. the Referer's path, when it is one of this site's pages (a client that does not send the
 *    header; the site's policy, strict-origin-when-cross-origin, sends the path to its own origin);
 * 3. the `lang` cookie (other clients of the contract that remember a choice);
 * 4. English.
 */
import { LANG_COOKIE, PAGE_LANG_HEADER } from '../../../shared/constants';
import { splitLanguage } from '../../../shared/routing/lang-path';
import type { Lang } from '../../../shared/types/content';

const isLang = (v: string | null | undefined): v is Lang => v === 'en' || v === 'pa';

/** The language a same-site Referer's address names, or null for none, another site's or junk. */
export function refererLang(referer: string | null, requestUrl: string, siteUrl = ''): Lang | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const own = [new URL(requestUrl).origin];
    if (siteUrl) own.push(new URL(siteUrl).origin);
    return own.includes(url.origin) ? splitLanguage(url.pathname).lang : null;
  } catch {
    return null;
  }
}

/** The `lang` cookie's value among the request's cookies, when it names a language. */
function cookieLang(cookies: string | null): Lang | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}

/** The language of a form's answer, from the request's headers (see the order above). */
export function formLang(headers: Headers, requestUrl: string, siteUrl = ''): Lang {
  const named = headers.get(PAGE_LANG_HEADER)?.trim().toLowerCase();
  if (isLang(named)) return named;
  return refererLang(headers.get('referer'), requestUrl, siteUrl) ?? cookieLang(headers.get('cookie')) ?? 'en';
}
