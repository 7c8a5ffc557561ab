/**
 * The screens loaded so far, by route id: what the App renders a page with (client/app/screens.tsx).
 * In the first module graph without the table of every screen (client/app/screen-table.ts): the
 * first page's screen comes from the chunk the worker names (client/entry.tsx), later pages' from
 * the table, which the router's chunk brings (client/app/screen-chunks.ts loadScreen).
 */
import type { Page } from './routes';
import type { ScreenComponent } from './screen';

/** Module-level on purpose: code, shared by every request, never request data. */
const ready = new Map<string, ScreenComponent<never>>();

/** Keeps the screen a page id renders with, once its chunk is in. */
export function provideScreen(routeId: Page['routeId'], screen: ScreenComponent<never>): void {
  ready.set(routeId, screen);
}

/** Whether a page id's screen is in. */
export const isScreenReady = (routeId: Page['routeId']): boolean => ready.has(routeId);

/**
 * The screen of a page with the page's own data type, if its chunk is loaded. Each id is provided
 * with a screen for that id's data (the table's, checked by route(); the first page's, named by the
 * worker from the same table), so the lookup by id gives back the type the map lost; this is the
 * one place that pairing is read.
 */
export function readyScreen<P extends Page>(page: P): ScreenComponent<P['data']> | undefined {
  return ready.get(page.routeId) as ScreenComponent<P['data']> | undefined;
}
