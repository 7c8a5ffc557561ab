/**
 * Each isolate's view of the purge generation (purge-state.ts, held by the PurgeGeneration
 * Durable Object): read again at most every FRESH_MS while requests come, so the Durable Object
 * sees one request per isolate every few seconds, not one per visitor.
 *
 *   state read less than FRESH_MS ago     → use it
 *   less than MAX_AGE_MS ago              → use it, and read again in the background
 *   older (or never read: a new isolate)  → wait for a read (READ_TIMEOUT_MS at most)
 *   a read failed less than FRESH_MS ago  → use the last known, without waiting
 *
 * So a request that begins MAX_AGE_MS after a purge was answered judges every copy by a state
 * read after it: the bound. A failed or slow read keeps the last known state and is logged (the
 * bound does not hold while the Durable Object cannot be reached; pages are still served).
 *
 * Injectable on purpose: `createGenerationReader` takes the read, the bump, the clock, the log
 * and what to do on a new generation, so a test (or a simulator of many isolates) can run as many
 * readers as it likes against one fake object and a fake clock. The worker's own one is made in
 * generations.ts.
 */
import { newerOf, NO_PURGES, type PurgeState } from './purge-state';
import { withTimeout } from './source-call';

/** A state younger than this is used as it is. */
export const FRESH_MS = 2000;
/** A state older than this is read again before it is used: the bound of a purge, everywhere. */
export const MAX_AGE_MS = 5000;
/** How long a request waits for the Durable Object before it goes on with the last known state. */
const READ_TIMEOUT_MS = 1000;

type WaitUntil = (p: Promise<unknown>) => void;

/** What the read-through cache needs: the state to judge copies by, and a way to announce a change. */
export interface Generations {
  /** The purge state this isolate knows, read again when it is old (see above). */
  current(waitUntil: WaitUntil): Promise<PurgeState>;
  /**
   * Tells every isolate that the answer at `paths` is now `news.answer` (an edit seen here, by a
   * refresh of a copy of generation `news.since`; announce.ts): one bump, unless that answer is
   * already announced there (purge-state.ts `withAnnouncement`). The state after it, or null when
   * the object cannot be reached (logged).
   */
  announce(paths: string[], news: Announcement): Promise<PurgeState | null>;
}

/** What an announcement says: the new answer's hash, and the generation of the copy it replaces. */
interface Announcement {
  answer: string;
  since: number;
}

/** One isolate's reader: `Generations`, plus what the purge and the tests use. */
export interface GenerationReader extends Generations {
  /** The state as last read, without reading. */
  known(): PurgeState;
  /** Takes a state this isolate got itself (the purge's own bump): seen here at once. */
  learn(state: PurgeState): void;
  /**
   * Bumps the generation for `prefixes` and learns the result (throws when the object cannot be
   * reached). `bookmark`: the primary D1's bookmark at the purge, handed to every isolate.
   */
  bump(prefixes: string[], bookmark?: string | null): Promise<PurgeState>;
}

interface ReaderOptions {
  read(): Promise<PurgeState>;
  bump(prefixes: string[], bookmark?: string | null): Promise<PurgeState>;
  /** The object's announcement (purge-generation.ts `announce`): a bump only for news. */
  announce(paths: string[], answer: string, since: number): Promise<PurgeState>;
  /** Called once a newer generation is learned (the worker's: forget the isolate's memories). */
  onChange?(state: PurgeState): void;
  now?(): number;
  log?(message: string, err: unknown): void;
  timeoutMs?: number;
}

type ReaderStep = 'use' | 'refresh' | 'wait';

/** What a request does with the state read at `readAt` (a read failed at `failedAt`), at `now`. */
export function readerStep(now: number, readAt: number, failedAt: number): ReaderStep {
  if (now - readAt < FRESH_MS || now - failedAt < FRESH_MS) return 'use';
  return now - readAt < MAX_AGE_MS ? 'refresh' : 'wait';
}

/** A reader with its own cached state: one per isolate in the worker, as many as a test likes. */
export function createGenerationReader(o: ReaderOptions): GenerationReader {
  const now = o.now ?? Date.now;
  const log = o.log ?? ((message: string, err: unknown) => console.error(message, String(err)));
  let known = NO_PURGES;
  let readAt = Number.NEGATIVE_INFINITY;
  let failedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<PurgeState> | null = null;

  const learn = (state: PurgeState) => {
    const before = known;
    known = newerOf(known, state);
    if (known !== before) o.onChange?.(known);
  };
  // One read at a time; its age counts from when it began (the object's state then, or newer).
  const refresh = (): Promise<PurgeState> => {
    if (reading) return reading;
    const began = now();
    reading = withTimeout(() => o.read(), o.timeoutMs ?? READ_TIMEOUT_MS)
      .then(
        (state) => {
          learn(state);
          readAt = Math.max(readAt, began);
        },
        (err: unknown) => {
          failedAt = now();
          log('purge generation read failed; serving by the last known generation', err);
        },
      )
      .then(() => known)
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    known: () => known,
    learn,
    async current(waitUntil) {
      const step = readerStep(now(), readAt, failedAt);
      if (step === 'wait') return refresh();
      if (step === 'refresh') waitUntil(refresh());
      return known;
    },
    async bump(prefixes, bookmark) {
      const state = await o.bump(prefixes, bookmark);
      learn(state);
      return known;
    },
    announce(paths, news) {
      return o.announce(paths, news.answer, news.since).then(
        (state) => {
          learn(state);
          return state;
        },
        (err: unknown) => {
          log('announcing a change failed', err);
          return null;
        },
      );
    },
  };
}
