/**
 * Entertainment lists (spec doc 1 §2 "Entertainment list"): with All, the grid of sections of the
 * spec's table; with a tag (or 'all' and a page), that list in the visitor's language with the
 * 'Latest' column and pagination /entertainment/{tag or all}/{page}. Only items whose locale list
 * contains the current language are shown. The screen is the one list screen shared with news
 * (shared/loaders/post-list.ts).
 */
import { pick } from '../format/pick';
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';
import type { ArticleCard, EntertainmentGroupedResponse, EntertainmentListResponse } from '../types/api';
import type { Lang } from '../types/content';
import { cardView, tagNames } from './cards';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';
import { gridItems, inLang, listHead, listTabs, localeSegment } from './post-list';
import type { PostGridView, PostListView, PostPageView, RailView, SectionLayout } from './post-list';

/** The spec's sections table: slug, items and placement (headings come from the tag names). */
export const ENTERTAINMENT_GRID = [
  { slug: 'bollywood', count: 5, placement: 'wide' },
  { slug: 'pollywood', count: 5, placement: 'right' },
  { slug: 'reviews', count: 4, placement: 'left' },
  { slug: 'exclusive-interviews', count: 4, placement: 'center' },
  { slug: 'local-events', count: 3, placement: 'right' },
] as const;

export type Placement = (typeof ENTERTAINMENT_GRID)[number]['placement'];

/**
 * The spec's placement as a layout: Bollywood wide on the left opens on a picture-led lead over
 * two columns of headlines; Pollywood, the column beside it, is headlines only so the two sit
 * level; the row of three (left, centre, right) opens each on a standard tile. Every section has
 * a 'See more' link beside its heading.
 */
export function entertainmentSectionLayout(placement: Placement, slug: string): SectionLayout {
  if (placement === 'wide') return { width: 'wide', shape: 'stacked', lead: 'featured', link: 'more' };
  if (slug === 'pollywood') return { width: 'side', shape: 'list', lead: null, link: 'more' };
  // The right-hand section of a row is a full row on tablets, where the grid has two columns.
  return { width: placement === 'right' ? 'side' : 'third', shape: 'beside', lead: 'medium', link: 'more' };
}

/** The grid of sections, each cut to its spec count from the posts in the visitor's language. */
export function entertainmentGridView(res: EntertainmentGroupedResponse, lang: Lang): PostGridView {
  const names = tagNames(res.meta.tags, lang);
  const sections = ENTERTAINMENT_GRID.map(({ slug, count, placement }) => {
    const items = (res.data[slug] ?? [])
      .filter(inLang(lang))
      .slice(0, count)
      .map((c) => cardView(c, lang, names));
    const layout = entertainmentSectionLayout(placement, slug);
    return {
      ...layout,
      slug,
      title: names[slug] ?? slug,
      href: `/entertainment/${slug}`,
      count,
      items: gridItems(items, layout.lead),
    };
  });
  return {
    kind: 'grid',
    section: 'entertainment',
    title: pick(lang, res.meta.title, res.meta.titlePa),
    tabs: listTabs('/entertainment', res.meta.tags, 'all', lang),
    tabsLabel: t(lang, 'entertainment.navLabel'),
    sections,
  };
}

/** A tag's side column: 'Latest', leading to the list of every tag, shown whole. */
export const entertainmentRails = (latest: RailView['cards'], lang: Lang): RailView[] => [
  {
    id: 'ent-side-latest',
    title: t(lang, 'entertainment.latest'),
    href: '/entertainment/all',
    cards: latest,
    fit: false,
  },
];

/** One tag's list (or every tag's, 'all'), paged, in the visitor's language only. */
export function entertainmentListView(
  res: EntertainmentListResponse,
  lang: Lang,
  tag: string,
  page: number,
): PostPageView {
  const names = tagNames(res.meta.tags, lang);
  const cards = (list: ArticleCard[]) => list.filter(inLang(lang)).map((c) => cardView(c, lang, names));
  return {
    kind: 'list',
    section: 'entertainment',
    title: res.meta.tag
      ? pick(lang, res.meta.tag.name, res.meta.tag.namePa)
      : pick(lang, res.meta.title, res.meta.titlePa),
    tabs: listTabs('/entertainment', res.meta.tags, tag, lang),
    tabsLabel: t(lang, 'entertainment.navLabel'),
    items: cards(res.data),
    // A tag's own list needs no category on every card; the all-tags list keeps them.
    categories: tag === 'all',
    rails: entertainmentRails(cards(res.meta.latest), lang),
    page,
    totalPages: res.meta.pagination.total_pages,
    baseHref: `/entertainment/${tag}`,
  };
}

export const loadEntertainment: Loader<PostListView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const tag = params.tag ?? 'all';
    if (tag === 'all' && !params.page) {
      const grid = await api.get<EntertainmentGroupedResponse>('/api/entertainments');
      return listHead(entertainmentGridView(grid, lang), lang);
    }
    const page = params.page ? Number(params.page) : 1;
    const res = await readListPage<EntertainmentListResponse>(
      api,
      page,
      (n) => `/api/entertainments/${encodeURIComponent(tag)}/${localeSegment(lang)}?page=${n}`,
      (first) => first.meta.pagination.total_pages,
    );
    return listHead(entertainmentListView(res, lang, tag, page), lang);
  });
