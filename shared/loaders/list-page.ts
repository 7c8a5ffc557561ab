/**
 * A numbered page of a list (a news or entertainment tag, the hosts, a show's episodes, an
 * originals series, the featured stories), read only when it exists. The contract answers a
 * page past the last with an empty list (200), so reading `/news/bc/999999` would keep a copy of
 * that emptiness under a key of its own, one per number anyone asks for (issue 23). The first
 * page says how many there are; it is the page the list's own address reads, so it is usually
 * in the cache already.
 */
import { type Api, ApiError } from '../api/client';

/**
 * The answer for `page` of a list whose contract path is `pathOf(page)`, `lastOf` reading the
 * number of pages from the first page's answer. A page below 1 or past the last is a 404
 * (the not-found page), and its path is never read.
 */
export function readListPage<T>(
  api: Api,
  page: number,
  pathOf: (page: number) => string,
  lastOf: (first: T) => number,
): Promise<T> {
  return readPage(page, (n) => api.get<T>(pathOf(n)), lastOf, pathOf(page));
}

/**
 * The same rule for a list read some other way than one contract path (the search, which may ask
 * a hosted index): `read(n)` gives page n (1-based). Page 1 is always an answer, even an empty
 * one (its empty state); past the last page is a 404 whose page is never read.
 */
export async function readPage<T>(
  page: number,
  read: (page: number) => Promise<T>,
  lastOf: (first: T) => number,
  /** What the 404 names (a path, for the logs). */
  what = `page ${page}`,
): Promise<T> {
  if (page < 1) throw new ApiError(404, what);
  const first = await read(1);
  if (page === 1) return first;
  if (page > lastOf(first)) throw new ApiError(404, what);
  return read(page);
}
