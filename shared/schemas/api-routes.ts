/**
 * The /api contract's GET routes, one entry each: the path pattern, its parameters, the query
 * parameters its cache key keeps, its two answer schemas and its call in proxied mode. From this
 * table come the content service's router (worker/api/embedded.ts), the cache key
 * (worker/cache/keys.ts), the answer checks (worker/api/answer-schemas.ts), the proxied mapping
 * (worker/content/cms-paths.ts), the typed paths of the loaders (shared/api/path.ts) and the
 * contract tests. The first pattern that matches a path wins, so specific patterns come first.
 * It sits with the schemas because it holds them; the browser reads its types only, through
 * shared/types/api-route.ts, so no schema reaches the client bundle.
 */
import type * as v from 'valibot';
import { type Params, pathMatcher } from '../routing/match';
import { eventsAnswer, featuredItem, featuredListAnswer, featuredPost } from './editorial';
import { homeAnswer } from './home';
import { airingAnswer, videosAnswer, weatherAnswer } from './media';
import { originalsAnswer, originalsSeriesAnswer } from './originals';
import { contactPage, legalInput, pageInput, pageNotFoundAnswer } from './pages';
import {
  entertainmentGroupedAnswer,
  entertainmentListAnswer,
  newsGroupedAnswer,
  newsListAnswer,
  postAnswer,
} from './posts';
import * as r from './received';
import { searchAnswer } from './search';
import { settingsAnswer } from './settings';
import { episode, host, hostsAnswer, showAnswer, showsAnswer } from './shows';
import { grouped, tagList } from '../api/cms-calls';
import type {
  AnyApiRoute,
  ApiPattern,
  ApiTable,
  CmsCall,
  CmsRequest,
  ContentPattern,
  MatchedParams,
} from '../types/api-route';

/** Checks each entry against its own pattern; `const` keeps the patterns and mappings literal. */
const table = <const T extends ApiTable<T>>(routes: T): T => routes;

const PAGE = { page: 'page' } as const;

/** A category list of posts, `/api/{list}/:tag/:locale?` with its page: news and entertainment alike. */
const categoryList = <R extends v.GenericSchema, C extends v.GenericSchema>(
  list: 'news' | 'entertainments',
  received: R,
  contract: C,
) =>
  ({
    params: { tag: 'slug', locale: 'locale' },
    query: PAGE,
    received,
    contract,
    cms: (q: CmsRequest<MatchedParams<'/api/news/:tag/:locale?'>>) => tagList(list, q),
  }) as const;

