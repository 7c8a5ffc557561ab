/**
 * KV read-through cache for GETs of the /api contract, in front of either content source.
 *
 *   fresh copy            → HIT
 *   stale copy            → STALE at once, and one background refresh (waitUntil)
 *   no copy               → ask the source (one call per key at a time); keep a good answer → MISS
 *   source fails, is too slow or gives a bad answer → the stale copy stays (stale-if-error);
 *                           without one, 502/504
 *
 * Only two kinds of answer are kept: a 200 whose body is JSON that passes the validator (the
 * route's schema), and a 404 (the CMS saying "no such thing", remembered for a short time; see
 * `judge` for when a 404 may replace a good copy).
 * An HTML maintenance page, truncated JSON, text/plain junk or a 5xx is an upstream failure: it
 * is logged with the route and never overwrites the last good copy.
 *
 * Freshness lives in the stored value (`storedAt`), because KV's own expiry has a 60 s floor and
 * is used only to drop copies too old even for stale-if-error.
 */
import { cachePrefix } from './keys';

/** Says whether a parsed answer for a contract path ('/api/news/bc') has the route's shape. */
export type AnswerValidator = (path: string, data: unknown) => boolean;

/** The default validator: any JSON object (every contract answer is one). */
export const isJsonObject: AnswerValidator = (_path, data) =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

export interface CacheOptions {
  /** Seconds a copy counts as fresh. */
  ttlSeconds: number;
  /** Seconds a copy is kept at all (KV expirationTtl, at least 60). */
  keepSeconds: number;
  /** Milliseconds to wait for the source: headers and body under one budget. */
  timeoutMs: number;
  /** Seconds a 404 from the source counts as fresh (the source is not asked again meanwhile). */
  missSeconds: number;
  /** Checks a 200 answer's parsed body before it is kept. */
  validate: AnswerValidator;
}

interface CachedAnswer {
  /** 200 (content) or 404 (remembered "not found"). */
  status: number;
  body: string;
  contentType: string;
  /** Epoch milliseconds when the source produced it. */
  storedAt: number;
}

type CacheState = 'HIT' | 'MISS' | 'STALE';

/** What one call to the source came to: an answer worth keeping, or why there is none. */
type Outcome = { kept: CachedAnswer } | { failed: 'timeout' | 'error' | 'bad' };

/** The error of a failed call with no copy to serve; a bad answer in the spec's words (§8). */
const FAILURE_TEXT = {
  timeout: 'The content service did not answer in time',
  error: 'The content service is unavailable',
  bad: 'Bad response from server',
} as const;

/** A 404 is remembered for at most a day, so junk paths cannot fill KV for the full keep time. */
const MAX_MISS_KEEP_SECONDS = 86_400;

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
 * Source calls under way in this isolate, by key. Module-level on purpose: it is shared by every
 * request the isolate serves, so a burst of misses (or of stale hits) for one key makes one
 * source call and the others wait for it. It holds promises of answers, never request data.
 */
const flights = new Map<string, Promise<Outcome>>();

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

/** Reads the source's status and whole body under one budget; past it the call is aborted. */
async function readSource(source: (signal: AbortSignal) => Promise<Response>, ms: number): Promise<CachedAnswer> {
  const abort = new AbortController();
  try {
    return await withTimeout(async () => {
      const response = await source(abort.signal);
      return {
        status: response.status,
        body: await response.text(),
        storedAt: Date.now(),
        contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      };
    }, ms);
  } catch (err) {
    abort.abort(err);
    throw err;
  }
}

/** The 404 kept when the source's own 404 is not JSON, so the contract always answers JSON. */
const NOT_FOUND_BODY = JSON.stringify({ error: 'Not found', status: 404 });

const parses = (body: string): { data: unknown } | null => {
  try {
    return { data: JSON.parse(body) };
  } catch {
    return null;
  }
};

/**
 * The answer worth keeping, or why there is none. A 200 must be JSON that passes `validate`. A
 * 404 with a JSON body is the CMS saying the content is gone and replaces any copy (unpublished
 * or taken-down content must disappear; an outage never looks like that). A 404 that is not JSON
 * (a proxy's error page during a deploy, or a CMS that answers 404 in HTML) is ambiguous: with a
 * good copy it is a failure and the copy stays; with none it is kept as a plain JSON 404.
 */
