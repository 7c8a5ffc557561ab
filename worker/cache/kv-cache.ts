/**
 * KV read-through cache for GETs of the /api contract and for pages, in front of their source.
 * What to serve and what to keep is decided in policy.ts (pure, table-tested); this file and
 * source-call.ts carry it out:
 *
 *   memory (isolate-memory.ts) → KV → one source call per key at a time (source-call.ts)
 *
 * Only what a policy judges worth keeping is kept (the contract's in contract-cache.ts: a 200 of
 * JSON that passes the route's schema, or a 404; the pages' in page-cache.ts). An HTML
 * maintenance page, truncated JSON, text/plain junk or a 5xx is an upstream failure: it is logged
 * with the route and never overwrites the last good copy.
 *
 * A policy may name a memory time (`memoryMs`): a copy read from KV (or just made) is then held
 * in this isolate for that long (isolate-memory.ts), so a hot key costs no KV read (which costs
 * more than the rest of a HIT). The pages use it; a page render's own contract reads have their
 * whole answers kept by contract-memo.ts, which shares this memory's purge step. Both purges
 * forget what they drop there (`forgetRemembered`); every other isolate forgets its memory once it
 * learns the purge's generation (generations.ts), within generation-reader.ts MAX_AGE_MS.
 */
import { now } from './clock';
import type { Generations } from './generation-reader';
import { NO_GENERATIONS } from './generations';
import { forgetRemembered, hold, keptHere, memoryGeneration, recall } from './isolate-memory';
import { purgedSince } from './purge-state';
import { cachePrefix } from './keys';
import {
  afterAsk,
  afterAskFirst,
  ageOf,
  type KeepPolicy,
  type Kept,
  type Lookup,
  memoryUntil,
  readStep,
} from './policy';
import { sourceCall } from './source-call';

/** Holds a copy read at generation `started` for the policy's memory time, never past its freshness. */
function remember<A extends Kept>(key: string, copy: A, p: KeepPolicy<A>, started: number): void {
  // A copy kept here only is already in memory.
  if (keptHere(key) === copy) return;
  const until = memoryUntil(copy, now(), p);
  if (until !== null) hold(key, copy, until, started);
}

/**
 * Reads `key` through the cache: a copy held in memory, or a fresh copy kept here only, at once
 * (HIT); else the KV copy (or the one kept here) as policy.ts `readStep` says: served fresh (HIT),
 * served stale while one background call refreshes it (STALE), or served only when the source,
 * asked first, fails (else its answer, MISS); with no copy, one source call per key (MISS). A
 * failed call leaves any copy in place (stale-if-error).
 *
 * Every copy is judged by the purge state this isolate knows (`generations`, generation-reader.ts):
 * one made before a purge covering its paths is never served fresh, wherever it was read from
 * (KV in another location keeps the old copy for a minute or more); the source is asked first,
 * and the old copy is served only if that call fails (stale-if-error).
 */
export async function readThrough<A extends Kept>(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  waitUntil: (p: Promise<unknown>) => void,
  generations: Generations = NO_GENERATIONS,
): Promise<Lookup<A>> {
  const knowing = generations.current(waitUntil);
  // Copies in memory were made under this key's policy, so they have the policy's type.
  const hot = p.memoryMs ? (recall(key) as A | null) : null;
  const mine = keptHere(key) as A | null;
  const atHand = hot ?? (mine && readStep(mine, now(), p) === 'serve' ? mine : null);
  const started = memoryGeneration();
  // With no copy at hand, KV is read while the purge state is (a wait only when it is old).
  const reading = atHand ? null : kv.get<A>(key, 'json').catch(() => null);
  const known = await knowing;
  const purged = (c: A) => purgedSince(known, p.paths?.(c) ?? null, c.generation ?? 0);
  if (atHand && !purged(atHand)) return { state: 'HIT', copy: atHand, ageSeconds: ageOf(atHand, now()) };
  const stored = await (reading ?? kv.get<A>(key, 'json').catch(() => null));
  const copy = stored ?? mine;
  const at = now();
  const old = copy !== null && purged(copy);
  const step = readStep(copy, at, p, old);
  const seen = { state: known, generations };
  if (!copy || step === 'ask') {
    const found = afterAsk(await sourceCall(kv, key, { copy: null, inKv: false }, source, p, waitUntil, seen));
    if ('copy' in found) remember(key, found.copy, p, started);
    return found;
  }
  const ageSeconds = ageOf(copy, at);
  if (step === 'serve') {
    remember(key, copy, p, started);
    return { state: 'HIT', copy, ageSeconds };
  }
  const held = { copy, inKv: stored !== null, purged: old };
  const call = sourceCall(kv, key, held, source, p, waitUntil, seen);
  if (step === 'serve-stale') return { state: 'STALE', copy, ageSeconds };
  const found = afterAskFirst(copy, ageSeconds, await call);
  if (found.state === 'MISS' && 'copy' in found) remember(key, found.copy, p, started);
  return found;
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
