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
import { isSharedPath } from './lang-path';
import { type Params, pathMatcher, plainNumbers } from './match';
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
  const match = pathMatcher(pathname);
  for (const route of routes) {
    const params = match(route.pattern);
    if (params) return { route, params };
  }
  return null;
}

/**
 * The address of a page whose numbers are padded (`/news/bc/007?x` → `/news/bc/7?x`: the path
 * in the table's form, the query kept), or null when `url` names no route or is already plain.
 */
export function plainAddress<R extends RouteDef>(routes: readonly R[], url: URL): string | null {
  return plainOf(matchRoute(routes, url.pathname), url);
}

function plainOf(match: RouteMatch<RouteDef> | null, url: URL): string | null {
  const plain = match && plainNumbers(match.route.pattern, url.pathname);
  return plain ? plain + url.search + url.hash : null;
}

/**
 * `/news/?x` → `/news?x`: a page's address has no trailing slash (issue 27); null when it has
 * none, or when it names a file (`/sitemap.xml/` names nothing: a 404, as the worker answers).
 */
function slashless(url: URL): string | null {
  const { pathname } = url;
  const trimmed = pathname.slice(0, -1);
  const moved = pathname.length > 1 && pathname.endsWith('/') && !isSharedPath(trimmed);
  return moved ? trimmed + url.search + url.hash : null;
}

/**
 * A route's own page at `url`: its loader's page, or a redirect; null when no route has a page
 * there (none matches, or its loader found no content). Nothing is read when no route matches,
 * so a caller that needs no not-found page (the share card) reads the contract only for a path
 * of the table.
 */
export async function findPage<R extends RouteDef>(
  routes: readonly R[],
  api: Api,
  url: URL,
  lang: Lang,
  settings: SettingsOf,
): Promise<{ redirect: string } | { page: PageOf<R> } | null> {
  const match = matchRoute(routes, url.pathname);
  if (!match) return null;
  const moved = match.route.redirect?.(match.params);
  if (moved) return { redirect: moved + url.search };
  // The worker answers these before its caches (worker/middleware/one-spelling.ts); here for the
  // browser's router, which follows a link to a padded number or a trailing slash the same way.
  const plain = plainOf(match, url) ?? slashless(url);
  if (plain) return { redirect: plain };
  const { route, params } = match;
  const loaded = await route.load({ api, params, lang, url, settings });
  if (loaded.status === 404) return null;
  const page: PageState<R['id'], unknown> = {
    routeId: route.id,
    url: url.pathname + url.search,
    params,
    status: 200,
    head: loaded.head,
    data: loaded.data,
  };
  // The route and its loader's data come from the same table entry, so this page is that
  // entry's PageOf; TypeScript cannot correlate the two through the union of routes.
  return { page: page as PageOf<R> };
}

/** Runs the matching route's loader for `url` and returns the page state (or a redirect, or the not-found page). */
export async function resolvePage<R extends RouteDef>(
  routes: readonly R[],
  api: Api,
  url: URL,
  lang: Lang,
  settings: SettingsOf,
): Promise<Resolved<R>> {
  const found = await findPage(routes, api, url, lang, settings);
  return found ?? { page: await notFoundPage(api, url, lang) };
}

/** The not-found page for `url` (an address with no page, or a page with no Shahmukhi reading). */
export async function notFoundPage(api: Api, url: URL, lang: Lang): Promise<NotFoundPage> {
  const nf = await loadNotFound(api, lang);
  const href = url.pathname + url.search;
  return { routeId: NOT_FOUND_ID, url: href, params: {}, status: 404, head: nf.head, data: nf.data };
}
