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
 *
 * The read-through logic itself (`readThrough`) takes a `KeepPolicy`: what is worth keeping and
 * for how long. The contract's is here; the page cache (page-cache.ts) has its own.
 *
 * A policy may also name a memory time (`memoryMs`): a copy read from KV (or just made) is then
 * held in this isolate for that long, so a hot key costs no KV read (which costs more than the
 * rest of a HIT). The pages use it; a page render's own contract reads have their whole answers
 * kept by contract-memo.ts, which shares this memory's purge step. Both purges
 * forget what they drop here (`forgetRemembered`); other isolates see a purge within their memory
 * time.
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
  /** Milliseconds a copy is also held in the isolate's memory (KeepPolicy.memoryMs); none when absent. */
  memoryMs?: number;
}

/** What one call to the source brought, read whole. */
export interface SourceAnswer {
  status: number;
  body: string;
  contentType: string;
  /** Epoch milliseconds when the source produced it. */
  storedAt: number;
  /** Every header of the source's answer (a page that is not kept is served with them). */
  headers: [string, string][];
}

/** What a cache keeps: at least the status, the body, its type and when it was made. */
export type Kept = Omit<SourceAnswer, 'headers'>;

/** A contract answer: 200 (content) or 404 (remembered "not found"). */
type CachedAnswer = Kept;

/**
 * How one kind of answer is judged and kept: the contract's answers here, pages in
 * page-cache.ts. The read-through logic (fresh, stale with one refresh, stale-if-error, one
 * source call per key) is the same for both.
 */
export interface KeepPolicy<A extends Kept> {
  /** Milliseconds to wait for the source: headers and body under one budget. */
  timeoutMs: number;
  /** Seconds a copy counts as fresh. */
  freshSeconds(a: A): number;
  /** Seconds a copy is kept at all (KV expirationTtl; 60 at least). */
  keepSeconds(a: A): number;
  /** The copy worth keeping from a source answer (given the copy the caller holds), or why there is none. */
  judge(a: SourceAnswer, copy: A | null): { keep: A } | { bad: string };
  /** KV metadata stored beside a copy (listed without reading values; page-cache.ts keeps its dependencies there). */
  metadata?(a: A): unknown;
  /** What the source is, for the log lines: 'content source', 'page render'. */
  what: string;
  /** Milliseconds a copy is also held in this isolate's memory (never past its freshness); none when absent. */
  memoryMs?: number;
}

type CacheState = 'HIT' | 'MISS' | 'STALE';

/**
 * What one call to the source came to: an answer worth keeping, or why there is none (with what
 * it said, if it said anything).
 */
type Outcome<A> = { kept: A } | { failed: 'timeout' | 'error' | 'bad'; answer?: SourceAnswer };

/** What a read through the cache found: a copy to serve, or a failed call with no copy. */
export type Lookup<A> =
  | { state: CacheState; copy: A; ageSeconds: number }
  | { state: 'MISS'; failed: 'timeout' | 'error' | 'bad'; answer?: SourceAnswer };

/** The error of a failed call with no copy to serve; a bad answer in the spec's words (§8). */
const FAILURE_TEXT = {
  timeout: 'The content service did not answer in time',
  error: 'The content service is unavailable',
  bad: 'Bad response from server',
} as const;

/** A 404 is remembered for at most a day, so junk paths cannot fill KV for the full keep time. */
export const MAX_MISS_KEEP_SECONDS = 86_400;

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
const flights = new Map<string, Promise<Outcome<Kept>>>();

