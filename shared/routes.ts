/**
 * The one route table, used by the worker (to render the first page) and by the browser (to
 * navigate). It holds patterns, ids and loaders only; client/app/screens.tsx maps each id to its
 * screen component. Order matters: the first match wins, and `/{path}` is the last fallback.
 */
import { loadHome } from './loaders/home';
import { loadEntertainmentArticle, loadNewsArticle } from './loaders/article';
import { loadEntertainment } from './loaders/entertainment';
import { loadLatestNews, loadNews } from './loaders/news';
import { loadSearch } from './loaders/search';
import {
  loadAppPage,
  loadContact,
  loadEpisode,
  loadEvents,
  loadFeatured,
  loadFeaturedPost,
  loadHost,
  loadHosts,
  loadPage,
  loadShow,
  loadShows,
} from './loaders/plain';
import { loadOriginals, loadOriginalsChannel, loadOriginalsSeries } from './loaders/originals';
import { loadStyleGuide } from './loaders/style-guide';
import { matchPath, type Params } from './routing/match';
import type { Loader } from './routing/types';

export type RouteId =
  | 'home'
  | 'news-latest'
  | 'news-post'
  | 'news'
  | 'entertainment-post'
  | 'entertainment'
  | 'search'
  | 'contact'
  | 'shows-episode'
  | 'shows-view'
  | 'shows'
  | 'host'
  | 'hosts'
  | 'originals'
  | 'originals-channel'
  | 'originals-series'
  | 'featured-post'
  | 'featured'
  | 'events'
  | 'pages-apps'
  | 'pages'
  | 'app'
  | 'style-guide'
  | 'page';

export interface RouteDef {
  id: RouteId;
  pattern: string;
  load: Loader<unknown>;
  /** A permanent redirect instead of a page. */
  redirect?: (params: Params) => string;
}

const DIGITS = '(\\d+)';

export const ROUTES: RouteDef[] = [
  { id: 'home', pattern: '/', load: loadHome },
  { id: 'news-latest', pattern: '/news/latest', load: loadLatestNews },
  { id: 'news-post', pattern: '/news/post/:slug', load: loadNewsArticle },
  { id: 'news', pattern: `/news/:tag?/:page${DIGITS}?`, load: loadNews },
  { id: 'entertainment-post', pattern: '/entertainment/post/:slug', load: loadEntertainmentArticle },
  { id: 'entertainment', pattern: `/entertainment/:tag?/:page${DIGITS}?`, load: loadEntertainment },
  { id: 'search', pattern: `/search/:text?/:page${DIGITS}?`, load: loadSearch },
  { id: 'contact', pattern: '/contact/:type?', load: loadContact },
  { id: 'shows-episode', pattern: '/shows/view/:showId/episode/:episodeId', load: loadEpisode },
  { id: 'shows-view', pattern: `/shows/view/:slug/:page${DIGITS}?`, load: loadShow },
  { id: 'shows', pattern: '/shows/:type?', load: loadShows },
  { id: 'host', pattern: '/hosts/view/:slug', load: loadHost },
  { id: 'hosts', pattern: `/hosts/:page${DIGITS}?`, load: loadHosts },
  { id: 'originals', pattern: '/originals', load: loadOriginals },
  {
    id: 'originals-channel',
    pattern: '/originals/:channel(entertainment|news-room|lifestyle)',
    load: loadOriginalsChannel,
  },
  { id: 'originals-series', pattern: `/originals/:slug/:page${DIGITS}?`, load: loadOriginalsSeries },
  { id: 'featured-post', pattern: '/featured/post/:id', load: loadFeaturedPost },
  { id: 'featured', pattern: `/featured/:page${DIGITS}?`, load: loadFeatured },
  { id: 'events', pattern: '/events', load: loadEvents },
  { id: 'pages-apps', pattern: '/pages/apps', load: loadPage, redirect: () => '/apps' },
  { id: 'pages', pattern: '/pages/:path', load: loadPage },
  { id: 'app', pattern: '/app/:path', load: loadAppPage },
  { id: 'style-guide', pattern: '/:path(form|font|component)', load: loadStyleGuide },
  { id: 'page', pattern: '/:path', load: loadPage },
];

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

/** The first route matching a path, or null (the 404 page). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPath(route.pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}
