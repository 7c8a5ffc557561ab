/**
 * One call to the source per key at a time (single flight), under a deadline, and keeping what
 * the policy judges worth keeping: in KV, or in this isolate only (policy.ts `placement`).
 */
import { announceIfNews, type Seen } from './announce';
import { now } from './clock';
import { forgetHere, keepHere } from './isolate-memory';
import { perIsolate } from './isolate-scope';
import { nameOf } from './keys';
import { type KeepPolicy, type Kept, kvTtl, type Outcome, placement, type SourceAnswer } from './policy';
import { NO_PURGES } from './purge-state';

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
 * Source calls under way in this isolate, by key. Module-level on purpose (one per isolate,
 * isolate-scope.ts): it is shared by every request the isolate serves, so a burst of misses (or of
 * stale hits) for one key makes one source call and the others wait for it. It holds promises of
 * answers, never request data.
 */
const inFlight = perIsolate(() => new Map<string, Promise<Outcome<Kept>>>());

/** Reads the source's status, headers and whole body under one budget; past it the call is aborted. */
async function readSource(
  source: (signal: AbortSignal) => Promise<Response>,
  ms: number,
  generation: number,
): Promise<SourceAnswer> {
  const abort = new AbortController();
  try {
    return await withTimeout(async () => {
      const response = await source(abort.signal);
      return {
        status: response.status,
        body: await response.text(),
        storedAt: now(),
        contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
        headers: [...response.headers],
        generation,
      };
    }, ms);
  } catch (err) {
    abort.abort(err);
    throw err;
  }
}

/** Writes a copy to KV, with the policy's metadata and keep time. */
async function store<A extends Kept>(kv: KVNamespace, key: string, a: A, p: KeepPolicy<A>): Promise<void> {
  const metadata = p.metadata?.(a);
  await kv.put(key, JSON.stringify(a), {
    expirationTtl: kvTtl(a, p),
    ...(metadata === undefined ? {} : { metadata }),
  });
}

/**
 * The copy a source call is judged against: the one the caller holds, whether it came from KV,
 * and whether a purge covers it (then the answer is judged as if there were none: a purge is the
 * CMS saying to forget it, so a first 404 takes it away at once; it is still served if the call fails).
 */
export interface HeldBy<A> {
  copy: A | null;
  inKv: boolean;
  purged?: boolean;
}

/** Calls the source and judges its answer against the caller's copy; what was kept goes into memory at once. */
async function callAndJudge<A extends Kept>(
  key: string,
  held: HeldBy<A>,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  generation: number,
): Promise<Outcome<A>> {
  const name = nameOf(key);
  let a: SourceAnswer;
  try {
    a = await readSource(source, p.timeoutMs, generation);
  } catch (err) {
    console.error(`${p.what} failed`, name, String(err));
    return { failed: err instanceof SourceTimeout ? 'timeout' : 'error' };
  }
  const verdict = p.judge(a, held.purged ? null : held.copy);
  if (!('keep' in verdict)) {
    console.error(`${p.what} gave a bad answer, not kept`, name, verdict.bad);
    return { failed: 'bad', answer: a };
  }
  if (verdict.note) console.warn(`${p.what}: ${verdict.note}`, name);
  const where = placement(verdict.keep, held.copy, held.inKv, p);
  // In memory before the call ends, so a request right after it finds what was kept here.
  if (where === 'kv') forgetHere(key);
  else if (where !== 'none') keepHere(key, verdict.keep);
  return { kept: verdict.keep };
}

/** Writes what a call kept to KV, or deletes the KV copy it contradicts (policy.ts `placement`). */
async function keepInKv<A extends Kept>(
  kv: KVNamespace,
  key: string,
  kept: A,
  held: HeldBy<A>,
  p: KeepPolicy<A>,
): Promise<void> {
  const where = placement(kept, held.copy, held.inKv, p);
  if (where === 'kv') await store(kv, key, kept, p);
  else if (where === 'here-unlike-kv') await kv.delete(key);
}

/**
 * Asks the source for `key` unless a call is already under way, judges the answer (against the
 * copy the caller holds) and keeps a good one.
 */
export function sourceCall<A extends Kept>(
  kv: KVNamespace,
  key: string,
  held: HeldBy<A>,
  source: (signal: AbortSignal) => Promise<Response>,
  p: KeepPolicy<A>,
  waitUntil: (p: Promise<unknown>) => void,
  seen: Seen = { state: NO_PURGES },
): Promise<Outcome<A>> {
  const flights = inFlight();
  // Per generation: a render that learned of a purge never joins a call begun before it.
  const flight = `${seen.state.generation} ${key}`;
  const running = flights.get(flight) as Promise<Outcome<A>> | undefined;
  if (running) return running;
  const call = callAndJudge(key, held, source, p, seen.state.generation);
  flights.set(flight, call);
  const kept = async (outcome: Outcome<A>) => {
    if (!('kept' in outcome)) return;
    const copy = outcome.kept;
    // An edit every isolate should hear of (the policy's `announceChanges`; announce.ts), before
    // the copy is written, so it goes to KV with the announcement's number.
    if (p.announceChanges) await announceIfNews(copy, held, p.paths?.(copy) ?? [], seen);
    await keepInKv(kv, key, copy, held, p);
  };
  // The flight ends once the answer is in KV, so a request right after it finds the copy.
  const done = call
    .then(kept)
    .catch((err: unknown) => console.error('cache write failed', nameOf(key), String(err)))
    .finally(() => flights.delete(flight));
  waitUntil(done);
  return call;
}
