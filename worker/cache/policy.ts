/**
 * The read-through cache's decisions, pure: given a copy (its status, when it was made), the time
 * and a KeepPolicy's settings, what to serve and what to keep where. The storage that carries
 * them out (KV, the isolate's memory, one source call per key) is kv-cache.ts and source-call.ts.
 *
 *   no copy                      → ask the source and wait                    → MISS
 *   fresh copy                   → serve it                                   → HIT
 *   stale copy                   → serve it at once, one background refresh   → STALE
 *   stale, policy asks first     → ask the source, serve what it keeps        → MISS
 *   source fails, slow or bad    → the copy stays and is served (stale-if-error) → STALE;
 *                                  without one, the failure                  → MISS
 *
 * Freshness lives in the stored value (`storedAt`), because KV's own expiry has a 60 s floor and
 * is used only to drop copies too old even for stale-if-error.
 */

/** What one call to the source brought, read whole. */
export interface SourceAnswer {
  status: number;
  body: string;
  contentType: string;
  /** Epoch milliseconds when the source produced it. */
  storedAt: number;
  /** Every header of the source's answer (a page that is not kept is served with them). */
  headers: [string, string][];
  /**
   * The purge generation the isolate knew when the call began (purge-state.ts); a later purge
   * covering the copy's paths makes it purged. Absent (copies from before issue 26): 0.
   */
  generation?: number;
}

/** What a cache keeps: at least the status, the body, its type and when it was made. */
export type Kept = Omit<SourceAnswer, 'headers'>;

/**
 * How one kind of answer is judged and kept: the contract's answers in contract-cache.ts, pages
 * in page-cache.ts. The decisions below (fresh, stale with one refresh, stale-if-error) are the
 * same for both.
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
  /**
   * The `/api` paths a copy was made from, matched against purges (purge-state.ts): a contract
   * answer's own path, a page's reads. Absent: not known, so every purge covers the copy.
   */
  paths?(a: A): readonly string[];
  /** Whether an answer that differs from the copy it replaces is announced to every isolate (an edit). */
  announceChanges?: boolean;
}

export type CacheState = 'HIT' | 'MISS' | 'STALE';

/** Why a source call brought nothing worth keeping. */
type Failure = 'timeout' | 'error' | 'bad';

/** What one call to the source came to: an answer worth keeping, or why there is none (with what it said, if anything). */
export type Outcome<A> = { kept: A } | { failed: Failure; answer?: SourceAnswer };

/** What a read through the cache found: a copy to serve, or a failed call with no copy. */
export type Lookup<A> =
  | { state: CacheState; copy: A; ageSeconds: number }
  | { state: 'MISS'; failed: Failure; answer?: SourceAnswer };

/** Seconds since a copy was made, at `now` (epoch ms). */
export const ageOf = (copy: Kept, now: number): number => (now - copy.storedAt) / 1000;

/**
 * What a read does with the copy it found (in KV, else the one kept in this isolate only):
 * - `ask`: there is none; ask the source and wait.
 * - `ask-first` also when the copy was `purged` since it was made (purge-state.ts): never served
 *   as fresh, nor stale at once; only when the source fails (stale-if-error).
 * - `serve`: it is fresh.
 * - `serve-stale`: it is stale; serve it at once while one background call refreshes it.
 * - `ask-first`: it is stale and the policy wants the source asked before serving it again; it
 *   is served only when that call fails.
 */
export type ReadStep = 'ask' | 'serve' | 'serve-stale' | 'ask-first';

export function readStep<A extends Kept>(copy: A | null, now: number, p: KeepPolicy<A>, purged = false): ReadStep {
  if (!copy) return 'ask';
  if (purged) return 'ask-first';
  if (ageOf(copy, now) < p.freshSeconds(copy)) return 'serve';
  return p.revalidateFirst?.(copy) ? 'ask-first' : 'serve-stale';
}

/** The answer to a read that had no copy: what the source call kept, or its failure. */
export function afterAsk<A extends Kept>(outcome: Outcome<A>): Lookup<A> {
  if (!('kept' in outcome)) return { state: 'MISS', ...outcome };
  return { state: 'MISS', copy: outcome.kept, ageSeconds: 0 };
}

/**
 * The answer to a read that asked the source before serving its stale `copy` (`ask-first`): the
 * copy when the call failed (stale-if-error), or when what was kept is that copy (a first 404
 * only marks it); else the new answer.
 */
export function afterAskFirst<A extends Kept>(copy: A, ageSeconds: number, outcome: Outcome<A>): Lookup<A> {
  if (!('kept' in outcome)) return { state: 'STALE', copy, ageSeconds };
  if (outcome.kept.storedAt === copy.storedAt) return { state: 'STALE', copy: outcome.kept, ageSeconds };
  return { state: 'MISS', copy: outcome.kept, ageSeconds: 0 };
}

/**
 * Where a judged copy goes, given the copy the caller holds (and whether that one came from KV):
 * - `none`: the verdict kept the caller's copy as it was; nothing to store.
 * - `kv`: to KV (and any copy kept in this isolate only is dropped: the newer one is in KV).
 * - `here`: in this isolate only.
 * - `here-unlike-kv`: in this isolate only, and the KV copy it contradicts (another status) is
 *   deleted, so other isolates do not serve it either.
 */
export type Placement = 'none' | 'kv' | 'here' | 'here-unlike-kv';

export function placement<A extends Kept>(kept: A, copy: A | null, copyInKv: boolean, p: KeepPolicy<A>): Placement {
  if (kept === copy) return 'none';
  if (!p.onlyHere?.(kept, copy)) return 'kv';
  return copyInKv && copy && copy.status !== kept.status ? 'here-unlike-kv' : 'here';
}

/**
 * Until when (epoch ms) a copy read at `now` is also held in the isolate's memory: the policy's
 * memory time, never past the copy's freshness; null when the policy names no memory time.
 */
export function memoryUntil<A extends Kept>(copy: A, now: number, p: KeepPolicy<A>): number | null {
  if (!p.memoryMs) return null;
  return Math.min(now + p.memoryMs, copy.storedAt + p.freshSeconds(copy) * 1000);
}

/** KV's expirationTtl for a copy: the policy's keep time, and KV's floor of 60 seconds. */
export const kvTtl = <A extends Kept>(a: A, p: KeepPolicy<A>): number => Math.max(60, p.keepSeconds(a));
