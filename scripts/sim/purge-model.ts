/**
 * The two purge mechanisms `npm run sim` compares, behind one interface:
 *
 * - `kvPurge`: the purge without its generation (as before issue 26): the real `purge` and
 *   `purgePages` delete the purged keys in KV from the location the webhook reached, and forget
 *   them in that isolate. Elsewhere the old copies go as KV's propagation and read caches let them
 *   (kv-model.ts), and other isolates' memories within their 5 s. Copies are judged by no
 *   generation (readThrough's default, NO_GENERATIONS).
 * - `generationPurge`: issue 26's purge generation, through its real modules: one reader per
 *   simulated isolate (worker/cache/generation-reader.ts `createGenerationReader`, on the
 *   simulator's clock, forgetting that isolate's memories on a new generation as the worker's
 *   does), given to `readThrough` as its `generations`; the real state (purge-state.ts) held by one
 *   model of the PurgeGeneration Durable Object (`GenerationObject`, below); and the real purge's
 *   steps (worker/api/purge.ts: the bump through the purging isolate's reader, then the KV deletes).
 *   The announcements of edits found by a refresh (source-call.ts) are the real ones too.
 */
import { createGenerationReader, type GenerationReader, type Generations } from '../../worker/cache/generation-reader';
import { forgetRemembered } from '../../worker/cache/isolate-memory';
import { purge } from '../../worker/cache/kv-cache';
import { purgePages } from '../../worker/cache/page-policy';
import { NO_PURGES, type PurgeState, withPurge } from '../../worker/cache/purge-state';
import type { Isolate } from './platform';

interface PurgeCounts {
  /** Durable Object requests (billed): the readers' reads, and the bumps. */
  doRequests: number;
  /** Bumps: purges, and edits announced by the isolate that found them. */
  doBumps: number;
  /** Purges that failed (a KV delete refused, say), and reads of the object that failed. */
  failed: number;
}

export interface PurgeMechanism {
  readonly name: 'kv' | 'generation';
  readonly counts: PurgeCounts;
  /** The purge generations `isolate`'s requests are judged by; none for the KV purge. */
  generationsOf(isolate: Isolate): Generations | undefined;
  /** A purge of the /api answers under `prefix` and of the pages built from them, run by `isolate` on `kv`. */
  purge(isolate: Isolate, kv: KVNamespace, prefix: string): Promise<void>;
}

const newCounts = (): PurgeCounts => ({ doRequests: 0, doBumps: 0, failed: 0 });

/** The KV part of the purge (worker/api/purge.ts after its bump): this location's deletes. */
async function deleteHere(kv: KVNamespace, prefix: string, counts: PurgeCounts): Promise<void> {
  try {
    await purge(kv, prefix);
    await purgePages(kv, prefix);
  } catch {
    counts.failed++;
  }
}

export function kvPurge(): PurgeMechanism {
  const counts = newCounts();
  return {
    name: 'kv',
    counts,
    generationsOf: () => undefined,
    purge: (_isolate, kv, prefix) => deleteHere(kv, prefix, counts),
  };
}

/**
 * The PurgeGeneration Durable Object (worker/cache/purge-generation.ts): one instance in the
 * world, so every request sees every bump answered before it. A request from a data centre is a
 * round trip (platform.ts `rttMs`): it reaches the object half way, where the state is read or
 * bumped with purge-state.ts's own `withPurge`, and the answer comes back in the other half.
 */
export class GenerationObject {
  state: PurgeState = NO_PURGES;

  constructor(
    private sleep: (ms: number) => Promise<void>,
    readonly counts: PurgeCounts = newCounts(),
  ) {}

  async read(rttMs: number): Promise<PurgeState> {
    this.counts.doRequests++;
    await this.sleep(rttMs / 2);
    const state = this.state;
    await this.sleep(rttMs / 2);
    return state;
  }

  async bump(rttMs: number, prefixes: string[]): Promise<PurgeState> {
    this.counts.doRequests++;
    this.counts.doBumps++;
    await this.sleep(rttMs / 2);
    this.state = withPurge(this.state, prefixes);
    const state = this.state;
    await this.sleep(rttMs / 2);
    return state;
  }
}

/**
 * Longest a reader waits for the object (generation-reader.ts READ_TIMEOUT_MS is 1 s of wall
 * time): here a day, so the bound never depends on how busy this machine is. The model object
 * always answers within its round trip (240 ms at most), well inside the real second.
 */
const NEVER_MS = 86_400_000;

/** The purge generation (see above): `clock` and `sleep` are the simulator's. */
export function generationPurge(clock: () => number, sleep: (ms: number) => Promise<void>): PurgeMechanism {
  const counts = newCounts();
  const object = new GenerationObject(sleep, counts);
  const readers = new WeakMap<Isolate, GenerationReader>();
  // One reader per isolate, made when the isolate serves its first request (a new isolate knows nothing).
  const readerOf = (isolate: Isolate): GenerationReader => {
    let reader = readers.get(isolate);
    if (!reader) {
      const rtt = isolate.location.rttMs;
      reader = createGenerationReader({
        read: () => object.read(rtt),
        bump: (prefixes) => object.bump(rtt, prefixes),
        now: clock,
        // As generations.ts: a new generation forgets the isolate's memories. The reader runs in
        // the scope of the request that asked (run.ts), so this is that isolate's memory.
        onChange: () => forgetRemembered(''),
        log: () => {
          counts.failed++;
        },
        timeoutMs: NEVER_MS,
      });
      readers.set(isolate, reader);
    }
    return reader;
  };
  return {
    name: 'generation',
    counts,
    generationsOf: readerOf,
    purge: async (isolate, kv, prefix) => {
      try {
        await readerOf(isolate).bump([prefix]);
      } catch {
        counts.failed++;
      }
      await deleteHere(kv, prefix, counts);
    },
  };
}
