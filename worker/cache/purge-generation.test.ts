import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';

const objects = (env as unknown as Env).PURGE_GENERATION;

describe('PurgeGeneration', () => {
  it('counts purges sent at once exactly, one generation each', async () => {
    const stub = objects.getByName('unit:burst');
    expect(await stub.read()).toEqual({ generation: 0, floor: 0, purges: [] });
    const states = await Promise.all(Array.from({ length: 10 }, (_, i) => stub.bump([`/api/news/${i}`])));
    expect(states.map((s) => s.generation).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const state = await stub.read();
    expect(state.generation).toBe(10);
    expect(state.purges).toHaveLength(10);
  });

  it('takes only /api prefixes; none changes nothing', async () => {
    const stub = objects.getByName('unit:prefixes');
    expect((await stub.bump(['/admin', 'x'.repeat(10)])).generation).toBe(0);
    expect(await stub.bump(['/api/shows', '/admin'])).toEqual({
      generation: 1,
      floor: 0,
      purges: [{ prefix: '/api/shows', generation: 1 }],
    });
  });

  it('announces an answer once per path, and takes only hashes at /api/ paths', async () => {
    const stub = objects.getByName('unit:announce');
    const path = '/api/news/post/a';
    expect((await stub.announce([path], 'h1', 0)).generation).toBe(1);
    const same = await Promise.all([stub.announce([path], 'h1', 0), stub.announce([path], 'h1', 0)]);
    expect(same.map((s) => s.generation)).toEqual([1, 1]);
    expect(await stub.announce([path], 'h2', 0)).toEqual({
      generation: 2,
      floor: 0,
      purges: [{ prefix: path, generation: 2, answer: 'h2', again: 1 }],
    });
    expect((await stub.announce(['/api/', '/admin'], 'h3', 0)).generation).toBe(2);
    expect((await stub.announce([path], 'NOT A HASH', 0)).generation).toBe(2);
  });
});
