/**
 * The paged category list shared by news and entertainment: validates the page, then reads the
 * tags, the page, its total and the latest cards in one D1 round trip.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { ArticleCard, Pagination, TagRef } from '../../shared/types/api';
import type { Lang, PostKind } from '../../shared/types/content';
import { LIST_PAGE_SIZE, SIDEBAR_LATEST } from '../../shared/constants';
import { cardsOf, cardsStatement, countStatement, tagsOf, tagsStatement } from '../content/posts';
import { countOf, pageWindow, pagination } from '../content/rows';
import { localeSegment, notFound, pageParam } from './params';

export interface CategoryPage {
  items: ArticleCard[];
  latest: ArticleCard[];
  /** Extra card lists asked for with `extra` (e.g. featured), in the same round trip. */
  extra: ArticleCard[];
  tags: TagRef[];
  tag: TagRef | undefined;
  pagination: Pagination;
}

/**
 * One page of a category. `tagSlug` null lists every post of the kind; 'latest' does too (a
 * virtual category). Answers a 404 Response for a bad page number or an unknown tag.
 */
export async function categoryPage(
  c: Context<AppEnv>,
  kind: PostKind,
  tagSlug: string | null,
  lang: Lang | null,
  extra?: { tag: string; limit: number },
): Promise<CategoryPage | Response> {
  const page = pageParam(c.req.query('page'));
  if (page === null) return notFound(c, 'Page must be a positive number');
  const db = c.env.DB;
  const filter = tagSlug === 'latest' ? null : tagSlug;
  // One round trip: an unknown tag simply matches no cards, and is answered 404 below.
  const [tagRows, items, count, latest, more] = await db.batch<Record<string, unknown>>([
    tagsStatement(db, kind),
    cardsStatement(db, { kind, tag: filter, lang, ...pageWindow(page, LIST_PAGE_SIZE) }),
    countStatement(db, { kind, tag: filter, lang }),
    cardsStatement(db, { kind, tag: null, lang, limit: SIDEBAR_LATEST }),
    ...(extra ? [cardsStatement(db, { kind, tag: extra.tag, lang, limit: extra.limit })] : []),
  ]);
  const tags = tagsOf(tagRows);
  const tag = tagSlug === null ? undefined : tags.find((t) => t.slug === tagSlug);
  if (tagSlug !== null && !tag) return notFound(c, `No ${kind} category with that slug`);
  return {
    items: cardsOf(items),
    latest: cardsOf(latest),
    extra: cardsOf(more),
    tags,
    tag,
    pagination: pagination(page, LIST_PAGE_SIZE, countOf(count)),
  };
}

/**
 * A category's list in the language of its locale segment (en_us or pa), or in every language
 * when there is none; any other segment is a 404.
 */
export function inLocale(
  c: Context<AppEnv>,
  locale: string | undefined,
  list: (lang: Lang | null) => Promise<Response>,
): Response | Promise<Response> {
  if (locale === undefined) return list(null);
  const lang = localeSegment(locale);
  return lang ? list(lang) : notFound(c, 'Locale must be en_us or pa');
}
