/**
 * News lists (spec doc 1 §2 "News list"): with no tag or 'all', the sectioned grid; with a tag,
 * that category in the visitor's language, paged, with the latest and featured sidebars; and
 * /news/latest. Tabs are 'All' plus the server's tags without entertainment.
 */
import type { NewsGroupedResponse, NewsListResponse, TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { orNotFound } from './or-not-found';
import { cardView, tagNames, type CardView } from './cards';
import { pick } from '../format/pick';
import type { Loaded, Loader } from '../routing/types';
import { t } from '../i18n/translate';

/** The grid's sections and counts, in order (spec): two more each when the window is tall. */
export const NEWS_GRID = [
  ['latest', 5],
  ['featured', 5],
  ['bc', 4],
  ['alberta', 4],
  ['canada', 4],
  ['world', 3],
  ['india', 5],
  ['finance', 2],
  ['sports', 4],
] as const;
export const NEWS_GRID_EXTRA = 2;

export interface Tab {
  slug: string;
  title: string;
  href: string;
  active: boolean;
}

export interface NewsGridView {
  kind: 'grid';
  title: string;
  tabs: Tab[];
  sections: { slug: string; title: string; href: string; count: number; items: CardView[] }[];
}

export interface NewsListView {
  kind: 'list';
  title: string;
  tabs: Tab[];
  items: CardView[];
  latest: CardView[];
  featured: CardView[];
  page: number;
  totalPages: number;
  /** Page n is `${baseHref}/${n}`. */
  baseHref: string;
}

export type NewsView = NewsGridView | NewsListView;

/** The contract's locale segment for a language (spec §7: en gives en_us, otherwise pa). */
export const localeSegment = (lang: Lang): string => (lang === 'en' ? 'en_us' : 'pa');

const tagTitle = (tag: TagRef, lang: Lang) => pick(lang, tag.name, tag.namePa);

/** 'All' plus every tag except entertainment (spec), the active one marked. */
export function newsTabs(tags: TagRef[], active: string, lang: Lang): Tab[] {
  return [
    { slug: 'all', title: t(lang, 'news.all'), href: '/news', active: active === 'all' },
    ...tags
      .filter((tag) => tag.slug !== 'entertainment')
      .map((tag) => ({
        slug: tag.slug,
        title: tagTitle(tag, lang),
        href: `/news/${tag.slug}`,
        active: tag.slug === active,
      })),
  ];
}

/** The sectioned grid from /api/news, each section with its count plus the tall-window extra. */
export function newsGridView(grid: NewsGroupedResponse, lang: Lang): NewsGridView {
  const names = tagNames(grid.meta.tags, lang);
  return {
    kind: 'grid',
    title: t(lang, 'news.title'),
    tabs: newsTabs(grid.meta.tags, 'all', lang),
    sections: NEWS_GRID.map(([slug, count]) => ({
      slug,
      count,
      title: names[slug] ?? slug,
      href: `/news/${slug}`,
      // Keep posts in the visitor's language first; the grid is never short of items for it.
      items: grid.data[slug]
        .filter((c) => c.locale.includes(lang))
        .concat(grid.data[slug].filter((c) => !c.locale.includes(lang)))
        .slice(0, count + NEWS_GRID_EXTRA)
        .map((c) => cardView(c, lang, undefined, names)),
    })),
  };
}

export function newsListView(list: NewsListResponse, lang: Lang, page: number, title?: string): NewsListView {
  const names = tagNames(list.meta.tags, lang);
  const card = (c: Parameters<typeof cardView>[0]) => cardView(c, lang, undefined, names);
  return {
    kind: 'list',
    title: title ?? tagTitle(list.meta.tag, lang),
    tabs: newsTabs(list.meta.tags, list.meta.tag.slug, lang),
    items: list.data.map(card),
    latest: list.meta.latest.map(card),
    featured: list.featured.map(card),
    page,
    totalPages: list.meta.pagination.total_pages,
    baseHref: `/news/${list.meta.tag.slug}`,
  };
}

const withHead = (data: NewsView, lang: Lang): Loaded<NewsView> => ({
  head: { title: data.title, description: t(lang, 'news.description') },
  data,
});

export const loadNews: Loader<NewsView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const tag = params.tag;
    if (!tag || tag === 'all')
      return withHead(newsGridView(await api.get<NewsGroupedResponse>('/api/news'), lang), lang);
    const page = params.page ? Number(params.page) : 1;
    const list = await api.get<NewsListResponse>(
      `/api/news/${encodeURIComponent(tag)}/${localeSegment(lang)}?page=${page}`,
    );
    return withHead(newsListView(list, lang, page), lang);
  });

export const loadLatestNews: Loader<NewsView> = ({ api, lang }) =>
  orNotFound(async () => {
    const list = await api.get<NewsListResponse>(`/api/news/latest/${localeSegment(lang)}`);
    return withHead(newsListView(list, lang, 1, t(lang, 'news.latest')), lang);
  });
