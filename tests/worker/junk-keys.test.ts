/**
 * Issue 23, item 5: each junk 404 address wrote a new KV key (the contract's `api:` 404 copy and
 * the page cache's `page:` not-found page). On Workers KV every write costs money and a key takes
 * one write a second, so a 404 is remembered in the isolate, never under one key per junk path.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env';
import { CMS, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { call, pageKeyOf, testEnv } from './helpers';

const REAL = ['/news', '/pa/news', '/shows', '/pa/about'];

/** 500 junk requests: unknown page paths in both languages, unknown /api slugs and ids. */
const junk = (mode: string, id: number) =>
  Array.from({ length: 50 }, (_, i) => [
    `/junk-${mode}-${i}`,
    `/pa/junk-${mode}-${i}`,
    `/news/post/junk-${mode}-${i}`,
    `/pa/news/post/junk-${mode}-${i}`,
    `/shows/view/junk-${mode}-${i}`,
    `/api/news/post/junk-${mode}-${i}`,
    `/api/pages/junk-${mode}-${i}`,
    `/api/host/junk-${mode}-${i}`,
    `/api/shows/episode/${id + i}`,
    `/api/featured/${id + i}`,
  ]).flat();

const allKeys = async () => {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await testEnv.CACHE.list({ cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names.sort();
};

// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(() => call('/news'), 60_000);
afterEach(() => vi.restoreAllMocks());

for (const [mode, id, env] of [
  ['embedded', 900_000, { PAGE_CACHE_SECONDS: '60' }],
  ['proxied', 800_000, { PAGE_CACHE_SECONDS: '60', BACKEND_URL: CMS, ORIGINALS_URL: ORIGINALS_HOST }],
] as [string, number, Partial<Env>][]) {
  describe(`500 junk requests (${mode} mode)`, () => {
    it('add no KV key, and the real pages stay cached', async () => {
      if (env.BACKEND_URL) fakeCms();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const get = (path: string) => call(path, { headers: { accept: 'text/html' } }, env);
      // The real pages, and the not-found page's own text and the settings, cached once.
      for (const path of [...REAL, '/no-such-page', '/pa/no-such-page']) await get(path);
      const before = await allKeys();
      for (const path of REAL) expect(before).toContain(pageKeyOf(path));
      for (const path of junk(mode, id)) expect((await get(path)).status).toBe(404);
      expect(await allKeys()).toEqual(before);
      for (const path of REAL) expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    }, 120_000);
  });
}
