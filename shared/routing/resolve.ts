/**
 * Resolves a URL against a route table: match the route, run its loader, and fall back to the
 * not-found page when nothing matches or the loader finds no content. Used by the worker for the
 * first render and by the browser for every later navigation, with the one table of
 * client/app/routes.ts.
 */
import type { Api } from '../api/client';
import { loadNotFound } from '../loaders/not-found';
import { NOT_FOUND_ID, type NotFoundPage, type PageState } from '../page-state';
import type { Lang } from '../types/content';
import { matchPath, type Params } from './match';
import type { RouteDef, SettingsOf } from './types';

/** The page state a route produces: its own id paired with its own loader's data. */
export type PageOf<R> = R extends RouteDef<infer Id, infer Data> ? PageState<Id, Data> : never;

export type Resolved<R extends RouteDef> = { redirect: string } | { page: PageOf<R> | NotFoundPage };

export interface RouteMatch<R extends RouteDef> {
  route: R;
  params: Params;
}

/** The first route of `routes` matching a path, or null (the 404 page). Order matters: first match wins. */
export function matchRoute<R extends RouteDef>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPath(route.pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Runs the matching route's loader for `url` and returns the page state (or a redirect). */
export async function resolvePage<R extends RouteDef>(
  routes: readonly R[],
  api: Api,
  url: URL,
  lang: Lang,
  settings: SettingsOf,
): Promise<Resolved<R>> {
  const match = matchRoute(routes, url.pathname);
  const href = url.pathname + url.search;
  if (match?.route.redirect) return { redirect: match.route.redirect(match.params) };
  if (match) {
    const loaded = await match.route.load({ api, params: match.params, lang, url, settings });
    if (loaded.status !== 404) {
      const { route, params } = match;
      const page: PageState<R['id'], unknown> = {
        routeId: route.id,
        url: href,
        params,
        status: 200,
        head: loaded.head,
        data: loaded.data,
      };
      // The route and its loader's data come from the same table entry, so this page is that
      // entry's PageOf; TypeScript cannot correlate the two through the union of routes.
      return { page: page as PageOf<R> };
    }
  }
  const nf = await loadNotFound(api, lang);
  return { page: { routeId: NOT_FOUND_ID, url: href, params: {}, status: 404, head: nf.head, data: nf.data } };
}
