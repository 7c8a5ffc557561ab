/**
 * The language toggle's address: the current page in the other language, with `?lang=` asking the
 * worker to remember the choice (issue 13). A pure step on strings: the header draws the toggle
 * more than once per page, and the URL parser it used cost ~1 % of an uncached home render
 * (docs/performance.md, seventh pass).
 */
import { localizedPath } from '../../../shared/routing/lang-path';
import type { Lang } from '../../../shared/types/content';

/** `pageUrl` is the page's path and query (PageState.url); any `#hash` is dropped. */
export function toggleHref(pageUrl: string, lang: Lang): string {
  const target = localizedPath(pageUrl.split('#', 1)[0] ?? pageUrl, lang);
  const cut = target.indexOf('?');
  const pathname = cut < 0 ? target : target.slice(0, cut);
  const query = new URLSearchParams(cut < 0 ? '' : target.slice(cut + 1));
  query.set('lang', lang);
  return `${pathname}?${query}`;
}
