/**
 * The two purge mechanisms `npm run sim` compares, behind one interface:
 *
 * - `kvPurge`: today's purge (worker/api/purge.ts): the real `purge` and `purgePages` delete the
 *   purged keys in KV from the location the webhook reached, and forget them in that isolate.
 *   Elsewhere the old copies go as KV's propagation and read caches let them (kv-model.ts), and
 *   other isolates' memories within their 5 s.
 * - `generationPurge`: a MODEL of branch purge26's mechanism (issue 26, item 1), to be replaced by
 *   driving its real module once it lands: a purge generation held by a Durable Object (strongly
 *   consistent, one round trip), read by each isolate at most every `everyS` seconds and made part
 *   of every cache key, so a purge reaches every isolate within `everyS` plus a round trip. A
 *   purge bumps it; keys of older generations are simply never read again (they expire in KV).
 *   Every purge starts every key afresh, whatever its prefix.
 */
import { purge } from '../../worker/cache/kv-cache';
import { purgePages } from '../../worker/cache/page-policy';

/** What a purge mechanism needs of an isolate: where it runs, and its own copy of the generation. */
export interface PurgeIsolate {
  /** Round trip to the Durable Object, milliseconds. */
  doRttMs: number;
  /** The generation this isolate last read (-1 before its first read), and when (simulated epoch ms). */
  generation: number;
  generationReadAt: number;
  /** The read under way, if any. */
  generationRead?: Promise<void>;
}

interface PurgeCounts {
  /** Durable Object requests (billed). */
  doRequests: number;
  /** Purges that failed (a KV delete refused, say). */
  failed: number;
}

export interface PurgeMechanism {
  readonly name: 'kv' | 'generation';
  readonly counts: PurgeCounts;
  /** The cache key `key` is read and written under by `isolate` now. */
  keyOf(isolate: PurgeIsolate, key: string): string | Promise<string>;
  /** A purge of the /api answers under `prefix` and of the pages built from them, run by `isolate` on `kv`. */
  purge(isolate: PurgeIsolate, kv: KVNamespace, prefix: string): Promise<void>;
}

export function kvPurge(): PurgeMechanism {
  const counts: PurgeCounts = { doRequests: 0, failed: 0 };
  return {
    name: 'kv',
    counts,
    keyOf: (_isolate, key) => key,
    purge: async (_isolate, kv, prefix) => {
      try {
        await purge(kv, prefix);
        await purgePages(kv, prefix);
      } catch {
        counts.failed++;
      }
    },
  };
}

/** MODEL of purge26's generation (see above): `sleep` is the simulator's, `everyS` the isolates' read interval. */
export function generationPurge(
  clock: () => number,
  sleep: (ms: number) => Promise<void>,
  everyS: number,
): PurgeMechanism {
  const counts: PurgeCounts = { doRequests: 0, failed: 0 };
  // The Durable Object's value: one object, strongly consistent.
  let generation = 0;
  return {
    name: 'generation',
    counts,
    keyOf: async (isolate, key) => {
      if (clock() - isolate.generationReadAt >= everyS * 1000) {
        // One read at a time; a generation older than `everyS` is never used, so requests wait for it.
        isolate.generationReadAt = clock();
        counts.doRequests++;
        isolate.generationRead = sleep(isolate.doRttMs).then(() => {
          isolate.generation = generation;
          isolate.generationRead = undefined;
        });
      }
      if (isolate.generationRead) await isolate.generationRead;
      return `${key}~g${isolate.generation}`;
    },
    purge: async (isolate) => {
      counts.doRequests++;
      await sleep(isolate.doRttMs / 2);
      generation++;
      // The purging isolate knows at once.
      isolate.generation = generation;
      isolate.generationReadAt = clock();
    },
  };
}
