/**
 * The contract client in the browser, with the data cache of spec §4: an answer is reused until
 * it is older than the cache time (ten minutes); a different slug, page or id is a different
 * path and so a different entry. Failed answers are not kept.
 */
import { createApi, type Api } from '../../shared/api/client';

/** The spec's cache time, "a constant named for ten": ten minutes. */
export const CACHE_TIME_MS = 10 * 60 * 1000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/** Builds a caching Api over `fetch`; `now` is injectable for tests. */
export function createBrowserApi(fetcher: typeof fetch = fetch, now = () => Date.now()): Api {
  const entries = new Map<string, Entry>();
  const network = createApi((path) => fetcher(path, { headers: { accept: 'application/json' } }));
  return {
    get<T>(path: string): Promise<T> {
      const hit = entries.get(path);
      if (hit && now() - hit.at < CACHE_TIME_MS) return hit.value as Promise<T>;
      const value = network.get<T>(path);
      entries.set(path, { at: now(), value });
      value.catch(() => entries.delete(path));
      return value;
    },
  };
}

let shared: Api | undefined;

/** The page's one caching client, made on first use (only ever in the browser). */
export const browserApi = (): Api => (shared ??= createBrowserApi());
