/**
 * GET /api/news[/{tag}[/{en_us|pa}]]?page= and /api/news/post/{slug} (spec doc 1 §7).
 * Without a tag: every category's newest cards (the sectioned grid). With a tag: one page of
 * that category; the locale segment, sent only with a tag, keeps posts in that language.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { ArticleCard, NewsGroupedResponse, NewsListResponse, PostResponse } from '../../shared/types/api';
import { NEWS_GROUPS, type NewsGroup } from '../../shared/content-kinds';
import type { Lang } from '../../shared/types/content';
import { FEATURED_SIDEBAR, GROUP_ITEMS, RELATED_MAX, SIDEBAR_LATEST } from '../../shared/constants';
import { cardsOf, cardsStatement, postWithRelated, tagsOf, tagsStatement } from '../content/posts';
import { pagination } from '../content/rows';
import { notFound } from './params';
import { categoryPage, inLocale } from './post-lists';

const grouped: ContentHandler<'/api/news'> = async (c) => {
  const db = c.env.DB;
  // 'latest' is virtual: every news post, newest first.
  const [tagRows, ...results] = await db.batch<Record<string, unknown>>([
    tagsStatement(db, 'news'),
    ...NEWS_GROUPS.map((g) =>
      cardsStatement(db, { kind: 'news', tag: g === 'latest' ? null : g, lang: null, limit: GROUP_ITEMS }),
    ),
  ]);
  const data = Object.fromEntries(NEWS_GROUPS.map((g, i) => [g, cardsOf(results[i])])) as Record<
    NewsGroup,
    ArticleCard[]
  >;
  return c.json<NewsGroupedResponse>({
    data,
    featured: data.featured.slice(0, FEATURED_SIDEBAR),
    meta: { latest: data.latest.slice(0, SIDEBAR_LATEST), tags: tagsOf(tagRows), pagination: pagination(1, 1, 1) },
  });
};

const post: ContentHandler<'/api/news/post/:slug'> = async (c) => {
  const found = await postWithRelated(c.env.DB, 'news', c.req.param('slug'), SIDEBAR_LATEST, RELATED_MAX);
  return found ? c.json<PostResponse>(found) : notFound(c, 'No news post with that slug');
};

async function tagList(c: Context<AppEnv>, tag: string, lang: Lang | null) {
  const page = await categoryPage(c, 'news', tag, lang, { tag: 'featured', limit: FEATURED_SIDEBAR });
  if (page instanceof Response) return page;
  // A named category that does not exist was answered 404 above, so the tag is there.
  if (!page.tag) return notFound(c, 'No news category with that slug');
  return c.json<NewsListResponse>({
    data: page.items,
    featured: page.extra,
    meta: { latest: page.latest, tags: page.tags, tag: page.tag, pagination: page.pagination },
  });
}

/** One category: the locale segment, when sent, keeps posts in that language. */
const tagged: ContentHandler<'/api/news/:tag/:locale?'> = (c) =>
  inLocale(c, c.req.param('locale'), (lang) => tagList(c, c.req.param('tag'), lang));

export const newsRoutes = {
  '/api/news': grouped,
  '/api/news/post/:slug': post,
  '/api/news/:tag/:locale?': tagged,
} satisfies Partial<ContentRoutes>;
