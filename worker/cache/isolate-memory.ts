/**
 * What the read-through cache (kv-cache.ts) holds in this isolate's memory, in two maps:
 *
 * - hot copies: a copy read from KV (or just made) under a policy with a memory time
 *   (`memoryMs`), held a few seconds so a hot key costs no KV read. KV still has it.
 * - copies kept here only: answers a policy keeps out of KV (the contract's 404s for addresses
 *   that never had content, the not-found page), so junk addresses cost no KV write (each write
 *   costs money, and Workers KV takes one a second per key). The caller judges their freshness
 *   by its policy, as for a KV copy; past it they stay as the fallback of a failed source call
 *   until they are pushed out.
 *
 * Both are module-level on purpose (one per isolate, isolate-scope.ts): they hold finished public
 * answers (the same for every visitor), never request data, keyed by the KV key alone (an isolate
 * has one cache namespace).
 * Both are bounded, oldest out first (a Map iterates in insertion order). A purge forgets what it
 * drops in both (`forgetRemembered`); every other isolate forgets all of both once it learns the
 * purge's generation (generations.ts, within 5 s).
 */

import { now } from './clock';
import { perIsolate } from './isolate-scope';

/** Every copy either map holds: at least its status, body, type and when it was made. */
export interface HeldCopy {
  status: number;
  body: string;
  contentType: string;
  storedAt: number;
}

/** Hot copies at most (whole pages, ~85 KB each). */
const HOT_ENTRIES = 64;
/** Copies kept here only, at most: junk addresses cannot grow the isolate past this. */
const HERE_ENTRIES = 1000;
/** Characters of body kept here at most, all copies together (a not-found page is ~40 KB). */
const HERE_CHARACTERS = 4_000_000;

const state = perIsolate(() => ({
  hot: new Map<string, { copy: HeldCopy; until: number }>(),
  here: new Map<string, HeldCopy>(),
  hereCharacters: 0,
  /** Bumped whenever keys are forgotten: a read that started before must not remember what it found. */
  generation: 0,
}));

/** The isolate memory's generation; a read notes it before it starts and passes it to `hold`. */
export const memoryGeneration = (): number => state().generation;

/**
 * Holds a copy read at generation `started` until `until` (epoch ms), unless a purge ran since
 * the read began (it would bring back what the purge dropped).
 */
export function hold(key: string, copy: HeldCopy, until: number, started: number): void {
  const { hot, generation } = state();
  if (started !== generation || until <= now()) return;
  hot.delete(key);
  if (hot.size >= HOT_ENTRIES) hot.delete(hot.keys().next().value ?? '');
  hot.set(key, { copy, until });
}

/** The hot copy of `key`, while its time lasts. */
export function recall(key: string): HeldCopy | null {
  const { hot } = state();
  const found = hot.get(key);
  if (found && found.until > now()) return found.copy;
  hot.delete(key);
  return null;
}

/** Drops the copy of `key` kept here (a newer one is in KV). */
export function forgetHere(key: string): void {
  const s = state();
  const old = s.here.get(key);
  if (!old) return;
  s.hereCharacters -= old.body.length;
  s.here.delete(key);
}

/** Keeps a copy in this isolate only; the oldest go first. */
export function keepHere(key: string, copy: HeldCopy): void {
  forgetHere(key);
  if (copy.body.length > HERE_CHARACTERS) return;
  const s = state();
  while (s.here.size >= HERE_ENTRIES || s.hereCharacters + copy.body.length > HERE_CHARACTERS) {
    forgetHere(s.here.keys().next().value ?? '');
  }
  s.here.set(key, copy);
  s.hereCharacters += copy.body.length;
}

/** The copy of `key` kept in this isolate only, fresh or not. */
export const keptHere = (key: string): HeldCopy | null => state().here.get(key) ?? null;

/**
 * Forgets every copy of both maps whose key starts with `keyPrefix` ('api:/api/news', 'page:'),
 * whether or not KV still lists it: the one purge step for memory, called by both purges (and by
 * tests that change a kept copy in KV behind the cache's back). Reads under way when it runs do
 * not hold what they found.
 */
export function forgetRemembered(keyPrefix: string): void {
  const s = state();
  s.generation++;
  for (const key of s.hot.keys()) if (key.startsWith(keyPrefix)) s.hot.delete(key);
  for (const key of [...s.here.keys()]) if (key.startsWith(keyPrefix)) forgetHere(key);
}
