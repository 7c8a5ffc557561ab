/**
 * GET /api/entertainments[/{tag|all}[/{en_us|pa}]]?page= and /api/entertainments/post/{slug}
 * (spec doc 1 §7). Without a tag: the sections of the entertainment grid plus meta.latest and
 * meta.title (what the home page reads). 'all' pages through every entertainment post.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { ContentHandler, ContentRoutes } from './content-routes';
import type {
  ArticleCard,
  EntertainmentGroupedResponse,
  EntertainmentListResponse,
  PostResponse,
} from '../../shared/types/api';
import { ENTERTAINMENT_SECTIONS, type EntertainmentSection } from '../../shared/content-kinds';
import type { Lang } from '../../shared/types/content';
import { GROUP_ITEMS, RELATED_MAX, SIDEBAR_LATEST } from '../../shared/constants';
import { t } from '../../shared/i18n/translate';
import { cardsOf, cardsStatement, postWithRelated, tagsOf, tagsStatement } from '../content/posts';
import { pagination } from '../content/rows';
import { notFound } from './params';
import { categoryPage, inLocale } from './post-lists';

/** meta.title in both languages, as a CMS would send it: the interface's own name for the section. */
const TITLE = { title: t('en', 'entertainment.title'), titlePa: t('pa', 'entertainment.title') };

const grouped: ContentHandler<'/api/entertainments'> = async (c) => {
  const db = c.env.DB;
  const [tagRows, ...results] = await db.batch<Record<string, unknown>>([
    tagsStatement(db, 'entertainment'),
    ...ENTERTAINMENT_SECTIONS.map((s) =>
      cardsStatement(db, { kind: 'entertainment', tag: s, lang: null, limit: GROUP_ITEMS }),
    ),
    cardsStatement(db, { kind: 'entertainment', tag: null, lang: null, limit: SIDEBAR_LATEST }),
  ]);
  const data = Object.fromEntries(ENTERTAINMENT_SECTIONS.map((s, i) => [s, cardsOf(results[i])])) as Record<
    EntertainmentSection,
    ArticleCard[]
  >;
  return c.json<EntertainmentGroupedResponse>({
    data,
    meta: { latest: cardsOf(results.at(-1)), ...TITLE, tags: tagsOf(tagRows), pagination: pagination(1, 1, 1) },
  });
};

const post: ContentHandler<'/api/entertainments/post/:slug'> = async (c) => {
  const found = await postWithRelated(c.env.DB, 'entertainment', c.req.param('slug'), SIDEBAR_LATEST, RELATED_MAX);
  return found ? c.json<PostResponse>(found) : notFound(c, 'No entertainment post with that slug');
};

async function tagList(c: Context<AppEnv>, tag: string, lang: Lang | null) {
  const page = await categoryPage(c, 'entertainment', tag === 'all' ? null : tag, lang);
  if (page instanceof Response) return page;
  return c.json<EntertainmentListResponse>({
    data: page.items,
    meta: {
      latest: page.latest,
      ...TITLE,
      tags: page.tags,
      ...(page.tag ? { tag: page.tag } : {}),
      pagination: page.pagination,
    },
  });
}

/** One section ('all': every one): the locale segment, when sent, keeps posts in that language. */
const tagged: ContentHandler<'/api/entertainments/:tag/:locale?'> = (c) =>
  inLocale(c, c.req.param('locale'), (lang) => tagList(c, c.req.param('tag'), lang));

export const entertainmentsRoutes = {
  '/api/entertainments': grouped,
  '/api/entertainments/post/:slug': post,
  '/api/entertainments/:tag/:locale?': tagged,
} satisfies Partial<ContentRoutes>;
