import { describe, expect, it } from 'vitest';
import { CacheTierModel } from './cache-tier';
import { KvModel } from './kv-model';

function setup() {
  const clock = { now: 1_000_000 };
  const kv = new KvModel(() => clock.now, { cacheTtlS: 60, propagationS: 0, writesPerKeyPerS: 1 });
  const tier = new CacheTierModel(() => clock.now, 60);
  const at = (loc: string) => tier.front(loc, kv.at(loc));
  return { kv, tier, at, pass: (s: number) => (clock.now += s * 1000) };
}

describe('the Cache API tier model', () => {
  it('answers a location from its own cache without a KV read while the copy lasts', async () => {
    const { kv, tier, at, pass } = setup();
    await at('YVR').put('k', '{"v":1}');
    expect(await at('YVR').get('k', 'json')).toEqual({ v: 1 });
    expect(kv.counts.reads).toBe(0);
    // Another location reads KV once, then its own cache.
    await at('LHR').get('k', 'json');
    await at('LHR').get('k', 'json');
    expect(kv.counts.reads).toBe(1);
    expect(tier.counts).toEqual({ hits: 2, misses: 1 });
    pass(61);
    await at('LHR').get('k', 'json');
    expect(kv.counts.reads).toBe(2);
  });

  it('drops a copy on delete in its own location only: the others keep it until it expires', async () => {
    const { at, pass } = setup();
    await at('YVR').put('k', 'old');
    pass(1);
    expect(await at('LHR').get('k')).toBe('old');
    await at('YVR').delete('k');
    expect(await at('YVR').get('k')).toBeNull();
    pass(30);
    expect(await at('LHR').get('k')).toBe('old');
    pass(31);
    expect(await at('LHR').get('k')).toBeNull();
  });

  it('does not keep a key KV does not have', async () => {
    const { kv, at } = setup();
    expect(await at('YVR').get('missing')).toBeNull();
    expect(await at('YVR').get('missing')).toBeNull();
    expect(kv.counts.reads).toBe(2);
  });
});
