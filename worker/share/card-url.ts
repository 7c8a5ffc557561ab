/**
 * Where a page's generated share card lives: `/share/card/{lang}/{page path}.png`, the home page
 * as `index`. `v` changes with the title, so share bots that keep an image by its URL fetch the
 * new card after a title changes; the route itself reads the title from the page, not from `v`.
 */
import type { Lang } from '../../shared/types/content';

/** A short stable hash (FNV-1a, 32 bits) of the title, as the card URL's version. */
function version(title: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) {
    h ^= title.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function cardUrl(pagePath: string, lang: Lang, title: string): string {
  const rest = pagePath === '/' || pagePath === '' ? '/index' : pagePath.replace(/\/+$/, '');
  return `/share/card/${lang}${rest}.png?v=${version(title)}`;
}

/** The page path a card URL's rest names (the inverse of cardUrl). */
export function pagePathOf(rest: string): string {
  return rest === 'index' ? '/' : `/${rest}`;
}
