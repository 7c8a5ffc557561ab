/**
 * Fresh contract answers kept in the isolate for a few seconds, for the in-process reads of page
 * renders (worker/index.ts, inProcessApi). A KV hit read in-process still cost a Hono round trip
 * through the contract, a KV read and the copy's JSON: about 1 ms of CPU per read, two or three
 * reads per page, the largest data cost of an uncached page.
 *
 * Only answers the KV cache called fresh (`x-cache: HIT`, a 200) are kept, so routes the cache
 * does not hold (search, now playing) are read every time as before; each read gets its own
 * Response, so no request shares an object with another. Like a policy's `memoryMs` in kv-cache.ts,
 * a few seconds is well inside the KV copy's own freshness (CACHE_TTL_SECONDS) and KV's
 * propagation delay; it shares that memory's purge step: any `forgetRemembered` (both purges call
 * it) moves the generation on and every copy here is dropped. Keyed by the worker's `env` object,
 * so a configuration (a test's own vars) never sees another's.
 */

import { memoryGeneration } from './kv-cache';

/** How long a copy is used before the contract is read again. */
export const CONTRACT_MEMO_MS = 5000;
/** Copies kept per configuration at most; the oldest goes first. */
const CONTRACT_MEMO_ENTRIES = 200;

interface Copy {
  body: string;
  contentType: string;
  at: number;
  generation: number;
}

const memos = new WeakMap<object, Map<string, Copy>>();

const answer = (copy: Copy) =>
  new Response(copy.body, { status: 200, headers: { 'content-type': copy.contentType, 'x-cache': 'HIT' } });

/**
 * A GET of contract `path` for `env`: the isolate's copy when it is younger than
 * CONTRACT_MEMO_MS, else `read()`'s answer, kept when the KV cache answered it fresh.
 */
export async function memoContractRead(
  env: object,
  path: string,
  read: () => Promise<Response>,
  now = Date.now(),
): Promise<Response> {
  const copies = memos.get(env) ?? new Map<string, Copy>();
  const copy = copies.get(path);
  if (copy && copy.generation === memoryGeneration() && now - copy.at < CONTRACT_MEMO_MS) return answer(copy);
  const started = memoryGeneration();
  const res = await read();
  if (res.status !== 200 || res.headers.get('x-cache') !== 'HIT') return res;
  const kept: Copy = {
    body: await res.text(),
    contentType: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
    at: now,
    generation: started,
  };
  if (started === memoryGeneration()) {
    memos.set(env, copies);
    copies.delete(path);
    // A Map iterates in insertion order: the first key is the oldest copy.
    if (copies.size >= CONTRACT_MEMO_ENTRIES) copies.delete(copies.keys().next().value ?? '');
    copies.set(path, kept);
  }
  return answer(kept);
}
