/**
 * The full-screen search (spec doc 1 §2 "Search": "Full-screen search with a large text input, a
 * close button (goes back) and a submit button"), as the router sees it: the search route is an
 * overlay over the page the visitor was on, which stays mounted underneath (its scroll position,
 * its players) until the overlay closes. The overlay is one history entry: typing, Enter and its
 * page links replace it, so Back (the browser's, Escape or the close button) returns to the page
 * under it. Pure rules, for tests; the router and the search screen apply them.
 */

/** The route the overlay shows. */
export const OVERLAY_ROUTE = 'search';

/** What the router knows of a page here: its route. */
interface Routed {
  routeId: string;
}

/**
 * The page to keep under the overlay when `next` is shown: the page on screen when the overlay
 * opens over it, the same page while the overlay changes its text or page, none otherwise.
 */
export function pageUnder<P extends Routed>(next: P, current: P, under: P | null): P | null {
  if (next.routeId !== OVERLAY_ROUTE) return null;
  return current.routeId === OVERLAY_ROUTE ? under : current;
}

/**
 * Whether the overlay's history entry was opened over a page of this site, so closing it is
 * Back: set when a navigation adds it over another page, kept while it is replaced; a direct
 * visit (or a link from elsewhere) has none, and its close goes to the home page instead.
 */
export function opensOverPage(
  nextRoute: string,
  currentRoute: string,
  replace: boolean,
  currentBack: boolean,
): boolean {
  if (nextRoute !== OVERLAY_ROUTE) return false;
  return currentRoute === OVERLAY_ROUTE ? currentBack : !replace;
}

/** The flag as `history.state` carries it (the router writes `{ key, back }`). */
export function backOf(state: unknown): boolean {
  return !!state && typeof state === 'object' && 'back' in state && state.back === true;
}

/** Whether a link inside the overlay stays in it (another page of results): then it replaces the entry. */
export const staysInOverlay = (path: string): boolean => /^(?:\/pa)?\/search(?:\/|$)/.test(path);
