import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearCache, testEnv } from './helpers';

const remote = { BACKEND_URL: 'https://cms.example.test' };

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

const cachedKeys = async () => (await testEnv.CACHE.list({ prefix: 'api:' })).keys.map((k) => k.name);

describe('problem 3: junk parameters bloat the cache and the CMS', () => {
  it('answers 404 for bad parameter values before any cache or CMS work', async () => {
    const cms = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ v: 1 }));
    for (const path of ['/api/home?page=zz1', '/api/news/bc?page=0', '/api/videos/lifestyle?pageToken=%3Cscript%3E']) {
      expect((await call(path, undefined, remote)).status).toBe(404);
    }
    expect(cms).not.toHaveBeenCalled();
    expect(await cachedKeys()).toEqual([]);
  });

  it('keys only the parameters a route reads, so junk does not make new entries or CMS calls', async () => {
    const cms = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ sections: [] }));
    for (let i = 1; i <= 20; i++) await call(`/api/home?page=${i}&utm_source=${i}`, undefined, remote);
    expect(cms).toHaveBeenCalledTimes(1);
    expect(String(cms.mock.calls[0]![0])).toBe('https://cms.example.test/api/home');
    expect(await cachedKeys()).toEqual(['api:/api/home']);
  });

  it('makes one CMS call for 20 simultaneous first requests of one post', async () => {
    const cms = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 50));
      return Response.json({ item: { id: 1, slug: 'one', title: 'One' } });
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/api/news/post/one', undefined, remote)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(cms).toHaveBeenCalledTimes(1);
  });
});
