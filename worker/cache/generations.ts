/**
 * The worker's one purge generation reader per isolate (generation-reader.ts), reading the
 * PurgeGeneration Durable Object of the PURGE_GENERATION binding. Only a type is imported from the
 * class's module, so Node scripts that load the cache (the fuzz targets, the faults) never load
 * `cloudflare:workers`; without the binding nothing is ever purged by generation (NO_GENERATIONS),
 * as before issue 26.
 */
import { raiseReadFloor } from '../db/session';
import { forgetRemembered } from './isolate-memory';
import type { PurgeGeneration } from './purge-generation';
import { createGenerationReader, type GenerationReader, type Generations } from './generation-reader';
import { GENERATION_OBJECT, NO_PURGES, purgeStateOf } from './purge-state';

type Namespace = DurableObjectNamespace<PurgeGeneration>;

/** No binding: the state never moves, so nothing is purged by generation. */
export const NO_GENERATIONS: Generations = {
  current: () => Promise.resolve(NO_PURGES),
  announce: () => Promise.resolve(null),
};

/** The binding the isolate's reader asks (an isolate runs one worker: the same binding every request). */
let binding: Namespace | undefined;
const stub = () => {
  if (!binding) throw new Error('no PURGE_GENERATION binding');
  return binding.getByName(GENERATION_OBJECT);
};

/**
 * This isolate's reader. A new generation forgets every copy held in the isolate's memory (hot
 * copies, copies kept here only, the renders' contract memos): they hold no generation of their
 * own, and are seconds' worth of reads. It also raises the isolate's D1 read floor to the purge's
 * bookmark, so refills after a purge anywhere never read a replica behind the change.
 */
const reader: GenerationReader = createGenerationReader({
  read: async () => purgeStateOf(await stub().read()),
  bump: async (prefixes, bookmark) => purgeStateOf(await stub().bump(prefixes, bookmark ?? null)),
  announce: async (paths, answer, since) => purgeStateOf(await stub().announce(paths, answer, since)),
  onChange: (state) => {
    forgetRemembered('');
    raiseReadFloor(state.bookmark ?? null);
  },
});

/** The purge generations of a worker's bindings: the isolate's reader, or none without the binding. */
export function generationsFor(env: { PURGE_GENERATION?: Namespace }): Generations {
  if (!env.PURGE_GENERATION) return NO_GENERATIONS;
  binding = env.PURGE_GENERATION;
  return reader;
}

/** The isolate's reader itself, for the purge (its bump is seen here at once) and the tests. */
export function isolateReader(env: { PURGE_GENERATION?: Namespace }): GenerationReader | null {
  if (!env.PURGE_GENERATION) return null;
  binding = env.PURGE_GENERATION;
  return reader;
}
