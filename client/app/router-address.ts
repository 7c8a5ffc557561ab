/**
 * The router's pure steps (client/app/router.ts): which address a navigation goes to, the path the
 * route table matches, what `history.state` an entry carries and where to scroll once a page is
 * in. No window here, so each is tested beside this file.
 */
import { localizedPath, splitLanguage } from '../../shared/routing/lang-path';
import type { Lang } from '../../shared/types/content';
import { OVERLAY_ROUTE } from './search-overlay';

/** Where to scroll once a loaded page is on screen: a position, or stay where the reader is. */
export type ScrollTarget = number | 'keep';

/**
 * The address `navigate(href)` goes to, from the page at `here` in `lang`. A plain site path (a
 * link in content, a search) stays in the page's language; an address that names /pa, or another
 * site, is followed as written. Switching to English is the toggle's (languageAddress).
 */
export function navigationAddress(href: string, here: string, lang: Lang): URL {
  const asked = new URL(href, here);
  if (asked.origin !== new URL(here).origin || splitLanguage(asked.pathname).lang !== 'en') return asked;
  return new URL(localizedPath(asked.pathname + asked.search + asked.hash, lang), here);
}

/** The address of the page at `here` in language `next`, without the `?lang` that only redirects. */
export function languageAddress(here: string, next: Lang): URL {
  const url = new URL(here);
  url.searchParams.delete('lang');
  return new URL(localizedPath(url.pathname + url.search + url.hash, next), here);
}

/** The language an address names (its /pa prefix or none) and the plain address the route table matches. */
export function routeAddress(url: URL): { lang: Lang; plain: URL } {
  const { lang, path } = splitLanguage(url.pathname);
  const plain = new URL(url);
  plain.pathname = path;
  return { lang, plain };
}

/** The `history.state` of an entry: its key, and `back` when it is the search opened over a page. */
export const entryState = (key: string, back: boolean): { key: string; back?: true } =>
  back ? { key, back } : { key };

/** The search opens over the page, which stays where the reader left it; any other page scrolls as asked. */
export const scrollFor = (routeId: string, scroll: ScrollTarget): ScrollTarget =>
  routeId === OVERLAY_ROUTE ? 'keep' : scroll;
