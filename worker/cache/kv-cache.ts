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
 * `judge` for when a 404 may replace a good copy, and why a 404 of an address that never had
 * content is kept in the isolate only, never in KV).
 * An HTML maintenance page, truncated JSON, text/plain junk or a 5xx is an upstream failure: it
 * is logged with the route and never overwrites the last good copy.
 *
 * Freshness lives in the stored value (`storedAt`), because KV's own expiry has a 60 s floor and
 * is used only to drop copies too old even for stale-if-error.
 *
 * The read-through logic itself (`readThrough`) takes a `KeepPolicy`: what is worth keeping, for
 * how long, whether a copy past its time may be served before the source is asked again, and
 * what is kept in this isolate only. The contract's is in contract-cache.ts; the page cache
 * (page-cache.ts) has its own.
 *
 * A policy may also name a memory time (`memoryMs`): a copy read from KV (or just made) is then
 * held in this isolate for that long (isolate-memory.ts), so a hot key costs no KV read (which
 * costs more than the rest of a HIT). The pages use it; a page render's own contract reads have
 * their whole answers kept by contract-memo.ts, which shares this memory's purge step. Both purges
 * forget what they drop there (`forgetRemembered`); other isolates see a purge within their memory
 * time.
 */
import { forgetHere, forgetRemembered, hold, keepHere, keptHere, memoryGeneration, recall } from './isolate-memory';
import { cachePrefix } from './keys';

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
  /**
   * The copy worth keeping from a source answer (given the copy the caller holds), or why there
   * is none. `keep` may be `copy` itself: nothing new to store. `note` is logged as a warning.
   */
  judge(a: SourceAnswer, copy: A | null): { keep: A; note?: string } | { bad: string };
  /**
   * Whether this copy, once past its freshness, must not be served before the source is asked
   * again (it is served only if that call fails); otherwise a stale copy is served at once while
   * one background call refreshes it.
   */
  revalidateFirst?(a: A): boolean;
  /**
   * Whether a copy is kept in this isolate's memory only (isolate-memory.ts), never written to KV
   * (given the copy it replaces). Such a copy that contradicts the one in KV (another status)
   * deletes it, so other isolates do not serve it either.
   */
  onlyHere?(a: A, copy: A | null): boolean;
  /** KV metadata stored beside a copy (listed without reading values; page-cache.ts keeps its dependencies there). */
  metadata?(a: A): unknown;
  /** What the source is, for the log lines: 'content source', 'page render'. */
  what: string;
  /** Milliseconds a copy is also held in this isolate's memory (never past its freshness); none when absent. */
  memoryMs?: number;
}

export type CacheState = 'HIT' | 'MISS' | 'STALE';

/**
 * What one call to the source came to: an answer worth keeping, or why there is none (with what
 * it said, if it said anything).
 */
type Outcome<A> = { kept: A } | { failed: 'timeout' | 'error' | 'bad'; answer?: SourceAnswer };

/** What a read through the cache found: a copy to serve, or a failed call with no copy. */
export type Lookup<A> =
  | { state: CacheState; copy: A; ageSeconds: number }
  | { state: 'MISS'; failed: 'timeout' | 'error' | 'bad'; answer?: SourceAnswer };

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

async function store<A extends Kept>(kv: KVNamespace, key: string, a: A, p: KeepPolicy<A>): Promise<void> {
  const metadata = p.metadata?.(a);
  await kv.put(key, JSON.stringify(a), {
    expirationTtl: Math.max(60, p.keepSeconds(a)),
    ...(metadata === undefined ? {} : { metadata }),
  });
}

/** What a key names, for log lines: `api:/api/news` → `/api/news`. */
export const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * Keeps a judged copy: in KV, or in this isolate only when the policy says so, deleting a KV copy
 * it contradicts. Nothing to do when the verdict kept the caller's copy as it was.
 */
async function keep<A extends Kept>(
  kv: KVNamespace,
  key: string,
  kept: A,
  copy: A | null,
  copyInKv: boolean,
  p: KeepPolicy<A>,
): Promise<void> {
  if (kept === copy) return;
  if (!p.onlyHere?.(kept, copy)) return store(kv, key, kept, p);
  if (copyInKv && copy && copy.status !== kept.status) await kv.delete(key);
}

