/**
 * The one route table, used by the worker (to render the first page) and by the browser (to
 * navigate): each entry is an id, a pattern, the loader (shared/loaders/) and the screen
 * (client/pages/) that renders the loader's data, checked against each other by type.
 * Order matters: the first match wins, and `/{path}` is the last fallback.
 *
 * Loaders are imported lazily (each module its own chunk), so the entry chunk carries none of them.
 *
 * Adding a screen: write its loader and its screen file, then add its lazyLoader line and one entry
 * here. Nothing else.
 */
import { APP_COMING_PATH } from '../../shared/constants';
import type { NotFoundPage } from '../../shared/page-state';
import { lazyLoader } from '../../shared/routing/lazy-loader';
import { NUMBER, type Params } from '../../shared/routing/match';
import { matchRoute, type PageOf } from '../../shared/routing/resolve';
import { route, screen } from './screen';

// Each loader in its own chunk, imported by the first navigation that needs it (shared/routing/lazy-loader.ts).
const loadEntertainmentArticle = lazyLoader(() =>
  import('../../shared/loaders/article').then((m) => m.loadEntertainmentArticle),
);
const loadNewsArticle = lazyLoader(() => import('../../shared/loaders/article').then((m) => m.loadNewsArticle));
const loadContact = lazyLoader(() => import('../../shared/loaders/contact').then((m) => m.loadContact));
const loadEntertainment = lazyLoader(() =>
  import('../../shared/loaders/entertainment').then((m) => m.loadEntertainment),
);
const loadEvents = lazyLoader(() => import('../../shared/loaders/events').then((m) => m.loadEvents));
const loadFeatured = lazyLoader(() => import('../../shared/loaders/featured').then((m) => m.loadFeatured));
const loadFeaturedPost = lazyLoader(() => import('../../shared/loaders/featured').then((m) => m.loadFeaturedPost));
const loadHome = lazyLoader(() => import('../../shared/loaders/home').then((m) => m.loadHome));
const loadHost = lazyLoader(() => import('../../shared/loaders/hosts').then((m) => m.loadHost));
const loadHosts = lazyLoader(() => import('../../shared/loaders/hosts').then((m) => m.loadHosts));
const loadLatestNews = lazyLoader(() => import('../../shared/loaders/news').then((m) => m.loadLatestNews));
const loadNews = lazyLoader(() => import('../../shared/loaders/news').then((m) => m.loadNews));
const loadOriginals = lazyLoader(() => import('../../shared/loaders/originals').then((m) => m.loadOriginals));
const loadOriginalsChannel = lazyLoader(() =>
  import('../../shared/loaders/originals').then((m) => m.loadOriginalsChannel),
);
const loadOriginalsSeries = lazyLoader(() =>
  import('../../shared/loaders/originals').then((m) => m.loadOriginalsSeries),
);
const loadEpisode = lazyLoader(() => import('../../shared/loaders/episode').then((m) => m.loadEpisode));
const loadAppComing = lazyLoader(() => import('../../shared/loaders/app-coming').then((m) => m.loadAppComing));
const loadAppPage = lazyLoader(() => import('../../shared/loaders/page').then((m) => m.loadAppPage));
const loadPage = lazyLoader(() => import('../../shared/loaders/page').then((m) => m.loadPage));
const loadSearch = lazyLoader(() => import('../../shared/loaders/search').then((m) => m.loadSearch));
const loadShow = lazyLoader(() => import('../../shared/loaders/show').then((m) => m.loadShow));
const loadShows = lazyLoader(() => import('../../shared/loaders/shows').then((m) => m.loadShows));
const loadRadio = lazyLoader(() => import('../../shared/loaders/radio').then((m) => m.loadRadio));
const loadStyleGuide = lazyLoader(() => import('../../shared/loaders/style-guide').then((m) => m.loadStyleGuide));

// Screens that serve more than one route.
const article = screen('client/pages/article/ArticlePage.tsx', () =>
  import('../pages/article/ArticlePage').then((m) => m.ArticlePage),
);
const postList = screen('client/pages/post-list/PostListPage.tsx', () =>
  import('../pages/post-list/PostListPage').then((m) => m.PostListPage),
);
const content = screen('client/pages/content/ContentPage.tsx', () =>
  import('../pages/content/ContentPage').then((m) => m.ContentPage),
);

