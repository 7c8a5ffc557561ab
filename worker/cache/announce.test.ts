import { afterEach, describe, expect, it } from 'vitest';
import { answerHash, isNews } from './announce';
import { options, settle, waitUntil } from './cache-test-kit';
import { setClock } from './clock';
import { cachedGet } from './contract-cache';
import { createGenerationReader, MAX_AGE_MS } from './generation-reader';
import { setIsolateScope } from './isolate-scope';
import { MAX_AGAIN, NO_PURGES, type PurgeState, withAnnouncement, withPurge } from './purge-state';

afterEach(() => {
  setIsolateScope();
  setClock();
});

const path = '/api/race/1';
const copyOf = (body: string, status = 200) => ({ status, body, contentType: 'application/json', storedAt: 0 });

describe('answerHash', () => {
  it('is short, the same for the same answer, and tells status and body apart', () => {
    expect(answerHash(copyOf('{"v":1}'))).toMatch(/^[0-9a-z]{1,7}$/);
    expect(answerHash(copyOf('{"v":1}'))).toBe(answerHash({ status: 200, body: '{"v":1}' }));
    expect(answerHash(copyOf('{"v":1}'))).not.toBe(answerHash(copyOf('{"v":2}')));
    expect(answerHash(copyOf('{"v":1}'))).not.toBe(answerHash(copyOf('{"v":1}', 404)));
  });
});

describe('isNews', () => {
  const v1 = copyOf('{"v":1}');
  const v2 = copyOf('{"v":2}');
  const announced = (answer: string, state: PurgeState = NO_PURGES) => withAnnouncement(state, [path], answer, 0);

  it('an answer unlike the copy it replaces, when no purge covers that copy', () => {
    expect(isNews(v2, answerHash(v2), { copy: v1 }, NO_PURGES, [path])).toBe(true);
    expect(isNews(copyOf('{"v":1}'), answerHash(v1), { copy: v1 }, NO_PURGES, [path])).toBe(false);
    expect(isNews(v1, answerHash(v1), { copy: v1 }, NO_PURGES, [path])).toBe(false);
  });

  it('over a covering announcement: an answer unlike the one announced (edit 2 after edit 1), even the old copy back', () => {
    const state = announced(answerHash(v1));
    expect(isNews(v1, answerHash(v1), { copy: copyOf('{"v":0}'), purged: true }, state, [path])).toBe(false);
    expect(isNews(v2, answerHash(v2), { copy: copyOf('{"v":0}'), purged: true }, state, [path])).toBe(true);
    const v0 = copyOf('{"v":0}');
    expect(isNews(v0, answerHash(v0), { copy: v0, purged: true }, state, [path])).toBe(true);
    // No copy here (a new isolate): compared with the announced answer too.
    expect(isNews(v2, answerHash(v2), { copy: null }, state, [path])).toBe(true);
  });

  it('not under a purge, nor with nothing announced, nor past MAX_AGAIN', () => {
    const purged = { copy: v1, purged: true };
    expect(isNews(v2, answerHash(v2), purged, withPurge(NO_PURGES, ['/api/race']), [path])).toBe(false);
    expect(isNews(v2, answerHash(v2), { copy: null }, NO_PURGES, [path])).toBe(false);
    let state = announced('h0');
    for (let i = 1; i <= MAX_AGAIN; i++) state = withAnnouncement(state, [path], `h${i}`, 0);
    expect(isNews(v2, answerHash(v2), purged, state, [path])).toBe(false);
  });
});

/**
 * Isolates on one fake PurgeGeneration object and one fake clock, each with its own memory
 * (isolate-scope.ts), its own reader and its own KV (a data centre's: another location's KV keeps
 * its copy for a minute or more), reading one contract path through the real cache.
 */
