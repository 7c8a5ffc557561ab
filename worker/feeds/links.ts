/**
 * The feeds a page advertises with `<link rel="alternate" type="application/rss+xml">`: the news
 * feed on the home page and news pages (a category's own feed on its pages), the entertainment
 * feed on entertainment pages, a show's podcast on the show's page; always in the page's language.
 */
import type { Lang } from '../../shared/types/content';

export interface FeedLink {
  href: string;
  kind: 'news' | 'entertainment' | 'podcast';
}

const NOT_CATEGORIES = new Set(['post', 'latest', 'all']);

export function feedLinks(path: string, lang: Lang): FeedLink[] {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (!first) return [{ kind: 'news', href: `/feeds/${lang}/news.xml` }];
  if (first === 'news') {
    const all = { kind: 'news' as const, href: `/feeds/${lang}/news.xml` };
    if (second && !NOT_CATEGORIES.has(second) && !/^\d+$/.test(second))
      return [{ kind: 'news', href: `/feeds/${lang}/news/${encodeURIComponent(second)}.xml` }, all];
    return [all];
  }
  if (first === 'entertainment') return [{ kind: 'entertainment', href: `/feeds/${lang}/entertainment.xml` }];
  if (first === 'shows' && second === 'view' && third && !path.includes('/episode/'))
    return [{ kind: 'podcast', href: `/feeds/${lang}/podcast/${encodeURIComponent(third)}.xml` }];
  return [];
}