export const ROUTES = [
  route({
    id: 'home',
    pattern: '/',
    load: loadHome,
    screen: screen('client/pages/home/HomePage.tsx', () => import('../pages/home/HomePage').then((m) => m.HomePage)),
  }),
  route({ id: 'news-latest', pattern: '/news/latest', load: loadLatestNews, screen: postList }),
  route({ id: 'news-post', pattern: '/news/post/:slug', load: loadNewsArticle, screen: article }),
  route({ id: 'news', pattern: `/news/:tag?/:page${NUMBER}?`, load: loadNews, screen: postList }),
  route({
    id: 'entertainment-post',
    pattern: '/entertainment/post/:slug',
    load: loadEntertainmentArticle,
    screen: article,
  }),
  route({
    id: 'entertainment',
    pattern: `/entertainment/:tag?/:page${NUMBER}?`,
    load: loadEntertainment,
    screen: postList,
  }),
  route({
    id: 'search',
    pattern: `/search/:text?/:page${NUMBER}?`,
    load: loadSearch,
    screen: screen('client/pages/search/SearchPage.tsx', () =>
      import('../pages/search/SearchPage').then((m) => m.SearchPage),
    ),
  }),
  route({
    id: 'contact',
    pattern: '/contact/:type?',
    load: loadContact,
    screen: screen('client/pages/contact/ContactPage.tsx', () =>
      import('../pages/contact/ContactPage').then((m) => m.ContactPage),
    ),
  }),
  route({
    id: 'shows-episode',
    pattern: `/shows/view/:showId${NUMBER}/episode/:episodeId${NUMBER}`,
    load: loadEpisode,
    screen: screen('client/pages/episode/EpisodePage.tsx', () =>
      import('../pages/episode/EpisodePage').then((m) => m.EpisodePage),
    ),
  }),
  route({
    id: 'shows-view',
    pattern: `/shows/view/:slug/:page${NUMBER}?`,
    load: loadShow,
    screen: screen('client/pages/show/ShowPage.tsx', () => import('../pages/show/ShowPage').then((m) => m.ShowPage)),
  }),
  route({
    id: 'shows',
    pattern: '/shows/:type?',
    load: loadShows,
    screen: screen('client/pages/shows/ShowsPage.tsx', () =>
      import('../pages/shows/ShowsPage').then((m) => m.ShowsPage),
    ),
  }),
  route({
    id: 'radio',
    pattern: '/radio/:stream(fm|hd2)',
    load: loadRadio,
    screen: screen('client/pages/radio/RadioPage.tsx', () =>
      import('../pages/radio/RadioPage').then((m) => m.RadioPage),
    ),
  }),
  route({
    id: 'host',
    pattern: '/hosts/view/:slug',
    load: loadHost,
    screen: screen('client/pages/hosts/HostPage.tsx', () => import('../pages/hosts/HostPage').then((m) => m.HostPage)),
  }),
  route({
    id: 'hosts',
    pattern: `/hosts/:page${NUMBER}?`,
    load: loadHosts,
    screen: screen('client/pages/hosts/HostsPage.tsx', () =>
      import('../pages/hosts/HostsPage').then((m) => m.HostsPage),
    ),
  }),
  route({
    id: 'originals',
    pattern: '/originals',
    load: loadOriginals,
    screen: screen('client/pages/originals/OriginalsPage.tsx', () =>
      import('../pages/originals/OriginalsPage').then((m) => m.OriginalsPage),
    ),
  }),
  route({
    id: 'originals-channel',
    pattern: '/originals/:channel(entertainment|news-room|lifestyle)',
    load: loadOriginalsChannel,
    screen: screen('client/pages/originals/OriginalsChannelPage.tsx', () =>
      import('../pages/originals/OriginalsChannelPage').then((m) => m.OriginalsChannelPage),
    ),
  }),
  route({
    id: 'originals-series',
    pattern: `/originals/:slug/:page${NUMBER}?`,
    load: loadOriginalsSeries,
    screen: screen('client/pages/originals/OriginalsSeriesPage.tsx', () =>
      import('../pages/originals/OriginalsSeriesPage').then((m) => m.OriginalsSeriesPage),
    ),
  }),
  route({
    id: 'featured-post',
    pattern: `/featured/post/:id${NUMBER}`,
    load: loadFeaturedPost,
    screen: screen('client/pages/featured/FeaturedPostPage.tsx', () =>
      import('../pages/featured/FeaturedPostPage').then((m) => m.FeaturedPostPage),
    ),
  }),
  route({
    id: 'featured',
    pattern: `/featured/:page${NUMBER}?`,
    load: loadFeatured,
    screen: screen('client/pages/featured/FeaturedPage.tsx', () =>
      import('../pages/featured/FeaturedPage').then((m) => m.FeaturedPage),
    ),
  }),
  route({
    id: 'events',
    pattern: '/events',
    load: loadEvents,
    screen: screen('client/pages/events/EventsPage.tsx', () =>
      import('../pages/events/EventsPage').then((m) => m.EventsPage),
    ),
  }),
  route({
    id: 'app-coming',
    pattern: APP_COMING_PATH,
    load: loadAppComing,
    screen: screen('client/pages/app-coming/AppComingPage.tsx', () =>
      import('../pages/app-coming/AppComingPage').then((m) => m.AppComingPage),
    ),
  }),
  route({ id: 'pages-apps', pattern: '/pages/apps', load: loadPage, screen: content, redirect: () => '/apps' }),
  route({ id: 'pages', pattern: '/pages/:path', load: loadPage, screen: content, redirect: contentAddress }),
  route({ id: 'app', pattern: '/app/:path', load: loadAppPage, screen: content }),
  route({
    id: 'style-guide',
    pattern: '/:path(form|font|component)',
    load: loadStyleGuide,
    screen: screen('client/pages/style-guide/StyleGuidePage.tsx', () =>
      import('../pages/style-guide/StyleGuidePage').then((m) => m.StyleGuidePage),
    ),
  }),
  route({ id: 'page', pattern: '/:path', load: loadPage, screen: content }),
] as const;

/**
 * One address per page (issue 27): `/pages/{path}` is the content page `/{path}` too, so it
 * redirects there, unless `/{path}` is another route's (`/pages/news` is a CMS page the news list
 * hides). The segment is escaped again: a decoded `%2F` would make `//host`, another site.
 */
function contentAddress({ path }: Params): string | null {
  const plain = `/${encodeURIComponent(path ?? '')}`;
  return path && matchRoute(ROUTES, plain)?.route.id === 'page' ? plain : null;
}

/** The not-found page's screen (no table entry: it is what no match, or a loader's 404, renders). */
export const NOT_FOUND_SCREEN = screen('client/pages/not-found/NotFoundPage.tsx', () =>
  import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);

type AppRoute = (typeof ROUTES)[number];

/** Every page the app can show: each route's id paired with its own loader's data, or the 404. */
export type Page = PageOf<AppRoute> | NotFoundPage;
