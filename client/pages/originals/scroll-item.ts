/**
 * The originals item to scroll to (spec doc 2 §2: "Originals search results can set or clear an
 * item to scroll to"; doc 1: "a click inside the shell while on /originals clears a saved scroll
 * item"). Kept in sessionStorage so it survives the navigation from search to the series page,
 * and read from a `?item={id}` query as well. Browser only.
 */
const KEY = 'originals:scrollItem';

export function setScrollItem(id: number | string): void {
  try {
    sessionStorage.setItem(KEY, String(id));
  } catch {
    /* storage off: the ?item= query still works */
  }
}

export function clearScrollItem(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing saved */
  }
}

export function savedScrollItem(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Which item to scroll to: the query wins over the saved one. Pure, for tests. */
export function scrollTarget(search: string, saved: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('item');
  const id = (fromQuery ?? saved ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}

/** The element id of an item on the series page. */
export const itemAnchor = (id: number | string): string => `originals-item-${id}`;
