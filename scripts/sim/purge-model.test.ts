import { describe, expect, it } from 'vitest';
import { KvModel } from './kv-model';
import { generationPurge, kvPurge, type PurgeIsolate } from './purge-model';
import { Scheduler } from './scheduler';

const isolate = (doRttMs = 40): PurgeIsolate => ({
  doRttMs,
  generation: -1,
  generationReadAt: Number.NEGATIVE_INFINITY,
});

describe("today's KV purge, on the KV model", () => {
  it('drops the answers and the pages built from them where it runs; elsewhere KV still has them', async () => {
    const clock = { now: 1_000_000 };
    const kv = new KvModel(() => clock.now, { cacheTtlS: 60, propagationS: 60, writesPerKeyPerS: 1 });
    const yvr = kv.at('YVR');
    await yvr.put('api:/api/news/post/a', '{"v":1}');
    await yvr.put('page:b/news/post/a', '<p>a</p>', { metadata: { reads: ['/api/news/post/a'] } });
    await yvr.put('page:b/news/post/z', '<p>z</p>', { metadata: { reads: ['/api/news/post/z'] } });
    clock.now += 120_000;
    expect(await kv.at('LHR').get('page:b/news/post/a')).toBe('<p>a</p>');
    const purge = kvPurge();
    expect(purge.keyOf(isolate(), 'page:b/x')).toBe('page:b/x');
    await purge.purge(isolate(), yvr, '/api/news/post/a');
    expect(await yvr.get('api:/api/news/post/a')).toBeNull();
    expect(await yvr.get('page:b/news/post/a')).toBeNull();
    expect(await yvr.get('page:b/news/post/z')).toBe('<p>z</p>');
    expect(await kv.at('LHR').get('page:b/news/post/a')).toBe('<p>a</p>');
    clock.now += 121_000;
    expect(await kv.at('LHR').get('page:b/news/post/a')).toBeNull();
    expect(purge.counts).toEqual({ doRequests: 0, failed: 0 });
  });
});

describe('the model of purge26: a purge generation in a Durable Object', () => {
  it('puts the generation in every key, and a new isolate waits for its first read', async () => {
    const s = new Scheduler(0);
    const purge = generationPurge(
      () => s.now,
      (ms) => s.sleep(ms),
      5,
    );
    const a = isolate();
    const keys: string[] = [];
    s.at(0, async () => keys.push(await purge.keyOf(a, 'k')));
    s.at(10, async () => keys.push(await purge.keyOf(a, 'k')));
    await s.run();
    expect(keys).toEqual(['k~g0', 'k~g0']);
    expect(purge.counts.doRequests).toBe(1);
  });

  it('reaches every isolate within the read interval and a round trip of the purge', async () => {
    const s = new Scheduler(0);
    const everyS = 5;
    const purge = generationPurge(
      () => s.now,
      (ms) => s.sleep(ms),
      everyS,
    );
    const isolates = [isolate(20), isolate(240), isolate(160)];
    const lastOld: number[] = [];
    // Each isolate serves a request every 100 ms for 20 s; the purge runs at 7 s from the first.
    for (let t = 0; t < 20_000; t += 100) {
      isolates.forEach((iso, i) => {
        s.at(t, async () => {
          const key = await purge.keyOf(iso, 'k');
          if (key === 'k~g0' && s.now >= 7000) lastOld[i] = s.now;
        });
      });
    }
    s.at(7000, () => void purge.purge(isolates[0] as PurgeIsolate, {} as KVNamespace, '/api'));
    await s.run();
    for (const t of lastOld) expect(t - 7000).toBeLessThanOrEqual(everyS * 1000 + 240);
    // The purging isolate itself knows at once (after its own round trip to the object).
    expect(lastOld[0] ?? 0).toBeLessThanOrEqual(7000 + 20);
  });
});