export const API_ROUTES = table({
  '/api/home': { received: r.homeReceived, contract: homeAnswer, cms: 'same' },
  // Not in the spec's tables: the worker's own (D1) in both modes.
  '/api/settings': { received: r.settingsReceived, contract: settingsAnswer, cms: 'worker' },
  '/api/news': { received: r.newsGroupedReceived, contract: newsGroupedAnswer, cms: grouped },
  '/api/news/post/:slug': { params: { slug: 'slug' }, received: r.postReceived, contract: postAnswer, cms: 'same' },
  '/api/news/:tag/:locale?': categoryList('news', r.newsListReceived, newsListAnswer),
  '/api/entertainments': {
    received: r.entertainmentGroupedReceived,
    contract: entertainmentGroupedAnswer,
    cms: grouped,
  },
  '/api/entertainments/post/:slug': {
    params: { slug: 'slug' },
    received: r.postReceived,
    contract: postAnswer,
    cms: 'same',
  },
  '/api/entertainments/:tag/:locale?': categoryList(
    'entertainments',
    r.entertainmentListReceived,
    entertainmentListAnswer,
  ),
  '/api/shows': { received: r.showsReceived, contract: showsAnswer, cms: 'same' },
  '/api/shows/episode/next/:id': { params: { id: 'id' }, received: r.episodeReceived, contract: episode, cms: 'same' },
  '/api/shows/episode/:id': { params: { id: 'id' }, received: r.episodeReceived, contract: episode, cms: 'same' },
  '/api/shows/:slug': {
    params: { slug: 'slug' },
    query: PAGE,
    received: r.showReceived,
    contract: showAnswer,
    cms: 'paged',
  },
  // The spec's hosts call has no page: the site's pages are cut from its one list (content/remote.ts).
  '/api/host': {
    query: PAGE,
    received: r.hostsReceived,
    contract: hostsAnswer,
    cms: ({ page }): CmsCall | null => (page ? { path: '/api/host', hostsPage: Number(page) } : null),
  },
  '/api/host/:slug': { params: { slug: 'slug' }, received: r.hostReceived, contract: host, cms: 'same' },
  '/api/featured': { query: PAGE, received: r.featuredListReceived, contract: featuredListAnswer, cms: 'paged' },
  '/api/featured/next/:id': { params: { id: 'id' }, received: r.featuredReceived, contract: featuredItem, cms: 'same' },
  '/api/featured/:id': { params: { id: 'id' }, received: r.featuredReceived, contract: featuredPost, cms: 'same' },
  '/api/events': { received: r.eventsReceived, contract: eventsAnswer, cms: 'same' },
  // The originals live on their own host (ORIGINALS_URL, else the CMS), without /api.
  '/api/connectOriginals': {
    received: r.originalsReceived,
    contract: originalsAnswer,
    cms: () => ({ path: '/connectOriginals', host: 'originals' }),
  },
  '/api/connectOriginals/:slug': {
    params: { slug: 'slug' },
    query: PAGE,
    received: r.originalsSeriesReceived,
    contract: originalsSeriesAnswer,
    cms: ({ path, page }) => (page ? { path: `${path.slice('/api'.length)}?page=${page}`, host: 'originals' } : null),
  },
  '/api/pages/:path': { params: { path: 'slug' }, received: r.pageReceived, contract: pageInput, cms: 'same' },
  '/api/legal/:path': { params: { path: 'slug' }, received: r.pageReceived, contract: legalInput, cms: 'same' },
  '/api/info/contact': { received: r.contactReceived, contract: contactPage, cms: 'same' },
  '/api/pageNotFound': { received: r.pageNotFoundReceived, contract: pageNotFoundAnswer, cms: 'same' },
  // The worker's own endpoints: what it builds is what it checks.
  '/api/search': {
    query: { q: 'text', page: 'page0' },
    received: r.searchReceived,
    contract: searchAnswer,
    cms: 'own',
  },
  '/api/airing': { received: airingAnswer, contract: airingAnswer, cms: 'own' },
  '/api/videos/:channel': {
    params: { channel: 'slug' },
    query: { pageToken: 'token' },
    received: videosAnswer,
    contract: videosAnswer,
    cms: 'own',
  },
  '/api/weather': { received: weatherAnswer, contract: weatherAnswer, cms: 'own' },
});

/** The patterns in the table's order (specific first). */
export const API_PATTERNS = Object.keys(API_ROUTES) as ApiPattern[];

/** Whether the embedded content service answers `pattern` (its entry is not one of the worker's own). */
const isContent = (pattern: ApiPattern): pattern is ContentPattern => API_ROUTES[pattern].cms !== 'own';

/** The content service's routes, in the table's order: the order its router registers them. */
export const CONTENT_PATTERNS: readonly ContentPattern[] = API_PATTERNS.filter(isContent);

/** Each route as the derived steps read it, in the table's order. */
export const API_ENTRIES: readonly { pattern: ApiPattern; route: AnyApiRoute }[] = API_PATTERNS.map((pattern) => ({
  pattern,
  route: API_ROUTES[pattern],
}));

/** A matched route: its pattern, its entry and the params read from the path. */
export interface ApiMatch {
  pattern: ApiPattern;
  route: AnyApiRoute;
  params: Params;
}

/** The route of a contract path ('/api/news/bc'; a query string is ignored), or null. */
export function matchApiRoute(pathname: string): ApiMatch | null {
  const match = pathMatcher(pathname.split('?')[0] ?? '');
  for (const { pattern, route } of API_ENTRIES) {
    const params = match(pattern);
    if (params) return { pattern, route, params };
  }
  return null;
}
