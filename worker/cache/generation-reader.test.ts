import { describe, expect, it, vi } from 'vitest';
import { createGenerationReader, FRESH_MS, MAX_AGE_MS, readerStep } from './generation-reader';
import { NO_PURGES, type PurgeState, withAnnouncement, withPurge } from './purge-state';

/** One fake Durable Object, any number of readers ("isolates") on one fake clock. */
function world() {
  let state: PurgeState = NO_PURGES;
  let clock = 1_000_000;
  const reads = { count: 0 };
  const pending: Promise<unknown>[] = [];
  const object = {
    read: async () => {
      reads.count++;
      return state;
    },
    bump: async (prefixes: string[]) => {
      state = withPurge(state, prefixes);
      return state;
    },
    announce: async (paths: string[], answer: string, since: number) => {
      state = withAnnouncement(state, paths, answer, since);
      return state;
    },
  };
  const isolate = (onChange?: (s: PurgeState) => void) =>
    createGenerationReader({ ...object, now: () => clock, ...(onChange ? { onChange } : {}) });
  return {
    object,
    isolate,
    reads,
    now: () => clock,
    tick: (ms: number) => {
      clock += ms;
    },
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settle: () => Promise.all(pending.splice(0)),
  };
}

describe('readerStep', () => {
  it('uses a young state, refreshes a middling one in the background, waits for an old one', () => {
    expect(readerStep(10_000, 10_000 - FRESH_MS + 1, Number.NEGATIVE_INFINITY)).toBe('use');
    expect(readerStep(10_000, 10_000 - FRESH_MS, Number.NEGATIVE_INFINITY)).toBe('refresh');
    expect(readerStep(10_000, 10_000 - MAX_AGE_MS + 1, Number.NEGATIVE_INFINITY)).toBe('refresh');
    expect(readerStep(10_000, 10_000 - MAX_AGE_MS, Number.NEGATIVE_INFINITY)).toBe('wait');
    expect(readerStep(10_000, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY)).toBe('wait');
    // A read failed a moment ago: the last known, without waiting (the object is not hammered).
    expect(readerStep(10_000, Number.NEGATIVE_INFINITY, 10_000 - FRESH_MS + 1)).toBe('use');
  });
});

describe('a purge seen by another isolate', () => {
  it('within MAX_AGE_MS of the purge, whatever that isolate was doing', async () => {
    const w = world();
    const a = w.isolate();
    const b = w.isolate();
    expect((await b.current(w.waitUntil)).generation).toBe(0);
    await a.bump(['/api/news']);
    // Isolate a sees its own purge at once; b still uses what it read a moment ago...
    expect(a.known().generation).toBe(1);
    w.tick(FRESH_MS - 1);
    expect((await b.current(w.waitUntil)).generation).toBe(0);
    // ...reads again in the background once it is FRESH_MS old...
    w.tick(1);
    expect((await b.current(w.waitUntil)).generation).toBe(0);
    await w.settle();
    expect((await b.current(w.waitUntil)).generation).toBe(1);
  });

  it('waits for a read when its state is older than MAX_AGE_MS (an isolate idle for a while)', async () => {
    const w = world();
    const b = w.isolate();
    await b.current(w.waitUntil);
    await w.object.bump(['/api/news']);
    w.tick(MAX_AGE_MS);
    expect((await b.current(w.waitUntil)).generation).toBe(1);
  });

  it('reads once for many requests at once, and at most once per FRESH_MS while they come', async () => {
    const w = world();
    const b = w.isolate();
    await Promise.all(Array.from({ length: 20 }, () => b.current(w.waitUntil)));
    expect(w.reads.count).toBe(1);
    for (let i = 0; i < 10; i++) {
      w.tick(FRESH_MS / 4);
      await b.current(w.waitUntil);
      await w.settle();
    }
    expect(w.reads.count).toBeLessThanOrEqual(1 + Math.ceil((10 * FRESH_MS) / 4 / FRESH_MS));
  });

  it('keeps the last known generation and logs when the object fails, and tries again later', async () => {
    const w = world();
    const log = vi.fn();
    let failing = false;
    const b = createGenerationReader({
      read: () => (failing ? Promise.reject(new Error('unreachable')) : w.object.read()),
      bump: w.object.bump,
      announce: w.object.announce,
      now: w.now,
      log,
    });
    await w.object.bump(['/api/news']);
    expect((await b.current(w.waitUntil)).generation).toBe(1);
    failing = true;
    w.tick(MAX_AGE_MS);
    expect((await b.current(w.waitUntil)).generation).toBe(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/last known generation/);
    // Within FRESH_MS of the failure no request waits for the object again...
    w.tick(FRESH_MS - 1);
    expect((await b.current(w.waitUntil)).generation).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    // ...then it is asked again, and a purge made meanwhile is seen.
    failing = false;
    await w.object.bump(['/api/shows']);
    w.tick(1);
    expect((await b.current(w.waitUntil)).generation).toBe(2);
  });

  it('tells its isolate once per newer generation, never for an older answer', async () => {
    const w = world();
    const changes: number[] = [];
    const b = w.isolate((s) => changes.push(s.generation));
    await w.object.bump(['/api/news']);
    await b.current(w.waitUntil);
    b.learn(NO_PURGES);
    await b.announce(['/api/news/1'], { answer: 'h1', since: 0 });
    expect(changes).toEqual([1, 2]);
    expect(b.known().purges.map((p) => p.prefix)).toEqual(['/api/news', '/api/news/1']);
  });

  it('announces an answer once: another isolate that has not read it yet announcing it again is no bump', async () => {
    const w = world();
    const a = w.isolate();
    const b = w.isolate();
    await Promise.all([a.current(w.waitUntil), b.current(w.waitUntil)]);
    expect((await a.announce(['/api/news/1'], { answer: 'h1', since: 0 }))?.generation).toBe(1);
    // b still knows generation 0 (read a moment ago) and found the same edit: the object's state, no bump.
    expect(b.known().generation).toBe(0);
    expect((await b.announce(['/api/news/1'], { answer: 'h1', since: 0 }))?.generation).toBe(1);
    // Edit 2, found by b's refresh of the copy the first announcement covered: one more.
    expect((await b.announce(['/api/news/1'], { answer: 'h2', since: 0 }))?.generation).toBe(2);
    expect((await w.object.read()).generation).toBe(2);
  });

  it('logs a failed announcement and answers null', async () => {
    const log = vi.fn();
    const b = createGenerationReader({
      read: () => Promise.resolve(NO_PURGES),
      bump: () => Promise.resolve(NO_PURGES),
      announce: () => Promise.reject(new Error('unreachable')),
      log,
    });
    expect(await b.announce(['/api/news/1'], { answer: 'h1', since: 0 })).toBeNull();
    expect(String(log.mock.calls[0]?.[0])).toMatch(/announcing a change failed/);
  });
});
