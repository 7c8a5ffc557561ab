/**
 * GET /api/home: the home page's sections in the configured order, each with its items resolved
 * now (newest news, upcoming events, ...), plus headers, 'Recently Aired', showEntertainment and
 * showPopup (spec doc 1 §2, §3). The configuration says which sections; the content says what's in them.
 */
import type { ContentHandler, ContentRoutes } from './content-routes';
import type { ArticleCard, HomeResponse, HomeSection, RecentlyAired } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import { HOME_EVENTS, HOME_NEWS, HOME_RECENTLY_AIRED } from '../../shared/constants';
import { documentOf } from '../content/documents';
import { careers, upcomingEvents } from '../content/editorial';
import { originalsByCategory } from '../content/originals';
import { cardsOf, cardsStatement } from '../content/posts';
import { allShows, recentEpisodes } from '../content/shows';
import { compact } from '../content/rows';
import { notFound } from './params';

type Handle = HomeSection['handle'];

/**
 * The news block's stories: the newest HOME_NEWS in English and the newest HOME_NEWS in Punjabi,
 * newest first. The answer serves both languages and each home page keeps the stories in its own
 * (shared/loaders/home.ts `inPageLanguage`), so each still has a full block to show.
 */
async function newestInEachLanguage(db: D1Database): Promise<ArticleCard[]> {
  const query = (lang: Lang) => cardsStatement(db, { kind: 'news', tag: null, lang, limit: HOME_NEWS });
  const [en, pa] = await db.batch<Record<string, unknown>>([query('en'), query('pa')]);
  const byId = new Map([...cardsOf(en), ...cardsOf(pa)].map((c) => [c.id, c]));
  return [...byId.values()].sort((a, b) => b.postDate.localeCompare(a.postDate) || b.id - a.id);
}

/** How each handle finds its items; banner items come from the configuration itself. */
const resolvers: Record<Handle, (db: D1Database, configured: unknown[]) => Promise<unknown[]>> = {
  news: (db) => newestInEachLanguage(db),
  connectOriginals: (db) => originalsByCategory(db, 6),
  events: async (db) => (await upcomingEvents(db, new Date(), HOME_EVENTS)).map(({ featured: _f, ...e }) => e),
  careers: (db) => careers(db),
  shows: (db) => allShows(db),
  banner: async (_db, configured) => configured,
};

const home: ContentHandler<'/api/home'> = async (c) => {
  const db = c.env.DB;
  const home = await documentOf(db, 'home');
  if (!home) return notFound(c, 'No home page configured');
  const [sections, aired] = await Promise.all([
    Promise.all(
      home.sections.map(
        async (s, i): Promise<HomeSection> =>
          compact({
            id: i + 1,
            handle: s.handle,
            title: s.title,
            titlePa: s.titlePa,
            type: s.type,
            items: await resolvers[s.handle](db, s.items ?? []),
          }),
      ),
    ),
    recentEpisodes(db, HOME_RECENTLY_AIRED),
  ]);
  const recentlyAired = aired.map(
    (e): RecentlyAired =>
      compact({
        id: e.id,
        slug: e.slug,
        title: e.title,
        titlePa: e.titlePa,
        description: e.description,
        descriptionPa: e.descriptionPa,
        showId: e.showId,
        showSlug: e.show.slug,
        showTitle: e.show.title,
        showTitlePa: e.show.titlePa,
        postDate: e.postDate,
      }),
  );
  return c.json<HomeResponse>({
    meta: { headers: home.headers, recentlyAired },
    sections,
    showEntertainment: home.showEntertainment,
    showPopup: home.showPopup,
  });
};

export const homeRoutes = {
  '/api/home': home,
} satisfies Partial<ContentRoutes>;
