/**
 * The one route table, used by the worker (to render the first page) and by the browser (to
 * navigate): each entry is an id, a pattern, the loader (shared/loaders/) and the screen
 * (client/pages/) that renders the loader's data, checked against each other by type.
 * Order matters: the first match wins, and `/{path}` is the last fallback.
 *
 * Loaders are imported lazily (each module its own chunk), so the entry chunk carries none of them.
 *
 * The screens are named by client/app/screen-table.ts, the one part of the table the page needs
 * before it hydrates: this module (patterns, loaders, matching) loads with the first navigation.
 *
 * Adding a screen: write its loader and its screen file, then add its lazyLoader line and one entry
 * here, and its screen in screen-table.ts. Nothing else.
 */
import { APP_COMING_PATH } from '../../shared/constants';
import type { NotFoundPage } from '../../shared/page-state';
import { lazyLoader } from '../../shared/routing/lazy-loader';
import { NUMBER, type Params } from '../../shared/routing/match';
import { matchRoute, type PageOf } from '../../shared/routing/resolve';
import { route } from './screen';
import { SCREENS } from './screen-table';

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

export const ROUTES = [
  route({
    id: 'home',
    pattern: '/',
    load: loadHome,
    screen: SCREENS.home,
  }),
  route({ id: 'news-latest', pattern: '/news/latest', load: loadLatestNews, screen: SCREENS['news-latest'] }),
  route({ id: 'news-post', pattern: '/news/post/:slug', load: loadNewsArticle, screen: SCREENS['news-post'] }),
  route({ id: 'news', pattern: `/news/:tag?/:page${NUMBER}?`, load: loadNews, screen: SCREENS.news }),
  route({
    id: 'entertainment-post',
    pattern: '/entertainment/post/:slug',
    load: loadEntertainmentArticle,
    screen: SCREENS['entertainment-post'],
  }),
  route({
    id: 'entertainment',
    pattern: `/entertainment/:tag?/:page${NUMBER}?`,
    load: loadEntertainment,
    screen: SCREENS.entertainment,
  }),
  route({
    id: 'search',
    pattern: `/search/:text?/:page${NUMBER}?`,
    load: loadSearch,
    screen: SCREENS.search,
  }),
  route({
    id: 'contact',
    pattern: '/contact/:type?',
    load: loadContact,
    screen: SCREENS.contact,
  }),
  route({
    id: 'shows-episode',
    pattern: `/shows/view/:showId${NUMBER}/episode/:episodeId${NUMBER}`,
    load: loadEpisode,
    screen: SCREENS['shows-episode'],
  }),
  route({
    id: 'shows-view',
    pattern: `/shows/view/:slug/:page${NUMBER}?`,
    load: loadShow,
    screen: SCREENS['shows-view'],
  }),
  route({
    id: 'shows',
    pattern: '/shows/:type?',
    load: loadShows,
    screen: SCREENS.shows,
  }),
  route({
    id: 'radio',
    pattern: '/radio/:stream(fm|hd2)',
    load: loadRadio,
    screen: SCREENS.radio,
  }),
  route({
    id: 'host',
    pattern: '/hosts/view/:slug',
    load: loadHost,
    screen: SCREENS.host,
  }),
  route({
    id: 'hosts',
    pattern: `/hosts/:page${NUMBER}?`,
    load: loadHosts,
    screen: SCREENS.hosts,
  }),
  route({
    id: 'originals',
    pattern: '/originals',
    load: loadOriginals,
    screen: SCREENS.originals,
  }),
  route({
    id: 'originals-channel',
    pattern: '/originals/:channel(entertainment|news-room|lifestyle)',
    load: loadOriginalsChannel,
    screen: SCREENS['originals-channel'],
  }),
  route({
    id: 'originals-series',
    pattern: `/originals/:slug/:page${NUMBER}?`,
    load: loadOriginalsSeries,
    screen: SCREENS['originals-series'],
  }),
  route({
    id: 'featured-post',
    pattern: `/featured/post/:id${NUMBER}`,
    load: loadFeaturedPost,
    screen: SCREENS['featured-post'],
  }),
  route({
    id: 'featured',
    pattern: `/featured/:page${NUMBER}?`,
    load: loadFeatured,
    screen: SCREENS.featured,
  }),
  route({
    id: 'events',
    pattern: '/events',
    load: loadEvents,
    screen: SCREENS.events,
  }),
  route({
    id: 'app-coming',
    pattern: APP_COMING_PATH,
    load: loadAppComing,
    screen: SCREENS['app-coming'],
  }),
  route({
    id: 'pages-apps',
    pattern: '/pages/apps',
    load: loadPage,
    screen: SCREENS['pages-apps'],
    redirect: () => '/apps',
  }),
  route({ id: 'pages', pattern: '/pages/:path', load: loadPage, screen: SCREENS.pages, redirect: contentAddress }),
  route({ id: 'app', pattern: '/app/:path', load: loadAppPage, screen: SCREENS.app }),
  route({
    id: 'style-guide',
    pattern: '/:path(form|font|component)',
    load: loadStyleGuide,
    screen: SCREENS['style-guide'],
  }),
  route({ id: 'page', pattern: '/:path', load: loadPage, screen: SCREENS.page }),
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

/** The not-found page's screen, read from the route table's module by the budget scripts. */
export { NOT_FOUND_SCREEN } from './screen-table';

type AppRoute = (typeof ROUTES)[number];

/** Every page the app can show: each route's id paired with its own loader's data, or the 404. */
export type Page = PageOf<AppRoute> | NotFoundPage;
