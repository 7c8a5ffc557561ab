/**
 * The view-model of the one list screen that news and entertainment share (spec doc 1 §2 "News
 * list", "Entertainment list"): tabs, then either a grid of sections ('All') or one tag's paged
 * list with its side columns. The two lists differ only in data, and each difference is a small
 * step of its own loader (news.ts, entertainment.ts); what they share is here.
 */
import { pick } from '../format/pick';
import { t } from '../i18n/translate';
import type { Loaded } from '../routing/types';
import type { TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { type CardView, headline } from './cards';

/** Which list a view belongs to; the screen's proportions differ a little between the two. */
type PostSection = 'news' | 'entertainment';

export interface Tab {
  slug: string;
  title: string;
  href: string;
  active: boolean;
}

/**
 * Where a grid section sits: columns of a two-column grid from 600px and of a six-column grid
 * from 960px. full: the whole width; wide: two thirds (a full row on tablets); third; half;
 * side: a third beside a wide section (a full row on tablets).
 */
type SectionWidth = 'full' | 'wide' | 'third' | 'half' | 'side';

/**
 * How a section arranges its cards. beside: the lead with headline rows beside it once the
 * section is 640px wide; spotlight: a picture-led lead with text-only tiles; stacked: a
 * picture-led lead over two columns of headlines; list: two columns of headlines, no lead.
 */
type SectionShape = 'beside' | 'spotlight' | 'stacked' | 'list';

export interface SectionLayout {
  width: SectionWidth;
  shape: SectionShape;
  /** The first story's card size; null in a list of headlines only. */
  lead: 'large' | 'medium' | 'featured' | null;
  /** The heading itself links to the section's list (news), or a 'See more' link sits beside it. */
  link: 'heading' | 'more';
}

export interface GridSectionView extends SectionLayout {
  slug: string;
  title: string;
  href: string;
  /** The items shown in any window; the ones past it only in windows at least 800px tall. */
  count: number;
  items: CardView[];
}

/** A section's cards as PostGrid shows them: only the lead with its excerpt, the rest as headlines. */
export const gridItems = (cards: CardView[], lead: SectionLayout['lead']): CardView[] =>
  cards.map((card, i) => (i === 0 && lead ? card : headline(card)));

/** A side column of a tag's list: 'Latest', 'Featured'. */
export interface RailView {
  id: string;
  title: string;
  /** Where the heading leads; a plain heading without it. */
  href?: string;
  cards: CardView[];
  /** Cut to the height of the list beside it (spec bands for news 'Latest'); otherwise shown whole. */
  fit: boolean;
}

interface ListCommon {
  section: PostSection;
  title: string;
  tabs: Tab[];
  /** The accessible name of the tabs' navigation. */
  tabsLabel: string;
}

export interface PostGridView extends ListCommon {
  kind: 'grid';
  sections: GridSectionView[];
}

export interface PostPageView extends ListCommon {
  kind: 'list';
  items: CardView[];
  /** Category labels on the cards; off where every card has the tag the title already names. */
  categories: boolean;
  rails: RailView[];
  page: number;
  totalPages: number;
  /** Page n is `${baseHref}/${n}`. */
  baseHref: string;
}

export type PostListView = PostGridView | PostPageView;

/** The contract's locale segment for a language (spec §7: en gives en_us, otherwise pa). */
export const localeSegment = (lang: Lang): string => (lang === 'en' ? 'en_us' : 'pa');

/** 'All' (the list's own address) plus one tab per tag under it, the active one marked. */
export function listTabs(base: string, tags: TagRef[], active: string, lang: Lang): Tab[] {
  return [
    { slug: 'all', title: t(lang, 'news.all'), href: base, active: active === 'all' },
    ...tags.map((tag) => ({
      slug: tag.slug,
      title: pick(lang, tag.name, tag.namePa),
      href: `${base}/${tag.slug}`,
      active: tag.slug === active,
    })),
  ];
}

/** True for a post published in the visitor's language. */
export const inLang =
  (lang: Lang) =>
  (card: { locale: Lang[] }): boolean =>
    card.locale.includes(lang);

/**
 * The list's first picture, the first screen's largest (the view's `load="lead"` card): the grid's
 * first section's lead, or a tag list's first card. None when that card shows no picture.
 */
export function listLeadImage(data: PostListView): string | undefined {
  if (data.kind === 'list') return data.items[0]?.image;
  const first = data.sections[0];
  return first?.lead ? first.items[0]?.image : undefined;
}

/** Whole keys, not one built from the section: the build finds a page's strings by their keys (scripts/vite/strings-graph.ts). */
const DESCRIPTION = { news: 'news.description', entertainment: 'entertainment.description' } as const;

/** The page's head: its title, the list's description and its first picture. */
export const listHead = (data: PostListView, lang: Lang): Loaded<PostListView> => {
  const lead = listLeadImage(data);
  return {
    head: {
      title: data.title,
      description: t(lang, DESCRIPTION[data.section]),
      ...(lead ? { leadImages: [lead] } : {}),
    },
    data,
  };
};
