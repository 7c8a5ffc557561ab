/**
 * KV read-through cache for GETs of the /api contract, in front of either content source.
 *
 *   fresh copy            → HIT
 *   stale copy            → STALE at once, and one background refresh (waitUntil)
 *   no copy               → ask the source; store a 200 → MISS
 *   source errors/timeout → the stale copy stays (stale-if-error); without one, 502/504
 *
 * Freshness lives in the stored value (`storedAt`), because KV's own expiry has a 60 s floor and
 * is used only to drop copies too old even for stale-if-error.
 */

export interface CacheOptions {
  /** Seconds a copy counts as fresh. */
  ttlSeconds: number;
  /** Seconds a copy is kept at all (KV expirationTtl, at least 60). */
  keepSeconds: number;
  /** Milliseconds to wait for the source. */
  timeoutMs: number;
}

interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
  /** Epoch milliseconds when the source produced it. */
  storedAt: number;
}

type CacheState = 'HIT' | 'MISS' | 'STALE';

const CACHE_PREFIX = 'api:';

/** Query parameters that change an answer; any others are dropped so they cannot split the cache. */
const KEYED_PARAMS = ['page', 'pageToken'];

/** The request as the source sees it: the path plus only the keyed parameters, sorted. */
export function canonicalUrl(url: URL): URL {
  const out = new URL(url.pathname, url.origin);
  for (const name of KEYED_PARAMS) {
    const v = url.searchParams.get(name);
    if (v !== null) out.searchParams.set(name, v);
  }
  return out;
}

/** The KV key of a canonical URL: `api:/api/news/bc?page=2`. */
export const cacheKey = (url: URL): string => `${CACHE_PREFIX}${url.pathname}${url.search}`;

class SourceTimeout extends Error {
  constructor(ms: number) {
    super(`content source did not answer within ${ms} ms`);
    this.name = 'SourceTimeout';
  }
}

/** Runs `source` with a deadline; the timer never outlives the call. */
export async function withTimeout<T>(source: () => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      source(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SourceTimeout(ms)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refreshes under way in this isolate, by key. Module-level on purpose: it is shared by every
 * request the isolate serves, so a burst of requests for one stale key starts one refresh.
 * It holds promises only, never per-request data.
 */
const refreshing = new Map<string, Promise<void>>();

function answer(a: Pick<CachedAnswer, 'status' | 'body' | 'contentType'>, state: CacheState, ageSeconds = 0): Response {
  return new Response(a.body, {
    status: a.status,
    headers: {
      'content-type': a.contentType,
      'x-cache': state,
      age: String(Math.max(0, Math.floor(ageSeconds))),
      // Browsers and shared caches may reuse briefly; KV holds the authoritative copy.
      'cache-control': 'public, max-age=30',
    },
  });
}

async function readSource(
  source: () => Promise<Response>,
  o: CacheOptions,
): Promise<CachedAnswer & { response: Response }> {
  const response = await withTimeout(source, o.timeoutMs);
  const body = await withTimeout(() => response.text(), o.timeoutMs);
  return {
    response,
    status: response.status,
    body,
    storedAt: Date.now(),
    contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
  };
}

async function store(kv: KVNamespace, key: string, a: CachedAnswer, o: CacheOptions): Promise<void> {
  const value: CachedAnswer = { status: a.status, body: a.body, contentType: a.contentType, storedAt: a.storedAt };
  await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, o.keepSeconds) });
}

/** Fetches from the source and updates the copy; a 404 means the content is gone, so the copy goes too. */
async function refresh(kv: KVNamespace, key: string, source: () => Promise<Response>, o: CacheOptions): Promise<void> {
  try {
    const fresh = await readSource(source, o);
    if (fresh.status === 200) await store(kv, key, fresh, o);
    else if (fresh.status === 404) await kv.delete(key);
    else console.error('cache refresh: source answered', fresh.status, key);
  } catch (err) {
    console.error('cache refresh failed, keeping the stale copy', key, String(err));
  }
}

/**
 * Answers a GET through the cache. `source` produces the origin's Response for the canonical
 * request; `waitUntil` keeps a background refresh alive after the response is sent.
 */
export async function cachedGet(
  kv: KVNamespace,
  key: string,
  source: () => Promise<Response>,
  o: CacheOptions,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Response> {
  const copy = await kv.get<CachedAnswer>(key, 'json').catch(() => null);
  if (copy) {
    const age = (Date.now() - copy.storedAt) / 1000;
    if (age < o.ttlSeconds) return answer(copy, 'HIT', age);
    if (!refreshing.has(key)) {
      const run = refresh(kv, key, source, o).finally(() => refreshing.delete(key));
      refreshing.set(key, run);
      waitUntil(run);
    }
    return answer(copy, 'STALE', age);
  }
  try {
    const fresh = await readSource(source, o);
    if (fresh.status === 200) waitUntil(store(kv, key, fresh, o));
    return answer(fresh, 'MISS');
  } catch (err) {
    const timedOut = err instanceof SourceTimeout;
    console.error('content source failed with no cached copy', key, String(err));
    return new Response(
      JSON.stringify({
        error: timedOut ? 'The content service did not answer in time' : 'The content service is unavailable',
        status: timedOut ? 504 : 502,
      }),
      {
        status: timedOut ? 504 : 502,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-cache': 'MISS' },
      },
    );
  }
}

/** Deletes every cached answer whose path starts with `pathPrefix` ('/api/news'); returns how many. */
export async function purge(kv: KVNamespace, pathPrefix: string): Promise<number> {
  let cursor: string | undefined;
  let count = 0;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({
      prefix: `${CACHE_PREFIX}${pathPrefix}`,
      cursor,
    });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}
