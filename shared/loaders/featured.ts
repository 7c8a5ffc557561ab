/**
 * Featured stories (spec doc 2 §2 "Featured"): the /featured/{page} list (banner, 'Page N/total',
 * a grid of cards, pagination) and the /featured/post/{id} story (banner, intro, body, share, the
 * Next Featured card). Loaders return view-models in the visitor's language; the story's body
 * stays sanitised HTML blocks for the article body renderer, and the whole story goes through
 * normalizeFeatured first, so a CMS's alternate field names read the same.
 */
import type { FeaturedItem, FeaturedListResponse } from '../types/api';
import type { Lang } from '../types/content';
import { getOrNull } from '../api/client';
import { formatDate } from '../format/dates';
import { normalizeFeatured } from '../format/featured-fields';
import { pick } from '../format/pick';
import { crop, plainText, truncate } from '../format/text';
import { t } from '../i18n/translate';
import type { Head, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { type ArticleBlock, articleBlocks } from './article';
import { publisherLd, trail } from './breadcrumb-ld';
import type { CardView } from './cards';
import { DEFAULT_IMAGE } from '../constants';
import { bannerHeading } from './banner-heading';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';

/** Spec doc 2 §9: "featured titles at 47 (or 50)"; 47, the reading the list code uses. */
export const FEATURED_TITLE_LIMIT = 47;

export interface FeaturedListView {
  heading: string;
  subheading?: string;
  backgroundImage?: string;
  /** 'Page 2/3', in the visitor's language. */
  pageLabel: string;
  page: number;
  totalPages: number;
  cards: CardView[];
}

export interface FeaturedPostView {
  id: number;
  path: string;
  title: string;
  intro: string;
  image: string;
  date: string;
  dateTime: string;
  blocks: ArticleBlock[];
  /** The next (older) story's card; null when the contract says there is none (404). */
  next: CardView | null;
  /** The Shahmukhi reading's note that a machine wrote it (worker/render/shahmukhi-page.ts; issue 30). */
  readingNote?: string;
}

const postHref = (id: number) => `/featured/post/${id}`;

/** A featured story's card: the title cut at 47 characters, the whole one kept for screen readers. */
export function featuredCard(f: FeaturedItem, lang: Lang, limit = FEATURED_TITLE_LIMIT): CardView {
  const full = pick(lang, f.title, f.titlePa);
  const title = truncate(full, limit);
  const intro = plainText(pick(lang, f.intro, f.introPa));
  return {
    id: f.id,
    href: postHref(f.id),
    title,
    ...(title !== full ? { fullTitle: full } : {}),
    intro,
    image: f.image || DEFAULT_IMAGE,
    hasImage: Boolean(f.image),
    date: formatDate(f.postDate, lang),
    dateTime: f.postDate,
  };
}

function featuredListView(res: FeaturedListResponse, lang: Lang, page: number): FeaturedListView {
  const h = res.headers ?? {};
  const subheading = pick(lang, h.subheading, h.subheadingPa);
  return {
    heading: bannerHeading(h, lang, 'featured.title'),
    ...(subheading ? { subheading } : {}),
    ...(h.backgroundImage ? { backgroundImage: h.backgroundImage } : {}),
    pageLabel: t(lang, 'featured.pageOf', { page, total: res.count }),
    page,
    totalPages: res.count,
    cards: res.data.map((f) => featuredCard(f, lang)),
  };
}

/** The story in the visitor's language: each field by the spec's rule, the body whole. */
function featuredPostView(raw: unknown, next: FeaturedItem | null, lang: Lang): FeaturedPostView {
  const f = normalizeFeatured(raw);
  const body = lang === 'pa' && f.bodyPa?.length ? f.bodyPa : f.body;
  return {
    id: f.id,
    path: postHref(f.id),
    title: pick(lang, f.title, f.titlePa),
    intro: plainText(pick(lang, f.intro, f.introPa)),
    image: f.image || DEFAULT_IMAGE,
    date: formatDate(f.postDate, lang),
    dateTime: f.postDate,
    blocks: articleBlocks(body, lang),
    next: next ? featuredCard(next, lang) : null,
  };
}

/**
 * Title, description from the intro, the story's image and a JSON-LD Article complete as a news
 * article's (Google's Article checks: author, publisher with its logo, dates). A story names no
 * writer, so its author is the station, as its publisher.
 */
function postHead(v: FeaturedPostView, lang: Lang, url: URL): Head {
  const publisher = publisherLd(lang, url.origin);
  const page = new URL(v.path, url.origin).href;
  return {
    title: v.title,
    description: crop(v.intro, 200),
    image: v.image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: v.title,
      image: [new URL(v.image, url.origin).href],
      ...(v.dateTime ? { datePublished: v.dateTime, dateModified: v.dateTime } : {}),
      author: [{ '@type': 'Organization', name: publisher.name, url: new URL('/', url.origin).href }],
      inLanguage: lang,
      url: page,
      mainEntityOfPage: page,
      publisher,
    },
    breadcrumbs: trail(lang, { name: t(lang, 'featured.title'), path: '/featured' }, { name: v.title, path: v.path }),
  };
}

export const loadFeatured: Loader<FeaturedListView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const page = params.page ? Number(params.page) : 1;
    const res = await readListPage<FeaturedListResponse>(
      api,
      page,
      (n) => `/api/featured?page=${n}`,
      (f) => f.count,
    );
    const data = featuredListView(res, lang, page);
    const description = data.subheading || data.heading;
    const leadImages = data.backgroundImage ? [data.backgroundImage] : [];
    return { head: { title: data.heading, description, image: data.backgroundImage, leadImages }, data };
  });

export const loadFeaturedPost: Loader<FeaturedPostView> = ({ api, params, lang, url }) =>
  orNotFound(async () => {
    const id = encodeURIComponent(requiredParam(params, 'id'));
    // The next story depends only on the id, so both calls go out together.
    const [raw, next] = await Promise.all([
      api.get<unknown>(`/api/featured/${id}`),
      getOrNull<FeaturedItem>(api, `/api/featured/next/${id}`),
    ]);
    const data = featuredPostView(raw, next, lang);
    return { head: postHead(data, lang, url), data };
  });
