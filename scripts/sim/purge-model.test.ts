import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS } from '../../worker/cache/generation-reader';
import { KvModel } from './kv-model';
import { LOCATIONS, type Isolate } from './platform';
import { GenerationObject, generationPurge, kvPurge } from './purge-model';
import { Scheduler } from './scheduler';

const isolateAt = (name: string): Isolate => ({
  scope: {},
  location: LOCATIONS.find((l) => l.name === name) ?? (LOCATIONS[0] as Isolate['location']),
  diesAt: Number.POSITIVE_INFINITY,
});

describe('the KV purge alone, on the KV model', () => {
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
    expect(purge.generationsOf(isolateAt('YVR'))).toBeUndefined();
    await purge.purge(isolateAt('YVR'), yvr, '/api/news/post/a');
    expect(await yvr.get('api:/api/news/post/a')).toBeNull();
    expect(await yvr.get('page:b/news/post/a')).toBeNull();
    expect(await yvr.get('page:b/news/post/z')).toBe('<p>z</p>');
    expect(await kv.at('LHR').get('page:b/news/post/a')).toBe('<p>a</p>');
    clock.now += 121_000;
    expect(await kv.at('LHR').get('page:b/news/post/a')).toBeNull();
    expect(purge.counts).toEqual({ doRequests: 0, doBumps: 0, failed: 0 });
  });
});

describe('the PurgeGeneration object, modelled', () => {
  it('answers after a round trip, with the state as it was half way (purge-state.ts withPurge)', async () => {
    const s = new Scheduler(0);
    const object = new GenerationObject((ms) => s.sleep(ms));
    const seen: string[] = [];
    s.at(0, async () => seen.push(`read g${(await object.read(200)).generation}@${s.now}`));
    s.at(50, async () => seen.push(`bump g${(await object.bump(20, ['/api/news'])).generation}@${s.now}`));
    await s.run();
    // The read reached the object at 100, after the bump (at 60).
    expect(seen).toEqual(['bump g1@70', 'read g1@200']);
    expect(object.state.purges).toEqual([{ prefix: '/api/news', generation: 1 }]);
    expect(object.counts).toEqual({ doRequests: 2, doBumps: 1, failed: 0 });
  });
});

describe('the purge generation, through the real reader of every simulated isolate', () => {
  it('is seen by every isolate within MAX_AGE_MS and a round trip, however far; idle isolates wait for it', async () => {
    const s = new Scheduler(0);
    const mechanism = generationPurge(
      () => s.now,
      (ms) => s.sleep(ms),
    );
    const isolates = ['YVR', 'LHR', 'DEL', 'SYD'].map(isolateAt);
    const lastOld = isolates.map(() => 0);
    // Each isolate serves a request every 700 ms for 30 s (DEL only every 9 s: idle between); the purge runs at 10 s.
    for (let t = 0; t < 30_000; t += 700) {
      isolates.forEach((iso, i) => {
        if (iso.location.name === 'DEL' && t % 9100 !== 0) return;
        s.at(t, async () => {
          const began = s.now;
          const state = await mechanism.generationsOf(iso)?.current(() => undefined);
          if (state?.generation === 0 && began >= 10_000) lastOld[i] = began;
        });
      });
    }
    s.at(10_000, () => void mechanism.purge(isolates[0] as Isolate, new KvModel(() => s.now).at('YVR'), '/api/news'));
    await s.run();
    const rtt = Math.max(...isolates.map((i) => i.location.rttMs));
    for (const t of lastOld) expect(t === 0 || t - 10_000 <= MAX_AGE_MS + rtt).toBe(true);
    // Reads: one per isolate every 2–5 s while it serves (not one per request), and the bump.
    expect(mechanism.counts.doBumps).toBe(1);
    expect(mechanism.counts.doRequests).toBeLessThan((30_000 / 2000 + 1) * isolates.length + 1);
  });
});
