/**
 * The router's preloading (client/app/router.ts): everything a page needs before its first render.
 * Its own chunk, with the route table's patterns and loaders (client/app/routes.ts) and the
 * matching: a page hydrates without them, and the router loads this module with the first
 * navigation, or when the browser is idle after hydration.
 */
import type { Api } from '../../shared/api/client';
import type { AppState } from '../../shared/page-state';
import { matchRoute, resolvePage } from '../../shared/routing/resolve';
import type { Lang } from '../../shared/types/content';
import { loadIslands } from './island';
import { type Page, ROUTES } from './routes';
import { loadScreen, screenOf } from './screen-chunks';
import { loadStrings, ROUTER_STRINGS } from './strings-chunks';

/**
 * Preloading: everything the page at `plain` needs before it renders, once the shell's parts are
 * in, so its first render neither suspends nor pops parts in. The matched route's screen chunk
 * starts first and downloads while the language's strings load (for the loader; the other
 * language's for the toggle) and then while the loader's chunk and data come in. The strings come
 * before the loader, not beside it: loaders call t() as they build the head, some before any
 * fetch (the app-coming page fetches nothing), and t() throws for strings not yet loaded.
 */
export async function preparePage(
  plain: URL,
  lang: Lang,
  api: Api,
  settings: AppState<Page>['settings'],
): Promise<{ redirect: string } | { page: Page }> {
  const match = matchRoute(ROUTES, plain.pathname);
  // The strings of the matched screen and of the loaders (each screen's chunk carries the shell's),
  // then the loaders, while the screen's chunk downloads: one Promise.all awaits every download,
  // so offline, where both fail, neither is left an unhandled rejection.
  const strings = loadStrings(lang, [ROUTER_STRINGS, ...(match ? [screenOf(match.route.id).source] : [])]);
  const [resolved] = await Promise.all([
    strings.then(() => resolvePage(ROUTES, api, plain, lang, () => Promise.resolve(settings))),
    match ? loadScreen(match.route.id) : undefined,
  ]);
  // The page may be another screen's (a loader's not-found): its chunk and strings.
  if ('page' in resolved)
    await Promise.all([loadScreen(resolved.page.routeId), loadStrings(lang, [screenOf(resolved.page.routeId).source])]);
  // The new screen's own parts (a screen module registers them when it loads), so its first
  // render does not suspend and pop them in.
  await loadIslands();
  return resolved;
}
