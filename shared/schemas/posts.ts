/**
 * News and entertainment: tags, posts as imported, the article card and post of the contract,
 * and the answers of /api/news… and /api/entertainments… (spec doc 1 §3).
 */
import * as v from 'valibot';
import { ENTERTAINMENT_SECTIONS, NEWS_GROUPS } from '../content-kinds';
import { audioRef, body, imageRef, videoRef } from './blocks';
import { id, instant, int, lang, list, oneOf, optionalLink, shortText, slug, title, titlePa } from './fields';
import { intros, titles } from './fragments';

export const postKind = oneOf(['news', 'entertainment']);

export const tagInput = v.object({ id, kind: postKind, slug, name: title, namePa: titlePa });

export const postInput = v.object({
  id,
  kind: postKind,
  slug,
  ...titles,
  ...intros,
  body,
  bodyPa: v.optional(body),
  author: shortText,
  authorPa: shortText,
  /** Tag slugs of the same kind. */
  tags: list(slug, 20),
  /** Languages the post is published in; must agree with the fields present. */
  locale: list(lang, 2, 1),
  images: list(imageRef, 50),
  audios: v.optional(list(audioRef, 20)),
  videos: v.optional(list(videoRef, 20)),
  /** ISO 8601 instant. */
  postDate: instant,
  postDateUpdated: v.optional(instant),
});

export const pagination = v.object({
  current_page: int(1),
  total_pages: int(1),
  per_page: int(1),
  total: int(0),
});

export const tagRef = v.object({
  id,
  name: title,
  namePa: titlePa,
  slug,
  /** Spec: meta.tags carry `title`; the same value as name. */
  title,
});

/** Article card (spec §3). */
export const articleCard = v.object({
  id,
  slug,
  kind: postKind,
  ...titles,
  ...intros,
  image: optionalLink,
  postDate: instant,
  isUpdated: v.boolean(),
  locale: v.array(lang),
  tags: v.array(v.object({ id, name: title, slug })),
});

export const post = v.object({
  ...articleCard.entries,
  body,
  bodyPa: v.optional(body),
  author: postInput.entries.author,
  authorPa: postInput.entries.authorPa,
  images: postInput.entries.images,
  audios: v.array(audioRef),
  videos: v.array(videoRef),
  postDateUpdated: v.optional(instant),
  languages: v.array(lang),
});

/** GET /api/news/post/{slug}, /api/entertainments/post/{slug}. */
export const postAnswer = v.object({ item: post, relatedNews: v.array(articleCard), latestNews: v.array(articleCard) });

const cards = v.array(articleCard);

/** One list of cards under each of `keys`, every key present. */
const cardsUnder = <const K extends readonly string[]>(keys: K) =>
  // Object.fromEntries forgets the keys; they are exactly `keys`.
  v.object(Object.fromEntries(keys.map((k) => [k, cards])) as Record<K[number], typeof cards>);

/** GET /api/news: every category with its newest items. */
export const newsGroupedAnswer = v.object({
  data: cardsUnder(NEWS_GROUPS),
  featured: cards,
  meta: v.object({ latest: cards, tags: v.array(tagRef), pagination }),
});

/** GET /api/news/{tag}[/{locale}]?page=: one category, paged. */
export const newsListAnswer = v.object({
  data: cards,
  featured: cards,
  meta: v.object({ latest: cards, tags: v.array(tagRef), pagination, tag: tagRef }),
});

const entertainmentMeta = { latest: cards, title, titlePa, tags: v.array(tagRef), pagination };

/** GET /api/entertainments: the sections of the entertainment grid. */
export const entertainmentGroupedAnswer = v.object({
  data: cardsUnder(ENTERTAINMENT_SECTIONS),
  meta: v.object(entertainmentMeta),
});

/** GET /api/entertainments/{tag|all}[/{locale}]?page=. */
export const entertainmentListAnswer = v.object({
  data: cards,
  meta: v.object({ ...entertainmentMeta, tag: v.optional(tagRef) }),
});