function judge(
  a: CachedAnswer,
  path: string,
  o: CacheOptions,
  copy: CachedAnswer | null,
): { keep: CachedAnswer } | { bad: string } {
  const parsed = parses(a.body);
  if (a.status === 404) {
    if (parsed && isJsonObject(path, parsed.data)) return { keep: a };
    if (copy?.status === 200) return { bad: 'a 404 that is not JSON, while a good copy exists' };
    return { keep: { ...a, body: NOT_FOUND_BODY, contentType: 'application/json; charset=utf-8' } };
  }
  if (a.status !== 200) return { bad: `status ${a.status}` };
  if (!parsed) return { bad: `a body that is not JSON (${a.contentType})` };
  return o.validate(path, parsed.data) ? { keep: a } : { bad: 'JSON that does not match the route' };
}

const freshFor = (a: CachedAnswer, o: CacheOptions) => (a.status === 404 ? o.missSeconds : o.ttlSeconds);

async function store(kv: KVNamespace, key: string, a: CachedAnswer, o: CacheOptions): Promise<void> {
  const keep = a.status === 404 ? Math.min(o.keepSeconds, MAX_MISS_KEEP_SECONDS) : o.keepSeconds;
  await kv.put(key, JSON.stringify(a), { expirationTtl: Math.max(60, keep) });
}

/**
 * Asks the source for `key` unless a call is already under way, judges the answer (against the
 * `copy` the caller holds) and keeps a good one.
 */
function sourceCall(
  kv: KVNamespace,
  key: string,
  copy: CachedAnswer | null,
  source: (signal: AbortSignal) => Promise<Response>,
  o: CacheOptions,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Outcome> {
  const running = flights.get(key);
  if (running) return running;
  const path = key.slice(cachePrefix('').length);
  const call = (async (): Promise<Outcome> => {
    let a: CachedAnswer;
    try {
      a = await readSource(source, o.timeoutMs);
    } catch (err) {
      console.error('content source failed', path, String(err));
      return { failed: err instanceof SourceTimeout ? 'timeout' : 'error' };
    }
    const verdict = judge(a, path, o, copy);
    if ('keep' in verdict) return { kept: verdict.keep };
    console.error('content source gave a bad answer, not kept', path, verdict.bad);
    return { failed: 'bad' };
  })();
  flights.set(key, call);
  // The flight ends once the answer is in KV, so a request right after it finds the copy.
  const done = call
    .then((outcome) => ('kept' in outcome ? store(kv, key, outcome.kept, o) : undefined))
    .catch((err: unknown) => console.error('cache write failed', path, String(err)))
    .finally(() => flights.delete(key));
  waitUntil(done);
  return call;
}

/**
 * Answers a GET through the cache. `source` produces the origin's Response for the canonical
 * request (and should stop when its signal aborts); `waitUntil` keeps background work alive.
 */
export async function cachedGet(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  o: CacheOptions,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Response> {
  const copy = await kv.get<CachedAnswer>(key, 'json').catch(() => null);
  if (copy) {
    const age = (Date.now() - copy.storedAt) / 1000;
    if (age < freshFor(copy, o)) return answer(copy, 'HIT', age);
    void sourceCall(kv, key, copy, source, o, waitUntil);
    return answer(copy, 'STALE', age);
  }
  const outcome = await sourceCall(kv, key, null, source, o, waitUntil);
  if ('kept' in outcome) return answer(outcome.kept, 'MISS');
  const status = outcome.failed === 'timeout' ? 504 : 502;
  return new Response(JSON.stringify({ error: FAILURE_TEXT[outcome.failed], status }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-cache': 'MISS' },
  });
}

/** Deletes every cached answer whose path starts with `pathPrefix` ('/api/news'); returns how many. */
export async function purge(kv: KVNamespace, pathPrefix: string): Promise<number> {
  let cursor: string | undefined;
  let count = 0;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix: cachePrefix(pathPrefix), cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}
