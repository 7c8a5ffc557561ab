/**
 * The purge generation's one strongly consistent home (issue 26): a single Durable Object (named
 * purge-state.ts GENERATION_OBJECT) holding the purge state of purge-state.ts. Workers KV could not hold it: a
 * write there is seen in other locations after 60 s or more, and each location caches reads
 * ("How KV works", https://developers.cloudflare.com/kv/concepts/how-kv-works/, read 2026-11-27).
 * A Durable Object has one instance in the world and storage that lives with it, strongly
 * consistent ("What are Durable Objects?",
 * https://developers.cloudflare.com/durable-objects/what-are-durable-objects/, read 2026-11-27),
 * so a purge it has answered is what every later read sees.
 *
 * One object for the whole site is the usual anti-pattern for work on every request; here each
 * isolate asks at most once every few seconds while it serves (generation-reader.ts), and a purge
 * or an announced edit is one write.
 */
import { DurableObject } from 'cloudflare:workers';
import { parseBookmark } from '../db/session';
import { announcedState, NO_PURGES, type PurgeState, purgeStateOf, withPurge } from './purge-state';

const KEY = 'state';

/** What the object takes as a purged prefix, or an announced path. */
const apiPrefix = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/api') && p.length <= 512;

/** The purge generation; reached through generations.ts. */
export class PurgeGeneration extends DurableObject {
  /** The state as stored (nothing purged yet: NO_PURGES). */
  read(): PurgeState {
    return purgeStateOf(this.ctx.storage.kv.get<PurgeState>(KEY) ?? NO_PURGES);
  }

  /**
   * One purge of `prefixes` (each an `/api` path prefix; none: nothing changes); returns the new state. Read and write
   * with no await between them: nothing else runs in this object meanwhile, and the answer is
   * sent only once the write is stored (the output gate).
   */
  bump(prefixes: string[], bookmark: string | null = null): PurgeState {
    const named = prefixes.filter(apiPrefix);
    if (!named.length) return this.read();
    const next = withPurge(this.read(), named, parseBookmark(bookmark));
    this.ctx.storage.kv.put(KEY, next);
    return next;
  }

  /**
   * An edit seen by an isolate: the answer at `paths` is now the one hashed `answer`, found by a
   * refresh of a copy of generation `since` (announce.ts). One bump, unless it is already the
   * announced answer (purge-state.ts `withAnnouncement`: every isolate that finds the same edit
   * asks, the first one bumps). Whole-site paths are not announced (they would purge everything).
   */
  announce(paths: string[], answer: string, since: number): PurgeState {
    const state = this.read();
    const next = announcedState(state, paths, answer, since);
    if (next !== state) this.ctx.storage.kv.put(KEY, next);
    return next;
  }
}
