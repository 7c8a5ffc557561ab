/**
 * Entertainment lists (spec doc 1 §2 "Entertainment list"): with All, the grid of sections of the
 * spec's table; with a tag (or 'all' and a page), that list in the visitor's language with the
 * 'Latest' column and pagination /entertainment/{tag or all}/{page}. Only items whose locale list
 * contains the current language are shown.
 */
import type { EntertainmentGroupedResponse, EntertainmentListResponse, TagRef } from '../types/api';
import type { Lang } from '../types/content';
import { pick } from '../format/pick';
import { t } from '../i18n/translate';
import type { Loaded, Loader } from '../routing/types';
import { cardView, tagNames, type CardView } from './cards';
import type { Tab } from './news';
import { localeSegment } from './news';
import { orNotFound } from './or-not-found';

/** The spec's sections table: slug, items and placement (headings come from the tag names). */
export const ENTERTAINMENT_GRID = [
  { slug: 'bollywood', count: 5, placement: 'wide' },
  { slug: 'pollywood', count: 5, placement: 'right' },
  { slug: 'reviews', count: 4, placement: 'left' },
  { slug: 'exclusive-interviews', count: 4, placement: 'center' },
  { slug: 'local-events', count: 3, placement: 'right' },
] as const;

export type Placement = (typeof ENTERTAINMENT_GRID)[number]['placement'];

export interface EntertainmentGridView {
  kind: 'grid';
  title: string;
  nav: Tab[];
  sections: { slug: string; heading: string; href: string; placement: Placement; items: CardView[] }[];
}

export interface EntertainmentListView {
  kind: 'list';
  title: string;
  nav: Tab[];
  items: CardView[];
  latest: CardView[];
  page: number;
  totalPages: number;
  baseHref: string;
}

export type EntertainmentView = EntertainmentGridView | EntertainmentListView;

const inLang = (lang: Lang) => (c: { locale: Lang[] }) => c.locale.includes(lang);

/** 'All' plus the tag links (name and slug). */
export function entertainmentNav(tags: TagRef[], active: string, lang: Lang): Tab[] {
  return [
    { slug: 'all', title: t(lang, 'news.all'), href: '/entertainment', active: active === 'all' },
    ...tags.map((tag) => ({
      slug: tag.slug,
      title: pick(lang, tag.name, tag.namePa),
      href: `/entertainment/${tag.slug}`,
      active: tag.slug === active,
    })),
  ];
}

export function entertainmentGridView(res: EntertainmentGroupedResponse, lang: Lang): EntertainmentGridView {
  const names = tagNames(res.meta.tags, lang);
  return {
    kind: 'grid',
    title: pick(lang, res.meta.title, res.meta.titlePa),
    nav: entertainmentNav(res.meta.tags, 'all', lang),
    sections: ENTERTAINMENT_GRID.map(({ slug, count, placement }) => ({
      slug,
      placement,
      heading: names[slug] ?? slug,
      href: `/entertainment/${slug}`,
      items: (res.data[slug] ?? [])
        .filter(inLang(lang))
        .slice(0, count)
        .map((c) => cardView(c, lang, undefined, names)),
    })),
  };
}

export function entertainmentListView(
  res: EntertainmentListResponse,
  lang: Lang,
  tag: string,
  page: number,
): EntertainmentListView {
  const names = tagNames(res.meta.tags, lang);
  return {
    kind: 'list',
    title: res.meta.tag
      ? pick(lang, res.meta.tag.name, res.meta.tag.namePa)
      : pick(lang, res.meta.title, res.meta.titlePa),
    nav: entertainmentNav(res.meta.tags, tag, lang),
    items: res.data.filter(inLang(lang)).map((c) => cardView(c, lang, undefined, names)),
    latest: res.meta.latest.filter(inLang(lang)).map((c) => cardView(c, lang, undefined, names)),
    page,
    totalPages: res.meta.pagination.total_pages,
    baseHref: `/entertainment/${tag}`,
  };
}

const withHead = (data: EntertainmentView, lang: Lang): Loaded<EntertainmentView> => ({
  head: { title: data.title, description: t(lang, 'entertainment.description') },
  data,
});

export const loadEntertainment: Loader<EntertainmentView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const tag = params.tag ?? 'all';
    if (tag === 'all' && !params.page) {
      return withHead(
        entertainmentGridView(await api.get<EntertainmentGroupedResponse>('/api/entertainments'), lang),
        lang,
      );
    }
    const page = params.page ? Number(params.page) : 1;
    const res = await api.get<EntertainmentListResponse>(
      `/api/entertainments/${encodeURIComponent(tag)}/${localeSegment(lang)}?page=${page}`,
    );
    return withHead(entertainmentListView(res, lang, tag, page), lang);
  });
