/**
 * The originals' saved scroll item (spec doc 2 §2: "Originals search results can set or clear an
 * item to scroll to"; doc 1 §2: "A click inside the shell while on /originals clears a saved
 * scroll item"). A link asks for an item with a `?item={id}` query (a search hit names its series
 * page and item), which survives a reload and a shared link. The page that reads it saves it for
 * the tab (sessionStorage), so the originals lists remember which item to scroll to, when the
 * visitor goes on to /originals or comes back, until a click inside the shell on /originals.
 */
import { splitLanguage } from '../../../shared/routing/lang-path';

const KEY = 'originals:scrollItem';

/** Which item to scroll to: the page's `?item=` first, then the saved one; only a numeric id counts. Pure. */
export function scrollTarget(search: string, saved: string | null = null): string | null {
  const id = (new URLSearchParams(search).get('item') ?? saved ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}

/** Whether a click on this address clears the saved item: /originals, in either language. Pure. */
export const clearsScrollItem = (pathname: string): boolean =>
  splitLanguage(pathname).path.replace(/\/$/, '') === '/originals';

/** The element id of an item on the originals pages. */
export const itemAnchor = (id: number | string): string => `originals-item-${id}`;

// Storage may be off (privacy settings): the ?item= query still works, nothing is remembered.
export function savedScrollItem(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveScrollItem(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    /* not remembered */
  }
}

export function clearScrollItem(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing saved */
  }
}
