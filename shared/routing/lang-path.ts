/**
 * One URL per language (issue 13): English pages live at their plain path (`/news/post/x`),
 * Punjabi pages under the `/pa` prefix (`/pa/news/post/x`, the home page at `/pa`). The route
 * table matches the plain path only; these helpers add and remove the prefix. Files that are the
 * same in both languages (the contract, media, the built bundle, fonts, images) never get it.
 */
import type { Lang } from '../types/content';
import { SHAHMUKHI_PREFIX } from './reading';

/** The path prefix of each language's pages. English, the x-default, has none. */
const LANG_PREFIX: Record<Lang, string> = { en: '', pa: '/pa' };

/**
 * Paths whose answer is the same in every language, or that name their language themselves
 * (feeds and share cards carry it in their own path): never prefixed.
 */
const SHARED_PATH =
  /^\/(api|media|images|build|fonts|feeds|sitemaps|share)(\/|$)|^\/(robots\.txt|favicon\.ico|sitemap\.xml)$/;

/** True for a file's address (the contract, media, the bundle, feeds, sitemaps…): not a page. */
export const isSharedPath = (pathname: string): boolean => SHARED_PATH.test(pathname);

export interface LanguagePath {
  lang: Lang;
  /** The path the route table matches: the address without its language prefix, always starting with `/`. */
  path: string;
}

/**
 * The language an address names and its plain path: `/pa/news` → pa and `/news`, `/pa` → pa and
 * `/`, anything else → en and the path as is. `/pan` or `/paX` are not the prefix.
 */
export function splitLanguage(pathname: string): LanguagePath {
  for (const lang of ['pa'] as const) {
    const prefix = LANG_PREFIX[lang];
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: 'en', path: pathname };
}

/**
 * An address that may carry the Punjabi prefix (`/pa`, `/pa/…`) or be a Shahmukhi reading
 * (`/pa-arab/…`); `/pages/…` does not. Built from the prefixes, so they stay named in one place.
 */
const MAY_BE_PUNJABI = new RegExp(`^(?:${LANG_PREFIX.pa}(?:$|[/?#])|${SHAHMUKHI_PREFIX}/)`);

/**
 * A site-relative address (path with any `?query` and `#hash`) in `lang`: the prefix is removed
 * or added as needed, so it may be given an address in either language. Absolute URLs,
 * protocol-relative ones, `#anchors`, `mailto:` and the like come back unchanged, as do the
 * shared files (`/api/…`, `/media/…`, …). A Shahmukhi reading (`/pa-arab/…`) stays one in
 * Punjabi and is its plain path in English.
 */
export function localizedPath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  // An English page's link to a plain path (most of the links a page renders): nothing to remove
  // or add, without the passes below (~1 % of an uncached page: every Link calls this).
  if (lang === 'en' && !MAY_BE_PUNJABI.test(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  // A Shahmukhi reading (`/pa-arab/…`, issue 30) is a Punjabi page: kept as it is in Punjabi.
  const reading = pathname.startsWith('/pa-arab/');
  if (reading && lang === 'pa') return path;
  const plain = reading ? pathname.slice('/pa-arab'.length) : splitLanguage(pathname).path;
  const prefix = LANG_PREFIX[lang];
  if (!prefix || SHARED_PATH.test(plain)) return plain + rest;
  return (plain === '/' ? prefix : prefix + plain) + rest;
}

/** Both language versions of a site-relative address, for hreflang alternates and the toggle. */
export function languageVersions(path: string): Record<Lang, string> {
  return { en: localizedPath(path, 'en'), pa: localizedPath(path, 'pa') };
}

/**
 * Sanitised content HTML with its site links in `lang`: `<a href="/about">` on a Punjabi page
 * becomes `/pa/about`, as the rendered links do (client/components/link/Link.tsx). Only
 * double-quoted href values of `<a>` that start with a single `/` are touched: the sanitiser
 * writes every attribute that way, and other addresses stay as they are.
 */
export function localizeLinks(html: string, lang: Lang): string {
  return html.replace(
    /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi,
    (_, start: string, href: string) => `${start}${localizedPath(href, lang)}"`,
  );
}
