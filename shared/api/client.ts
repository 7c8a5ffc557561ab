/**
 * The typed client of the /api contract used by every loader. The worker builds it over an
 * in-process call to its own Hono app (no network hop, same KV cache); the browser over fetch
 * with the client cache of spec §4.
 */

/** A non-2xx answer of the contract; loaders turn a 404 into the 404 page. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'ApiError';
  }
}

export interface Api {
  /** GET a contract path ('/api/news/bc?page=2') as JSON; throws ApiError on a non-2xx answer. */
  get<T>(path: string): Promise<T>;
}

/** An Api over any function that answers a contract path with a Response. */
export function createApi(fetcher: (path: string) => Promise<Response>): Api {
  return {
    async get<T>(path: string): Promise<T> {
      const res = await fetcher(path);
      if (!res.ok) throw new ApiError(res.status, path);
      return (await res.json()) as T;
    },
  };
}

/** True when `err` is the contract saying "no such thing". */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

/** GET that reads a 404 as null ("none"), for next-episode and next-featured. */
export async function getOrNull<T>(api: Api, path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
