import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kv, options, settle, waitUntil } from './cache-test-kit';
import { cachedGet } from './contract-cache';
import { forgetRemembered } from './isolate-memory';
import { purge } from './kv-cache';

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

beforeEach(() => purge(kv, '/'));
afterEach(() => vi.useRealTimers());

describe('cachedGet', () => {
  it('serves MISS from the source, then HIT from KV without asking again', async () => {
    const source = vi.fn(json({ n: 1 }));
    const first = await cachedGet(kv, 'api:/t1', source, options, waitUntil);
    await settle();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.json()).toEqual({ n: 1 });
    const second = await cachedGet(kv, 'api:/t1', source, options, waitUntil);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual({ n: 1 });
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('serves a stale copy at once and refreshes it once in the background', async () => {
    await cachedGet(kv, 'api:/t2', json({ v: 'old' }), options, waitUntil);
    await settle();
    const stale = { ...options, ttlSeconds: 0 };
    const source = vi.fn(json({ v: 'new' }));
    const [a, b] = await Promise.all([
      cachedGet(kv, 'api:/t2', source, stale, waitUntil),
      cachedGet(kv, 'api:/t2', source, stale, waitUntil),
    ]);
    expect(a.headers.get('x-cache')).toBe('STALE');
    expect(await a.json()).toEqual({ v: 'old' });
    expect(await b.json()).toEqual({ v: 'old' });
    await settle();
    expect(source).toHaveBeenCalledTimes(1);
    const after = await cachedGet(kv, 'api:/t2', source, options, waitUntil);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.json()).toEqual({ v: 'new' });
  });

  it('keeps the last good copy when the source fails or times out (stale-if-error)', async () => {
    await cachedGet(kv, 'api:/t3', json({ v: 'good' }), options, waitUntil);
    await settle();
    const stale = { ...options, ttlSeconds: 0 };
    const failing = () => Promise.reject(new Error('backend down'));
    const hanging = () => new Promise<Response>(() => {});
    for (const source of [failing, hanging, json({ boom: true }, 500)]) {
      const res = await cachedGet(kv, 'api:/t3', source, stale, waitUntil);
      expect(res.headers.get('x-cache')).toBe('STALE');
      expect(await res.json()).toEqual({ v: 'good' });
      await settle();
    }
    const later = await cachedGet(kv, 'api:/t3', failing, stale, waitUntil);
    expect(await later.json()).toEqual({ v: 'good' });
  });

  it('answers 502 or 504 when there is no copy and the source fails, and caches no error', async () => {
    const down = await cachedGet(kv, 'api:/t5', () => Promise.reject(new Error('down')), options, waitUntil);
    expect(down.status).toBe(502);
    const slow = await cachedGet(kv, 'api:/t5', () => new Promise<Response>(() => {}), options, waitUntil);
    expect(slow.status).toBe(504);
    const broken = await cachedGet(kv, 'api:/t5', json({ boom: true }, 500), options, waitUntil);
    await settle();
    expect(broken.status).toBe(502);
    expect(await kv.get('api:/t5')).toBeNull();
  });

  it('stores the time in the value, so freshness does not depend on KV expiry', async () => {
    await cachedGet(kv, 'api:/t6', json({ v: 1 }), options, waitUntil);
    await settle();
    const stored = await kv.get<{ storedAt: number; status: number }>('api:/t6', 'json');
    expect(stored?.status).toBe(200);
    expect(Math.abs(Date.now() - stored!.storedAt)).toBeLessThan(60_000);
  });
});

describe('memory (memoryMs)', () => {
  const remembered = { ...options, memoryMs: 5000 };
  /** The KV binding with its reads counted; `beforeRead` runs as a read starts. */
  function counting(beforeRead = () => {}) {
    const reads: string[] = [];
    const counted = {
      get: (key: string, type: 'json') => {
        reads.push(key);
        beforeRead();
        return kv.get(key, type);
      },
      put: kv.put.bind(kv),
    } as unknown as KVNamespace;
    return { counted, reads };
  }
  const body = async (res: Promise<Response>) => (await res).json();

  it('answers a copy read in the last seconds without a KV read, and only with memoryMs', async () => {
    await cachedGet(kv, 'api:/m1', json({ v: 1 }), remembered, waitUntil);
    await settle();
    const { counted, reads } = counting();
    const hot = await cachedGet(counted, 'api:/m1', json({ v: 'never' }), remembered, waitUntil);
    expect([hot.headers.get('x-cache'), await hot.json(), reads]).toEqual(['HIT', { v: 1 }, []]);
    await cachedGet(counted, 'api:/m1', json({ v: 'never' }), options, waitUntil);
    expect(reads).toEqual(['api:/m1']);
  });

  it('holds a copy for memoryMs at most, and never past its freshness', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await cachedGet(kv, 'api:/m2', json({ v: 1 }), remembered, waitUntil);
    await settle();
    const { counted, reads } = counting();
    vi.setSystemTime(Date.now() + 4000);
    await cachedGet(counted, 'api:/m2', json({ v: 2 }), remembered, waitUntil);
    expect(reads).toEqual([]);
    vi.setSystemTime(Date.now() + 1001);
    await cachedGet(counted, 'api:/m2', json({ v: 2 }), remembered, waitUntil);
    expect(reads).toEqual(['api:/m2']);
    // Fresh for 1 s only: memory does not outlive it, so the next read finds it stale in KV.
    const brief = { ...remembered, ttlSeconds: 1 };
    await cachedGet(kv, 'api:/m3', json({ v: 'old' }), brief, waitUntil);
    await settle();
    vi.setSystemTime(Date.now() + 1500);
    const stale = await cachedGet(kv, 'api:/m3', json({ v: 'new' }), brief, waitUntil);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    await settle();
  });

  it('forgets what a purge drops at once, and what a read found while a purge ran', async () => {
    await cachedGet(kv, 'api:/api/m4', json({ v: 'old' }), remembered, waitUntil);
    await settle();
    await purge(kv, '/api/m4');
    expect(await body(cachedGet(kv, 'api:/api/m4', json({ v: 'new' }), remembered, waitUntil))).toEqual({ v: 'new' });
    await settle();
    // A purge lands while this read is under way: what it found is served, not remembered.
    const { counted, reads } = counting(() => forgetRemembered('api:/api/m4'));
    forgetRemembered('api:/api/m4');
    await cachedGet(counted, 'api:/api/m4', json({ v: 'x' }), remembered, waitUntil);
    await cachedGet(counted, 'api:/api/m4', json({ v: 'x' }), remembered, waitUntil);
    expect(reads).toEqual(['api:/api/m4', 'api:/api/m4']);
  });
});

describe('purge', () => {
  it('removes only the keys under the prefix', async () => {
    await kv.put('api:/api/news/bc', '{}');
    await kv.put('api:/api/news/post/x', '{}');
    await kv.put('api:/api/shows', '{}');
    expect(await purge(kv, '/api/news')).toBe(2);
    expect(await kv.get('api:/api/shows')).toBe('{}');
  });
});