/**
 * Asks the source for `key` unless a call is already under way, judges the answer (against the
 * `copy` the caller holds, read from KV when `copyInKv`) and keeps a good one.
 */
function sourceCall<A extends Kept>(
  kv: KVNamespace,
  key: string,
  copy: { copy: A | null; inKv: boolean },
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
    const verdict = p.judge(a, copy.copy);
    if (!('keep' in verdict)) {
      console.error(`${p.what} gave a bad answer, not kept`, name, verdict.bad);
      return { failed: 'bad', answer: a };
    }
    if (verdict.note) console.warn(`${p.what}: ${verdict.note}`, name);
    const kept = verdict.keep;
    // In memory before the call ends, so a request right after it finds what was kept here.
    if (kept !== copy.copy) {
      if (p.onlyHere?.(kept, copy.copy)) keepHere(key, kept);
      else forgetHere(key);
    }
    return { kept };
  })();
  flights.set(key, call);
  // The flight ends once the answer is in KV, so a request right after it finds the copy.
  const done = call
    .then((outcome) => ('kept' in outcome ? keep(kv, key, outcome.kept, copy.copy, copy.inKv, p) : undefined))
    .catch((err: unknown) => console.error('cache write failed', name, String(err)))
    .finally(() => flights.delete(key));
  waitUntil(done);
  return call;
}

/** Holds a copy read at generation `started` for the policy's memory time, never past its freshness. */
function remember<A extends Kept>(key: string, copy: A, p: KeepPolicy<A>, started: number): void {
  // A copy kept here only is already in memory.
  if (!p.memoryMs || keptHere(key) === copy) return;
  hold(key, copy, Math.min(Date.now() + p.memoryMs, copy.storedAt + p.freshSeconds(copy) * 1000), started);
}

const ageOf = (copy: Kept) => (Date.now() - copy.storedAt) / 1000;

/**
 * Reads `key` through the cache: a fresh copy (HIT: held in memory, kept here only, or in KV); a
 * stale copy at once while one background call refreshes it (STALE), unless the policy wants the
 * source asked first for it (then the source's answer, MISS, or the copy if the call fails,
 * STALE); else one source call per key, kept when the policy judges it good (MISS). A failed call
 * leaves any copy in place (stale-if-error).
 */
export async function readThrough<A extends Kept>(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Lookup<A>> {
  // Copies in memory were made under this key's policy, so they have the policy's type.
  const hot = p.memoryMs ? (recall(key) as A | null) : null;
  if (hot) return { state: 'HIT', copy: hot, ageSeconds: ageOf(hot) };
  const mine = keptHere(key) as A | null;
  if (mine && ageOf(mine) < p.freshSeconds(mine)) return { state: 'HIT', copy: mine, ageSeconds: ageOf(mine) };
  const started = memoryGeneration();
  const stored = await kv.get<A>(key, 'json').catch(() => null);
  const copy = stored ?? mine;
  if (!copy) {
    const outcome = await sourceCall(kv, key, { copy: null, inKv: false }, source, p, waitUntil);
    if (!('kept' in outcome)) return { state: 'MISS', ...outcome };
    remember(key, outcome.kept, p, started);
    return { state: 'MISS', copy: outcome.kept, ageSeconds: 0 };
  }
  const ageSeconds = ageOf(copy);
  if (ageSeconds < p.freshSeconds(copy)) {
    remember(key, copy, p, started);
    return { state: 'HIT', copy, ageSeconds };
  }
  const call = sourceCall(kv, key, { copy, inKv: stored !== null }, source, p, waitUntil);
  if (!p.revalidateFirst?.(copy)) return { state: 'STALE', copy, ageSeconds };
  const outcome = await call;
  if (!('kept' in outcome)) return { state: 'STALE', copy, ageSeconds };
  // The copy itself, kept (a first 404 only marks it): still the stale copy.
  if (outcome.kept.storedAt === copy.storedAt) return { state: 'STALE', copy: outcome.kept, ageSeconds };
  remember(key, outcome.kept, p, started);
  return { state: 'MISS', copy: outcome.kept, ageSeconds: 0 };
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
