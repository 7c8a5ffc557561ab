/**
 * What the page cache never keeps (per-visitor redirects, form outcomes) and how a purge drops
 * pages with the API answers they were built from.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgePages } from '../../worker/cache/page-policy';
import type { Env } from '../../worker/env';
import { call, clearCache, getJson, pageKeyOf, pageKeys, testEnv } from './helpers';
import type { NewsListResponse } from '../../shared/types/api';

/** The KV key of a page address as this build keeps it (worker/cache/page-key.ts). */

const ON: Partial<Env> = { PAGE_CACHE_SECONDS: '600' };
const get = (path: string, headers: Record<string, string> = {}) => call(path, { headers, redirect: 'manual' }, ON);

const purge = (prefix?: string) =>
  call(
    '/api/_cache/purge',
    {
      method: 'POST',
      body: JSON.stringify(prefix ? { prefix } : {}),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${testEnv.PURGE_TOKEN}` },
    },
    ON,
  );

let slug = '';
// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(async () => {
  slug = (await getJson<NewsListResponse>('/api/news/bc')).body.data[0]!.slug;
  await call('/news');
}, 60_000);
beforeEach(async () => {
  await clearCache();
  await purgePages(testEnv.CACHE, '/api/');
});

describe('never kept', () => {
  it('a ?lang= answer that sets the cookie', async () => {
    const res = await get('/news?lang=pa');
    expect(res.status).toBe(301);
    expect(res.headers.get('set-cookie')).toMatch(/^lang=pa;/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-cache')).toBeNull();
    expect(await pageKeys()).toEqual([]);
  });

  it('the Punjabi cookie still sends a plain address to /pa, though the English page is cached', async () => {
    await get('/news');
    expect((await get('/news')).headers.get('x-cache')).toBe('HIT');
    const res = await get('/news', { cookie: 'lang=pa' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/pa/news');
    expect(res.headers.get('vary')).toBe('Cookie');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a form's outcome: the echo is rendered for its visitor only, and the address stays anonymous", async () => {
    const refused = await call(
      '/contact',
      {
        method: 'POST',
        body: new URLSearchParams({ firstName: 'Harpreet', email: 'harpreet@' }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
        },
      },
      ON,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('value="harpreet@"');
    expect(await pageKeys()).toEqual([]);
    const echo = encodeURIComponent(
      JSON.stringify({ form: 'contact', ok: true, values: {}, errors: {}, detail: null }),
    );
    const flashed = await get('/contact', { cookie: `lang=en; form_result=${echo}` });
    expect(flashed.status).toBe(200);
    expect(flashed.headers.get('x-cache')).toBe('BYPASS');
    expect(flashed.headers.get('cache-control')).toBe('private, no-store');
    expect(await flashed.text()).toContain('"echo":');
    expect(await pageKeys()).toEqual([]);
    const anonymous = await get('/contact');
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(await anonymous.text()).not.toContain('"echo":');
  });
});

describe('purge', () => {
  it('a prefix purge of /api/news drops the news pages in both languages, and nothing else', async () => {
    for (const path of ['/news', '/pa/news', `/news/post/${slug}`, '/shows', '/pa/shows']) await get(path);
    const res = await purge('/api/news');
    expect(await res.json()).toMatchObject({ success: true, pages: 3 });
    expect(await pageKeys()).toEqual([pageKeyOf('/pa/shows'), pageKeyOf('/shows')]);
    expect((await get('/pa/news')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/shows')).headers.get('x-cache')).toBe('HIT');
  });

  it('purging everything drops every page', async () => {
    for (const path of ['/news', '/pa/shows', '/no-such-page']) await get(path);
    // The not-found page is kept in the isolate only: no KV key to drop, but the purge forgets it.
    expect(await (await purge()).json()).toMatchObject({ success: true, pages: 2 });
    expect(await pageKeys()).toEqual([]);
    expect((await get('/no-such-page')).headers.get('x-cache')).toBe('MISS');
  });
});
