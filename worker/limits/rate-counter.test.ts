import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { type RateCounter, WINDOW_MS } from './rate-counter';

const counters = (env as unknown as Env).RATE_COUNTER;

describe('RateCounter', () => {
  it('counts hits sent at once exactly, and stores nothing for those over the limit', async () => {
    const stub = counters.getByName('unit:burst');
    const tallies = await Promise.all(Array.from({ length: 30 }, () => stub.hit(10)));
    expect(tallies.filter((t) => !t.over)).toHaveLength(10);
    expect(
      tallies
        .filter((t) => !t.over)
        .map((t) => t.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const t of tallies) {
      expect(t.retryAfter).toBeGreaterThan(0);
      expect(t.retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }
    const kept = await runInDurableObject(stub, (_, state) => state.storage.kv.get('window'));
    expect(kept).toMatchObject({ count: 10 });
  });

  it('takes the limit of each call, so a changed var applies at once', async () => {
    const stub = counters.getByName('unit:limit');
    expect((await stub.hit(1)).over).toBe(false);
    expect((await stub.hit(1)).over).toBe(true);
    expect((await stub.hit(3)).over).toBe(false);
  });

  it('deletes its record when the window ends, and counts afresh after', async () => {
    const stub = counters.getByName('unit:expiry');
    await stub.hit(1);
    expect((await stub.hit(1)).over).toBe(true);
    // The alarm is set for the window's end; make that now, as if the minute had passed.
    await runInDurableObject(stub, (_, state) => {
      const kept = state.storage.kv.get<{ start: number; count: number }>('window')!;
      state.storage.kv.put('window', { ...kept, start: kept.start - WINDOW_MS });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const left = await runInDurableObject(stub, async (_, state) => ({
      rows: [...state.storage.kv.list()].length,
      alarm: await state.storage.getAlarm(),
    }));
    expect(left).toEqual({ rows: 0, alarm: null });
    expect(await stub.hit(1)).toMatchObject({ over: false, count: 1 });
  });

  it('a window past its end starts again even before its alarm has run', async () => {
    const stub = counters.getByName('unit:late-alarm');
    await stub.hit(1);
    await runInDurableObject(stub, (_, state) => {
      state.storage.kv.put('window', { start: Date.now() - WINDOW_MS - 1, count: 1 });
    });
    expect(await stub.hit(1)).toMatchObject({ over: false, count: 1 });
  });

  it('an alarm that runs while a newer window is open keeps it and waits for its end', async () => {
    const stub = counters.getByName('unit:new-window');
    await stub.hit(5);
    await runInDurableObject(stub, (instance: RateCounter) => instance.alarm());
    const left = await runInDurableObject(stub, async (_, state) => ({
      kept: state.storage.kv.get('window'),
      alarm: await state.storage.getAlarm(),
    }));
    expect(left.kept).toMatchObject({ count: 1 });
    expect(left.alarm).toBeGreaterThan(Date.now());
  });
});
