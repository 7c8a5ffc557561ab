/**
 * Issue 23, item 2: one round of JSON 404s from the CMS kept the site 'not found' for minutes after
 * it recovered, and took the good copies with it. Proxied mode against the fake CMS, page cache on.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECOND_404_AFTER_SECONDS } from '../../worker/cache/contract-cache';
import { forgetRemembered } from '../../worker/cache/isolate-memory';
import { purgePages } from '../../worker/cache/page-policy';
import { importBundle } from '../../worker/content/import/import';
import type { Env } from '../../worker/env';
import type { NewsListResponse, ShowsResponse } from '../../shared/types/api';
import { CMS, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { call, clearCache, getJson, pageKeyOf, pageKeys, testEnv } from './helpers';
import { importPost } from '../fixtures/import-post';

const ON: Partial<Env> = {
  BACKEND_URL: CMS,
  ORIGINALS_URL: ORIGINALS_HOST,
  PAGE_CACHE_SECONDS: '60',
  CACHE_TTL_SECONDS: '600',
  CACHE_MISS_SECONDS: '60',
};
const TITLE = /<title>([^<]*)<\/title>/;
const visit = async (path: string) => {
  const res = await call(path, { headers: { accept: 'text/html' } }, ON);
  return { status: res.status, title: TITLE.exec(await res.text())?.[1] ?? '' };
};
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
const notFound = () => Response.json({ error: 'Not found', status: 404 }, { status: 404 });

/** The CMS answers a JSON 404 for the calls `gone` picks, and as the fake CMS for the rest. */
function cmsWithout(gone: (url: string) => boolean) {
  fakeCms();
  const healthy = vi.mocked(globalThis.fetch).getMockImplementation();
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) =>
    gone(new Request(input, init).url) ? notFound() : (healthy?.(input, init) ?? notFound()),
  );
}

const post = (slug: string, title: string) => importPost({ id: 990_400 + slug.length, slug, title });

let pages: string[] = [];
// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(async () => {
  const slug = (await getJson<NewsListResponse>('/api/news/bc')).body.data[0]!.slug;
  const show = (await getJson<ShowsResponse>('/api/shows')).body.data[0]!.slug;
  const en = ['/', '/news', `/news/post/${slug}`, '/shows', `/shows/view/${show}`, '/events', '/about', '/featured'];
  pages = [...en, ...en.map((p) => (p === '/' ? '/pa' : `/pa${p}`))];
  await call('/news');
}, 60_000);
beforeEach(async () => {
  await clearCache();
  await purgePages(testEnv.CACHE, '/api/');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('one round of JSON 404s from the CMS', () => {
  it('empties no page, during the round or after it', async () => {
    fakeCms();
    const titles = new Map<string, string>();
    for (const path of pages) titles.set(path, (await visit(path)).title);
    // Every copy stale, so each visit of the round re-renders and asks the CMS.
    later(601);
    cmsWithout(() => true);
    const during = [];
    for (const path of pages) during.push(await visit(path));
    fakeCms();
    const after = [];
    for (const path of pages) after.push(await visit(path));
    later(61);
    for (const path of pages) after.push(await visit(path));
    const served = (v: { status: number; title: string }, i: number) =>
      v.status === 200 && v.title === titles.get(pages[i % pages.length]!);
    expect(during.filter((v, i) => !served(v, i))).toEqual([]);
    expect(after.filter((v, i) => !served(v, i))).toEqual([]);
  }, 60_000);
});

describe('the not-found page', () => {
  it('is kept no longer than the 404 it came from: once the contract answers 200 the next visit shows the page', async () => {
    fakeCms();
    const path = '/news/post/published-later';
    expect((await call('/api/news/post/published-later', undefined, ON)).status).toBe(404);
    later(40);
    expect((await visit(path)).status).toBe(404);
    expect((await visit(path)).status).toBe(404);
    await importBundle(testEnv.DB, { posts: [post('published-later', 'Published later')] });
    later(20);
    expect(await visit(path)).toEqual({ status: 200, title: expect.stringContaining('Published later') });
  });

  it('is kept in the isolate, never in KV, and replaces a good page there', async () => {
    fakeCms();
    await importBundle(testEnv.DB, { posts: [post('taken-down', 'Taken down')] });
    await visit('/news/post/taken-down');
    expect(await pageKeys()).toEqual([pageKeyOf('/news/post/taken-down')]);
    await visit('/no-such-page');
    expect(await pageKeys()).toEqual([pageKeyOf('/news/post/taken-down')]);
    later(601);
    cmsWithout((url) => url.endsWith('/taken-down'));
    await visit('/news/post/taken-down');
    later(SECOND_404_AFTER_SECONDS * 2);
    await visit('/news/post/taken-down');
    expect((await visit('/news/post/taken-down')).status).toBe(404);
    expect(await pageKeys()).toEqual([]);
  });
});

describe('a post unpublished at the CMS (a real JSON 404, twice)', () => {
  it('stays until the second 404 and disappears within about a minute of the first, in every isolate', async () => {
    fakeCms();
    await importBundle(testEnv.DB, { posts: [post('unpublished', 'Unpublished soon')] });
    const path = '/news/post/unpublished';
    expect((await visit(path)).status).toBe(200);
    later(601);
    cmsWithout((url) => url.endsWith('/unpublished'));
    // Visits every 10 s from the one that brings the first 404, which the contract does not believe yet.
    expect((await visit(path)).status).toBe(200);
    expect((await call('/api/news/post/unpublished', undefined, ON)).status).toBe(200);
    let seconds = 0;
    while ((await visit(path)).status === 200 && seconds <= 120) {
      later(10);
      seconds += 10;
    }
    expect(seconds).toBeGreaterThanOrEqual(SECOND_404_AFTER_SECONDS);
    expect(seconds).toBeLessThanOrEqual(70);
    // Another isolate (nothing in memory) reads the 404 from KV, under the post's own key.
    forgetRemembered('');
    expect((await visit(path)).status).toBe(404);
    expect((await call('/api/news/post/unpublished', undefined, ON)).status).toBe(404);
  });
});