function world() {
  let clock = 1_000_000;
  setClock(() => clock);
  let state: PurgeState = NO_PURGES;
  const counts = { bumps: 0, calls: 0 };
  const object = {
    read: () => Promise.resolve(state),
    bump: (prefixes: string[]) => {
      state = withPurge(state, prefixes);
      return Promise.resolve(state);
    },
    announce: (paths: string[], answer: string, since: number) => {
      const next = withAnnouncement(state, paths, answer, since);
      if (next !== state) counts.bumps++;
      state = next;
      return Promise.resolve(state);
    },
  };
  let answer: unknown = { v: 0 };
  const source = () => {
    counts.calls++;
    return Promise.resolve(Response.json(answer));
  };
  const isolate = () => {
    const scope = {};
    const kv = mapKv();
    const reader = createGenerationReader({ ...object, now: () => clock });
    return async () => {
      setIsolateScope(() => scope);
      try {
        const res = await cachedGet(kv, `api:${path}`, source, options, waitUntil, reader);
        await settle();
        return { state: res.headers.get('x-cache'), body: await res.json() };
      } finally {
        setIsolateScope();
      }
    };
  };
  const tick = (ms: number) => {
    clock += ms;
  };
  const edit = (next: unknown) => {
    answer = next;
  };
  return { isolate, tick, edit, counts };
}

/** A data centre's KV: what the cache reads and writes, in a map. */
function mapKv(): KVNamespace {
  const values = new Map<string, string>();
  return {
    get: (key: string, type?: string) => {
      const v = values.get(key);
      return Promise.resolve(v === undefined ? null : type === 'json' ? JSON.parse(v) : v);
    },
    put: (key: string, value: string) => Promise.resolve(void values.set(key, value)),
    delete: (key: string) => Promise.resolve(void values.delete(key)),
  } as unknown as KVNamespace;
}

describe('an edit that lands after another was announced (the announcement race)', () => {
  it('reaches the isolate that announced the first within MAX_AGE_MS, one bump per edit', async () => {
    const w = world();
    const a = w.isolate();
    const b = w.isolate();
    expect(await a()).toMatchObject({ state: 'MISS', body: { v: 0 } });
    expect(await b()).toMatchObject({ state: 'MISS', body: { v: 0 } });
    // Edit 1, found by a's refresh once its copy is past its freshness: announced.
    w.edit({ v: 1 });
    w.tick(options.ttlSeconds * 1000 + 1);
    expect(await a()).toMatchObject({ state: 'STALE', body: { v: 0 } });
    expect(await a()).toMatchObject({ state: 'HIT', body: { v: 1 } });
    expect(w.counts.bumps).toBe(1);
    // Edit 2 lands before b's refresh: b's copy is covered by the announcement; b finds edit 2.
    w.edit({ v: 2 });
    expect(await b()).toMatchObject({ state: 'MISS', body: { v: 2 } });
    expect(w.counts.bumps).toBe(2);
    // Within MAX_AGE_MS of b's finding it, a no longer serves edit 1 as fresh.
    w.tick(MAX_AGE_MS);
    expect(await a()).toMatchObject({ state: 'MISS', body: { v: 2 } });
    // Neither finding is purged by its own news, and a third isolate finding edit 2 stays quiet.
    expect(await a()).toMatchObject({ state: 'HIT', body: { v: 2 } });
    expect(await b()).toMatchObject({ state: 'HIT', body: { v: 2 } });
    expect(await w.isolate()()).toMatchObject({ state: 'MISS', body: { v: 2 } });
    expect(w.counts.bumps).toBe(2);
  });

  it('an edit that takes an answer back to the old one is announced too', async () => {
    const w = world();
    const a = w.isolate();
    const b = w.isolate();
    await a();
    await b();
    w.edit({ v: 1 });
    w.tick(options.ttlSeconds * 1000 + 1);
    await a();
    w.edit({ v: 0 });
    expect(await b()).toMatchObject({ state: 'MISS', body: { v: 0 } });
    w.tick(MAX_AGE_MS);
    expect(await a()).toMatchObject({ state: 'MISS', body: { v: 0 } });
    expect(w.counts.bumps).toBe(2);
  });

  it('an answer that changes on every call bumps 1 + MAX_AGAIN times, then is left to its freshness', async () => {
    const w = world();
    const isolates = [w.isolate(), w.isolate(), w.isolate()];
    let n = 0;
    const everyCall = () => w.edit({ v: ++n });
    for (const read of isolates) {
      everyCall();
      await read();
    }
    w.tick(options.ttlSeconds * 1000 + 1);
    for (let round = 0; round < 20; round++) {
      for (const read of isolates) {
        everyCall();
        await read();
      }
      if (round === 14) w.counts.calls = 0;
      w.tick(MAX_AGE_MS);
    }
    expect(w.counts.bumps).toBe(1 + MAX_AGAIN);
    // Its copies are fresh again everywhere: no source call per request.
    expect(w.counts.calls).toBe(0);
  });
});
