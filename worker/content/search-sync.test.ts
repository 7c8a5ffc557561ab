import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { seedDatabase } from '../../tests/worker/seed';
import { SYNC_AT_KEY, syncSearchIndex } from './search-sync';

const testEnv = { ...(env as unknown as Env), BACKEND_URL: 'https://cms.example' };
const count = async (type: string) =>
  (await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM search_index WHERE type = ?').bind(type).first<{ n: number }>())
    ?.n;

beforeAll(seedDatabase);
beforeEach(() => testEnv.CACHE.delete(SYNC_AT_KEY));
afterEach(() => vi.restoreAllMocks());

describe('syncSearchIndex', () => {
  it('keeps every row when the CMS answers 200 with something that is not a list', async () => {
    const before = await count('news');
    expect(before).toBeGreaterThan(0);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
    const summary = await syncSearchIndex(testEnv);
    expect(summary.failed).toHaveLength(6);
    expect(await count('news')).toBe(before);
    // Nothing was read, so the next run tries again rather than waiting half an hour.
    expect(await testEnv.CACHE.get(SYNC_AT_KEY)).toBeNull();
  });

  it('rewrites a type the CMS listed, keeps one whose call failed, and drops the types it cannot list', async () => {
    const hostsBefore = await count('hosts');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/api/events'))
        return Response.json({
          data: [{ id: 7, title: 'Vaisakhi Mela', intro: '<b>Fair</b>', dateTime: '2026-04-14' }],
        });
      if (url.endsWith('/api/host')) return new Response('<html>maintenance</html>', { status: 503 });
      return Response.json({ data: [], meta: { pagination: { total_pages: 1 } } });
    });
    const summary = await syncSearchIndex(testEnv);
    expect(summary.indexed).toMatchObject({ event: 1, news: 0 });
    expect(summary.failed).toEqual(['hosts']);
    expect(await count('event')).toBe(1);
    expect(await count('hosts')).toBe(hostsBefore);
    expect(await count('episode')).toBe(0);
    const row = await testEnv.DB.prepare(`SELECT slug, title_en, body FROM search_index WHERE type = 'event'`).first();
    expect(row).toEqual({ slug: '7', title_en: 'Vaisakhi Mela', body: 'Fair' });
  });

  it('does nothing in embedded mode', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await syncSearchIndex({ ...testEnv, BACKEND_URL: '' })).toEqual({ indexed: {}, failed: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
