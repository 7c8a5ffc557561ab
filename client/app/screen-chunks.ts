/**
 * The screen chunks of the route table, loaded once each and kept. The chunk of the current page
 * is loaded before anything renders it: by the worker before the server render, by
 * client/entry.tsx before hydration, and by the router together with the page's data, so
 * rendering stays synchronous and hydration matches the server.
 */
import { NOT_FOUND_ID } from '../../shared/page-state';
import type { Page } from './routes';
import type { LazyScreen, ScreenComponent } from './screen';
import { NOT_FOUND_SCREEN, SCREENS } from './screen-table';

// From the screen table, not the route table: the patterns and loaders load with the first navigation.
const byId = new Map<string, LazyScreen<never>>([
  ...Object.entries(SCREENS).map(([id, s]): [string, LazyScreen<never>] => [id, s]),
  [NOT_FOUND_ID, NOT_FOUND_SCREEN],
]);

/** The screen a page id renders with (every id of the table, and 'not-found'). */
export function screenOf(routeId: Page['routeId']): LazyScreen<never> {
  const found = byId.get(routeId);
  if (!found) throw new Error(`no screen for route ${routeId}`);
  return found;
}

/** Loaded screens by source. Module-level on purpose: code, shared by every request, never request data. */
const ready = new Map<string, ScreenComponent<never>>();

/** Loads the screen of a page (once). */
export async function loadScreen(routeId: Page['routeId']): Promise<void> {
  const { source, load } = screenOf(routeId);
  if (!ready.has(source)) ready.set(source, await load());
}

/**
 * The screen of a page with the page's own data type, if its chunk is loaded. The table pairs
 * each id with a screen for that id's data (checked by route()), so the lookup by id gives back
 * the type the map lost; this is the one place that pairing is read.
 */
export function readyScreen<P extends Page>(page: P): ScreenComponent<P['data']> | undefined {
  return ready.get(screenOf(page.routeId).source) as ScreenComponent<P['data']> | undefined;
}
