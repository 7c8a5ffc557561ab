/**
 * The originals item to scroll to (spec doc 2 §2: "Originals search results can set or clear an
 * item to scroll to"): a link sets it with a `?item={id}` query, which survives a reload and a
 * shared link, and the series page clears it once the item is in view.
 */

/** Which item to scroll to, from the page's query; only a numeric id counts. Pure, for tests. */
export function scrollTarget(search: string): string | null {
  const id = (new URLSearchParams(search).get('item') ?? '').trim();
  return /^\d+$/.test(id) ? id : null;
}

/** The element id of an item on the series page. */
export const itemAnchor = (id: number | string): string => `originals-item-${id}`;
