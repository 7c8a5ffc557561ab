/**
 * News lists (spec doc 1 §2 "News list"): with no tag or 'all', the sectioned grid; with a tag,
 * that category in the visitor's language, paged, with the latest and featured sidebars; and
 * /news/latest. Tabs are 'All' plus the server's tags without entertainment. The screen is the
 * one list screen shared with entertainment (shared/loaders/post-list.ts).
 */
import { pick } from '../format/pick';
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';
import type { ArticleCard, NewsGroupedResponse, NewsListResponse, TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { cardView, tagNames } from './cards';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';
import { gridItems, inLang, listHead, listTabs, localeSegment } from './post-list';
import type { PostGridView, PostListView, PostPageView, RailView, SectionLayout, Tab } from './post-list';

/**
 * The grid's sections and counts, in order (spec), and where each sits: a newspaper page rather
 * than nine equal rows. The two top stories get the full width (a large lead beside headlines; a
 * picture-led spotlight), regions share a row in thirds, India takes two thirds beside World, and
 * finance and sports split the last row.
 */
export const NEWS_GRID = [
  { slug: 'latest', count: 5, lead: 'large', width: 'full' },
  { slug: 'featured', count: 5, lead: 'featured', width: 'full' },
  { slug: 'bc', count: 4, lead: 'medium', width: 'third' },
  { slug: 'alberta', count: 4, lead: 'medium', width: 'third' },
  { slug: 'canada', count: 4, lead: 'medium', width: 'third' },
  { slug: 'world', count: 3, lead: 'medium', width: 'third' },
  { slug: 'india', count: 5, lead: 'large', width: 'wide' },
  { slug: 'finance', count: 2, lead: 'medium', width: 'half' },
  { slug: 'sports', count: 4, lead: 'medium', width: 'half' },
] as const;
/** Spec: two more items per section when the window is at least 800px tall. */
export const NEWS_GRID_EXTRA = 2;

/**
 * A news section's layout: its heading links to the category; a featured lead is the spotlight
 * (text-only tiles beside the picture), any other lead sits beside its headline rows.
 */
export function newsSectionLayout(entry: (typeof NEWS_GRID)[number]): SectionLayout {
  const { lead, width } = entry;
  return { lead, width, shape: lead === 'featured' ? 'spotlight' : 'beside', link: 'heading' };
}

/** 'All' plus every tag except entertainment (spec), the active one marked. */
export const newsTabs = (tags: TagRef[], active: string, lang: Lang): Tab[] =>
  listTabs(
    '/news',
    tags.filter((tag) => tag.slug !== 'entertainment'),
    active,
    lang,
  );

/**
 * A grid section's posts, those in the visitor's language first: unlike entertainment, the news
 * grid keeps the others after them, so it is never short of items.
 */
export const visitorLanguageFirst = (cards: ArticleCard[], lang: Lang): ArticleCard[] => [
  ...cards.filter(inLang(lang)),
  ...cards.filter((card) => !inLang(lang)(card)),
];

/** The sectioned grid from /api/news, each section with its count plus the tall-window extra. */
export function newsGridView(grid: NewsGroupedResponse, lang: Lang): PostGridView {
  const names = tagNames(grid.meta.tags, lang);
  const sections = NEWS_GRID.map((entry) => {
    const layout = newsSectionLayout(entry);
    const cards = visitorLanguageFirst(grid.data[entry.slug], lang)
      .slice(0, entry.count + NEWS_GRID_EXTRA)
      .map((c) => cardView(c, lang, names));
    return {
      ...layout,
      slug: entry.slug,
      count: entry.count,
      title: names[entry.slug] ?? entry.slug,
      href: `/news/${entry.slug}`,
      items: gridItems(cards, layout.lead),
    };
  });
  return {
    kind: 'grid',
    section: 'news',
    title: t(lang, 'news.title'),
    tabs: newsTabs(grid.meta.tags, 'all', lang),
    tabsLabel: t(lang, 'news.tabsLabel'),
    sections,
  };
}

/**
 * A category's side columns: 'Latest News' (leading to /news/latest, cut to the list's height)
 * and, when there is any, 'Featured'.
 */
export function newsRails(latest: RailView['cards'], featured: RailView['cards'], lang: Lang): RailView[] {
  const rails: RailView[] = [
    { id: 'news-side-latest', title: t(lang, 'news.latest'), href: '/news/latest', cards: latest, fit: true },
  ];
  if (featured.length > 0)
    rails.push({ id: 'news-side-featured', title: t(lang, 'news.featured'), cards: featured, fit: false });
  return rails;
}

/** One category (or 'latest' with its own title), paged. */
export function newsListView(list: NewsListResponse, lang: Lang, page: number, title?: string): PostPageView {
  const names = tagNames(list.meta.tags, lang);
  const card = (c: ArticleCard) => cardView(c, lang, names);
  return {
    kind: 'list',
    section: 'news',
    title: title ?? pick(lang, list.meta.tag.name, list.meta.tag.namePa),
    tabs: newsTabs(list.meta.tags, list.meta.tag.slug, lang),
    tabsLabel: t(lang, 'news.tabsLabel'),
    items: list.data.map(card),
    // Every card has the category, and the card hides a label equal to the title.
    categories: true,
    rails: newsRails(list.meta.latest.map(card), list.featured.map(card), lang),
    page,
    totalPages: list.meta.pagination.total_pages,
    baseHref: `/news/${list.meta.tag.slug}`,
  };
}

export const loadNews: Loader<PostListView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const tag = params.tag;
    if (!tag || tag === 'all')
      return listHead(newsGridView(await api.get<NewsGroupedResponse>('/api/news'), lang), lang);
    const page = params.page ? Number(params.page) : 1;
    const list = await readListPage<NewsListResponse>(
      api,
      page,
      (n) => `/api/news/${encodeURIComponent(tag)}/${localeSegment(lang)}?page=${n}`,
      (first) => first.meta.pagination.total_pages,
    );
    return listHead(newsListView(list, lang, page), lang);
  });

export const loadLatestNews: Loader<PostListView> = ({ api, lang }) =>
  orNotFound(async () => {
    const list = await api.get<NewsListResponse>(`/api/news/latest/${localeSegment(lang)}`);
    return listHead(newsListView(list, lang, 1, t(lang, 'news.latest')), lang);
  });
