/**
 * Each screen is its own chunk, so a page downloads the shell plus its own screen only. The
 * chunk of the current page is loaded before anything renders it: by the worker before the
 * server render, by client/entry.tsx before hydration, and by the router together with the
 * page's data. Rendering is then synchronous and hydration matches the server.
 */
import type { ComponentType } from 'react';
import type { PageState } from '../../shared/page-state';

// Every screen takes its own view-model; the route id decides which, so the props are typed at
// the one place that pairs them (the loaders and the screens agree through shared/loaders types).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<{ view: any }>;

export type ScreenKey =
  | 'home'
  | 'article'
  | 'post-list'
  | 'originals'
  | 'originals-channel'
  | 'originals-series'
  | 'search'
  | 'not-found'
  | 'style-guide'
  | 'plain';

/** Which screen shows a route. */
export function screenKey(routeId: PageState['routeId']): ScreenKey {
  switch (routeId) {
    case 'home':
    case 'not-found':
    case 'style-guide':
    case 'originals':
    case 'originals-channel':
    case 'originals-series':
    case 'search':
      return routeId;
    case 'news-post':
    case 'entertainment-post':
      return 'article';
    case 'news':
    case 'news-latest':
    case 'entertainment':
      return 'post-list';
    default:
      return 'plain';
  }
}

/** The source file of each screen: the worker finds its chunk and stylesheet in the build manifest. */
export const SCREEN_SOURCES: Record<ScreenKey, string> = {
  home: 'client/pages/home/HomePage.tsx',
  article: 'client/pages/article/ArticlePage.tsx',
  'post-list': 'client/pages/post-list/PostListPage.tsx',
  originals: 'client/pages/originals/OriginalsPage.tsx',
  'originals-channel': 'client/pages/originals/OriginalsChannelPage.tsx',
  'originals-series': 'client/pages/originals/OriginalsSeriesPage.tsx',
  search: 'client/pages/search/SearchPage.tsx',
  'not-found': 'client/pages/not-found/NotFoundPage.tsx',
  'style-guide': 'client/pages/style-guide/StyleGuidePage.tsx',
  plain: 'client/pages/plain/PlainPage.tsx',
};

// Literal import() calls, one per screen, so the bundler makes one chunk each (must match SCREEN_SOURCES).
const chunks: Record<ScreenKey, () => Promise<AnyScreen>> = {
  home: () => import('../pages/home/HomePage').then((m) => m.HomePage),
  article: () => import('../pages/article/ArticlePage').then((m) => m.ArticlePage),
  'post-list': () => import('../pages/post-list/PostListPage').then((m) => m.PostListPage),
  originals: () => import('../pages/originals/OriginalsPage').then((m) => m.OriginalsPage),
  'originals-channel': () => import('../pages/originals/OriginalsChannelPage').then((m) => m.OriginalsChannelPage),
  'originals-series': () => import('../pages/originals/OriginalsSeriesPage').then((m) => m.OriginalsSeriesPage),
  search: () => import('../pages/search/SearchPage').then((m) => m.SearchPage),
  'not-found': () => import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
  'style-guide': () => import('../pages/style-guide/StyleGuidePage').then((m) => m.StyleGuidePage),
  plain: () => import('../pages/plain/PlainPage').then((m) => m.PlainPage),
};

/** Loaded screen modules. Module-level on purpose: code, shared by every request, never request data. */
const ready = new Map<ScreenKey, AnyScreen>();

/** Loads the screen of a route (once). */
export async function loadScreen(routeId: PageState['routeId']): Promise<void> {
  const key = screenKey(routeId);
  if (!ready.has(key)) ready.set(key, await chunks[key]());
}

/** The screen of a route, if its chunk is loaded. */
export const readyScreen = (routeId: PageState['routeId']): AnyScreen | undefined => ready.get(screenKey(routeId));
