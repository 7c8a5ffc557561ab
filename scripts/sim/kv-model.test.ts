import { describe, expect, it } from 'vitest';
import { KvModel } from './kv-model';

/** A model with a clock the test moves by hand. */
function setup(o = { cacheTtlS: 60, propagationS: 60, writesPerKeyPerS: 1 }) {
  const clock = { now: 1_000_000 };
  const kv = new KvModel(() => clock.now, o);
  const pass = (s: number) => {
    clock.now += s * 1000;
  };
  return { kv, pass, clock };
}

describe('the KV model: propagation', () => {
  it('shows a write at once where it was made and after the propagation time elsewhere', () => {
    const { kv, pass } = setup({ cacheTtlS: 30, propagationS: 60, writesPerKeyPerS: 1 });
    kv.write('k', 'v1', 'YVR');
    expect(kv.read('k', 'YVR')).toBe('v1');
    expect(kv.read('k', 'LHR')).toBeNull();
    pass(59);
    // LHR read null 59 s ago and keeps it for 30 s; then reads again, before the write reached it.
    expect(kv.read('k', 'LHR')).toBeNull();
    pass(2);
    // Its read cache (from 2 s ago, null) still answers.
    expect(kv.read('k', 'LHR')).toBeNull();
    pass(30);
    expect(kv.read('k', 'LHR')).toBe('v1');
  });

  it('propagates a delete like a write: the old value is read elsewhere until it arrives', () => {
    const { kv, pass } = setup({ cacheTtlS: 30, propagationS: 60, writesPerKeyPerS: 1 });
    kv.write('k', 'old', 'YVR');
    pass(120);
    expect(kv.read('k', 'DEL')).toBe('old');
    pass(31);
    kv.write('k', null, 'YVR');
    expect(kv.read('k', 'YVR')).toBeNull();
    expect(kv.read('k', 'DEL')).toBe('old');
    pass(61);
    expect(kv.read('k', 'DEL')).toBeNull();
  });

  it('lists what a location can see, with metadata, a page at a time', async () => {
    const { kv, pass } = setup();
    kv.write('page:a', 'x', 'YVR', undefined, { reads: ['/api/a'] });
    kv.write('page:b', 'y', 'YVR');
    kv.write('api:c', 'z', 'YVR');
    expect(kv.list('LHR', { prefix: 'page:' }).keys).toEqual([]);
    pass(61);
    const first = await kv.at('LHR').list({ prefix: 'page:', limit: 1 } as KVNamespaceListOptions);
    expect(first.keys).toEqual([{ name: 'page:a', metadata: { reads: ['/api/a'] } }]);
    expect(first.list_complete).toBe(false);
    const cursor = first.list_complete ? undefined : first.cursor;
    const second = await kv.at('LHR').list({ prefix: 'page:', limit: 1, cursor } as KVNamespaceListOptions);
    expect(second.keys.map((k) => k.name)).toEqual(['page:b']);
    expect(second.list_complete).toBe(true);
    expect(kv.counts.lists).toBe(3);
  });
});

describe('the KV model: per-location read cache', () => {
  it('answers a location from what it read for cacheTtl, found or not, even after the write arrives', () => {
    const { kv, pass } = setup({ cacheTtlS: 60, propagationS: 0, writesPerKeyPerS: 1 });
    expect(kv.read('k', 'LHR')).toBeNull();
    kv.write('k', 'v1', 'YVR');
    pass(59);
    expect(kv.read('k', 'LHR')).toBeNull();
    pass(2);
    expect(kv.read('k', 'LHR')).toBe('v1');
    kv.write('k', 'v2', 'YVR');
    pass(30);
    expect(kv.read('k', 'LHR')).toBe('v1');
    expect(kv.read('k', 'YVR')).toBe('v2');
  });

  it('bills every read, cached or not, found or not', () => {
    const { kv } = setup();
    kv.read('k', 'YVR');
    kv.read('k', 'YVR');
    kv.write('k', 'v', 'YVR');
    kv.read('k', 'YVR');
    expect(kv.counts).toMatchObject({ reads: 3, writes: 1 });
  });

  it('drops a value after its expirationTtl', async () => {
    const { kv, pass } = setup();
    await kv.at('YVR').put('k', '{"a":1}', { expirationTtl: 60 });
    expect(await kv.at('YVR').get('k', 'json')).toEqual({ a: 1 });
    pass(61);
    expect(await kv.at('YVR').get('k', 'json')).toBeNull();
    expect(kv.liveKeys()).toEqual([]);
  });
});

describe('the KV model: one write a second per key', () => {
  it('refuses a second write to a key within the second (429), and takes one to another key', async () => {
    const { kv, pass } = setup();
    const yvr = kv.at('YVR');
    await yvr.put('k', 'a');
    await expect(kv.at('LHR').put('k', 'b')).rejects.toThrow(/429/);
    await expect(yvr.delete('k')).rejects.toThrow(/429/);
    await yvr.put('other', 'c');
    pass(1);
    await yvr.put('k', 'd');
    expect(kv.counts).toMatchObject({ writes: 3, rejected: 2, deletes: 0 });
    expect(kv.read('k', 'YVR')).toBe('d');
  });
});
