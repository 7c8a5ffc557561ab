/**
 * Fresh contract answers kept in the isolate for a few seconds, as parsed JSON, for the in-process
 * reads of page renders (worker/index.ts, inProcessApi). A KV hit read in-process still cost a
 * Hono round trip through the contract, a KV read and the copy's JSON: about 1 ms of CPU per read,
 * two or three reads per page, the largest data cost of an uncached page. A kept copy is handed
 * out as the value itself, without a Response or a second parse (those were ~6 % of an uncached
 * home page's CPU, ARCHITECTURE.md).
 *
 * Only answers the KV cache called fresh (`x-cache: HIT`, a 200) are kept, so routes the cache
 * does not hold (search, now playing) are read every time as before. Renders share a kept value,
 * so it is frozen, all the way down: a loader that changed its data in place would change every
 * other render's, and instead it throws at once, in the tests. Like a policy's `memoryMs` in
 * isolate-memory.ts, a few seconds is well inside the KV copy's own freshness (CACHE_TTL_SECONDS) and
 * KV's propagation delay; it shares that memory's purge step: any `forgetRemembered` (both purges
 * call it, and every isolate on learning a new purge generation, generations.ts) moves the
 * generation on and every copy here is dropped. Keyed by the worker's `env`
 * object, so a configuration (a test's own vars) never sees another's.
 */

import { ApiError, contentOf } from '../../shared/api/client';
import { now as clockNow } from './clock';
import { memoryGeneration } from './isolate-memory';

/** How long a copy is used before the contract is read again. */
export const CONTRACT_MEMO_MS = 5000;
/** Copies kept per configuration at most; the oldest goes first. */
const CONTRACT_MEMO_ENTRIES = 200;

interface Copy {
  value: unknown;
  at: number;
  generation: number;
}

const memos = new WeakMap<object, Map<string, Copy>>();

/** Freezes a parsed JSON value and everything in it (JSON has no cycles). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The isolate's frozen copy of contract `url` for `env` while it is younger than CONTRACT_MEMO_MS
 * and no purge came since, else undefined (JSON has no undefined): read at once, with no promise.
 */
export function keptJson(env: object, url: string, now = clockNow()): unknown {
  const copy = memos.get(env)?.get(url);
  if (copy && copy.generation === memoryGeneration() && now - copy.at < CONTRACT_MEMO_MS) return copy.value;
  return undefined;
}

/**
 * The JSON of a GET of contract `url` (`path` as the caller named it, for errors) for `env`: the
 * isolate's frozen copy when it is younger than CONTRACT_MEMO_MS, else `read()`'s answer, kept
 * when the KV cache answered it fresh. No answer, an error status or unreadable JSON is an ApiError.
 */
export async function contractJson(
  env: object,
  url: string,
  path: string,
  read: () => Promise<Response>,
  now = clockNow(),
): Promise<unknown> {
  const held = keptJson(env, url, now);
  if (held !== undefined) return held;
  const copies = memos.get(env) ?? new Map<string, Copy>();
  const started = memoryGeneration();
  let res: Response;
  try {
    res = await read();
  } catch (cause) {
    // No answer at all: the client's own error for it (status 0), as over the network.
    throw new ApiError(0, path, { cause });
  }
  const fresh = res.status === 200 && res.headers.get('x-cache') === 'HIT';
  const value = await contentOf(res, path);
  if (!fresh) return value;
  const kept: Copy = { value: deepFreeze(value), at: now, generation: started };
  if (started === memoryGeneration()) {
    memos.set(env, copies);
    copies.delete(url);
    // A Map iterates in insertion order: the first key is the oldest copy.
    if (copies.size >= CONTRACT_MEMO_ENTRIES) copies.delete(copies.keys().next().value ?? '');
    copies.set(url, kept);
  }
  return kept.value;
}