function answer(a: CachedAnswer, state: CacheState, ageSeconds = 0): Response {
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

/** Reads the source's status, headers and whole body under one budget; past it the call is aborted. */
async function readSource(source: (signal: AbortSignal) => Promise<Response>, ms: number): Promise<SourceAnswer> {
  const abort = new AbortController();
  try {
    return await withTimeout(async () => {
      const response = await source(abort.signal);
      return {
        status: response.status,
        body: await response.text(),
        storedAt: Date.now(),
        contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
        headers: [...response.headers],
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
 * The contract answer worth keeping, or why there is none. A 200 must be JSON that passes
 * `validate`. A 404 with a JSON body is the CMS saying the content is gone and replaces any copy
 * (unpublished or taken-down content must disappear; an outage never looks like that). A 404 that
 * is not JSON (a proxy's error page during a deploy, or a CMS that answers 404 in HTML) is
 * ambiguous: with a good copy it is a failure and the copy stays; with none it is kept as a plain
 * JSON 404.
 */
function judge(
  source: SourceAnswer,
  path: string,
  o: CacheOptions,
  copy: CachedAnswer | null,
): { keep: CachedAnswer } | { bad: string } {
  const { headers: _, ...a } = source;
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

/** The contract's policy: 200s fresh for the TTL, 404s for the miss time and kept at most a day. */
function contractPolicy(path: string, o: CacheOptions): KeepPolicy<CachedAnswer> {
  return {
    timeoutMs: o.timeoutMs,
    freshSeconds: (a) => (a.status === 404 ? o.missSeconds : o.ttlSeconds),
    keepSeconds: (a) => (a.status === 404 ? Math.min(o.keepSeconds, MAX_MISS_KEEP_SECONDS) : o.keepSeconds),
    judge: (a, copy) => judge(a, path, o, copy),
    what: 'content source',
    memoryMs: o.memoryMs,
  };
}

async function store<A extends Kept>(kv: KVNamespace, key: string, a: A, p: KeepPolicy<A>): Promise<void> {
  const metadata = p.metadata?.(a);
  await kv.put(key, JSON.stringify(a), {
    expirationTtl: Math.max(60, p.keepSeconds(a)),
    ...(metadata === undefined ? {} : { metadata }),
  });
}

/** What a key names, for log lines: `api:/api/news` → `/api/news`. */
const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * Asks the source for `key` unless a call is already under way, judges the answer (against the
 * `copy` the caller holds) and keeps a good one.
 */
function sourceCall<A extends Kept>(
  kv: KVNamespace,
  key: string,
  copy: A | null,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Outcome<A>> {
  const running = flights.get(key) as Promise<Outcome<A>> | undefined;
  if (running) return running;
  const name = nameOf(key);
  const call = (async (): Promise<Outcome<A>> => {
    let a: SourceAnswer;
    try {
      a = await readSource(source, p.timeoutMs);
    } catch (err) {
      console.error(`${p.what} failed`, name, String(err));
      return { failed: err instanceof SourceTimeout ? 'timeout' : 'error' };
    }
    const verdict = p.judge(a, copy);
    if ('keep' in verdict) return { kept: verdict.keep };
    console.error(`${p.what} gave a bad answer, not kept`, name, verdict.bad);
    return { failed: 'bad', answer: a };
  })();
  flights.set(key, call);
  // The flight ends once the answer is in KV, so a request right after it finds the copy.
  const done = call
    .then((outcome) => ('kept' in outcome ? store(kv, key, outcome.kept, p) : undefined))
    .catch((err: unknown) => console.error('cache write failed', name, String(err)))
    .finally(() => flights.delete(key));
  waitUntil(done);
  return call;
}

/**
 * Copies this isolate read in the last few seconds, by key, for policies with a memory time.
 * Module-level on purpose, like `flights`: it holds finished public answers (the same for every
 * visitor), never request data. Keyed by the KV key alone: an isolate has one cache namespace.
 */
const memory = new Map<string, { copy: Kept; until: number }>();
/** At most this many copies; the oldest goes first (a Map iterates in insertion order). */
const MEMORY_ENTRIES = 64;
/** Bumped whenever keys are forgotten: a read that started before must not remember what it found. */
let generation = 0;

function remember<A extends Kept>(key: string, copy: A, p: KeepPolicy<A>, started: number): void {
  if (!p.memoryMs || started !== generation) return;
  const until = Math.min(Date.now() + p.memoryMs, copy.storedAt + p.freshSeconds(copy) * 1000);
  if (until <= Date.now()) return;
  memory.delete(key);
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
  memory.set(key, { copy, until });
}

function recalled(key: string): Kept | null {
  const hit = memory.get(key);
  if (hit && hit.until > Date.now()) return hit.copy;
  memory.delete(key);
  return null;
}

/**
 * Forgets this isolate's memory of every key starting with `keyPrefix` ('api:/api/news', 'page:'),
 * whether or not KV still lists it: the one purge step for memory, called by both purges (and by
 * tests that change a kept copy in KV behind the cache's back). Reads under way when it runs do
 * not remember what they found.
 */
export function forgetRemembered(keyPrefix: string): void {
  generation++;
  for (const key of memory.keys()) if (key.startsWith(keyPrefix)) memory.delete(key);
}

/**
 * The isolate memory's generation, bumped by every `forgetRemembered`: the other isolate copy
 * (contract-memo.ts, whole answers of in-process reads) keeps a copy only while it is unchanged,
 * so one purge step drops both.
 */
export const memoryGeneration = (): number => generation;

/**
 * Reads `key` through the cache: a fresh copy (HIT); a stale copy at once while one background
 * call refreshes it (STALE); else one source call per key, kept when the policy judges it good
 * (MISS). A failed call leaves any copy in place (stale-if-error).
 */
export async function readThrough<A extends Kept>(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Lookup<A>> {
  // A remembered copy was made under this key's policy, so it has the policy's type.
  const hot = p.memoryMs ? (recalled(key) as A | null) : null;
  if (hot) return { state: 'HIT', copy: hot, ageSeconds: (Date.now() - hot.storedAt) / 1000 };
  const started = generation;
  const copy = await kv.get<A>(key, 'json').catch(() => null);
  if (copy) {
    const ageSeconds = (Date.now() - copy.storedAt) / 1000;
    if (ageSeconds < p.freshSeconds(copy)) {
      remember(key, copy, p, started);
      return { state: 'HIT', copy, ageSeconds };
    }
    void sourceCall(kv, key, copy, source, p, waitUntil);
    return { state: 'STALE', copy, ageSeconds };
  }
  const outcome = await sourceCall(kv, key, null, source, p, waitUntil);
  if (!('kept' in outcome)) return { state: 'MISS', ...outcome };
  remember(key, outcome.kept, p, started);
  return { state: 'MISS', copy: outcome.kept, ageSeconds: 0 };
}

/**
 * Answers a GET of the contract through the cache. `source` produces the origin's Response for
 * the canonical request (and should stop when its signal aborts); `waitUntil` keeps background
 * work alive.
 */
export async function cachedGet(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  o: CacheOptions,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Response> {
  const found = await readThrough(kv, key, source, contractPolicy(nameOf(key), o), waitUntil);
  if ('copy' in found) return answer(found.copy, found.state, found.ageSeconds);
  const status = found.failed === 'timeout' ? 504 : 502;
  return new Response(JSON.stringify({ error: FAILURE_TEXT[found.failed], status }), {
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
  // After the deletes: a read that began while they ran does not remember what it found.
  forgetRemembered(cachePrefix(pathPrefix));
  return count;
}
