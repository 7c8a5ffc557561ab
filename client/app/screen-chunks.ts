/**
 * The screen chunks of the route table, loaded once each and kept. The chunk of the current page
 * is loaded before anything renders it: by the worker before the server render and by the router
 * together with the page's data, so rendering stays synchronous. The browser's first page takes its
 * screen from the chunk the worker names instead (client/entry.tsx): this module and the table come
 * with the router's chunk (client/app/prepare-page.ts).
 */
import { NOT_FOUND_ID } from '../../shared/page-state';
import type { Page } from './routes';
import type { LazyScreen } from './screen';
import { isScreenReady, provideScreen } from './screen-ready';
import { NOT_FOUND_SCREEN, SCREENS } from './screen-table';

// From the screen table, not the route table: the worker reads it before it resolves the route table.
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

/** Loads the screen of a page (once; ids that share a screen share its chunk, which loads once). */
export async function loadScreen(routeId: Page['routeId']): Promise<void> {
  if (!isScreenReady(routeId)) provideScreen(routeId, await screenOf(routeId).load());
}
