/**
 * Where a page's generated share card lives: `/share/card/{lang}/{page path}.png`, the home page
 * as `index`. `v` changes with the title, so share bots that keep an image by its URL fetch the
 * new card after a title changes; the route itself reads the title from the page, not from `v`.
 */
import { fnv1a } from '../../shared/hash';
import type { Lang } from '../../shared/types/content';

/** A short stable hash of the title, as the card URL's version. */
const version = (title: string): string => fnv1a(title).toString(36);

export function cardUrl(pagePath: string, lang: Lang | 'pa-arab', title: string): string {
  const rest = pagePath === '/' || pagePath === '' ? '/index' : pagePath.replace(/\/+$/, '');
  return `/share/card/${lang}${rest}.png?v=${version(title)}`;
}

/** The page path a card URL's rest names (the inverse of cardUrl). */
export function pagePathOf(rest: string): string {
  return rest === 'index' ? '/' : `/${rest}`;
}
