/**
 * The edge HTML cache (issue 14): anonymous page reads through KV with the API cache's policy,
 * keyed by the page's address in its language; the CSP needs no per-request nonce.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { importBundle } from '../../worker/content/import/import';
import { forgetRemembered } from '../../worker/cache/isolate-memory';
import { PAGE_KEYS, purgePages } from '../../worker/cache/page-policy';
import type { Env } from '../../worker/env';
import { call, clearCache, pageKeyOf, pageKeys, testEnv } from './helpers';
import { importPost } from '../fixtures/import-post';

const ON: Partial<Env> = { PAGE_CACHE_SECONDS: '600' };
const BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const get = (path: string, headers: Record<string, string> = {}, env: Partial<Env> = {}) =>
  call(path, { headers }, { ...ON, ...env });

/** Makes the kept page at `key` look `seconds` older, as time passing would (and as another isolate, without it in memory, sees it). */
async function age(key: string, seconds: number) {
  forgetRemembered(PAGE_KEYS);
  const copy = await testEnv.CACHE.get<{ storedAt: number }>(key, 'json');
  const { metadata } = await testEnv.CACHE.getWithMetadata(key);
  await testEnv.CACHE.put(key, JSON.stringify({ ...copy, storedAt: copy!.storedAt - seconds * 1000 }), {
    metadata,
  });
}

/** The KV binding with its reads and writes of pages counted (one write = one kept render). */
function countingCache() {
  const writes: string[] = [];
  const reads: string[] = [];
  const kv = testEnv.CACHE;
  const counted = {
    get: (key: string, type: 'json') => {
      if (key.startsWith('page:')) reads.push(key);
      return kv.get(key, type);
    },
    getWithMetadata: kv.getWithMetadata.bind(kv),
    list: kv.list.bind(kv),
    delete: kv.delete.bind(kv),
    put: (key: string, ...rest: Parameters<KVNamespace['put']> extends [string, ...infer R] ? R : never) => {
      if (key.startsWith('page:')) writes.push(key);
      return kv.put(key, ...rest);
    },
  } as unknown as KVNamespace;
  return { counted, writes, reads };
}

const post = (title: string) => importPost({ id: 990_201, slug: 'page-cache-stale', title });

// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(() => call('/shows'), 60_000);
beforeEach(async () => {
  await clearCache();
  await purgePages(testEnv.CACHE, '/api/');
});
afterEach(() => vi.restoreAllMocks());

describe('the page cache', () => {
  it('answers MISS, then HIT with the same bytes and a public, revalidated cache-control', async () => {
    const first = await get('/shows');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const a = await first.text();
    const second = await get('/shows?utm_source=whatsapp&fbclid=x');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(a);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('vary')).toBe('Cookie, Save-Data');
    expect(second.headers.get('link')).toContain('noto-sans-gurmukhi-gurmukhi-700-normal-');
    expect(second.headers.get('link')).toBe(first.headers.get('link'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await call('/shows', { method: 'HEAD' }, ON);
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(await pageKeys()).toEqual([pageKeyOf('/shows')]);
  });

  it('answers 304 when the browser already holds the kept page', async () => {
    const etag = (await get('/featured')).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\w+"$/);
    const again = await get('/featured', { 'if-none-match': etag });
    expect([again.status, await again.text()]).toEqual([304, '']);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get('/featured', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers a page read in the last seconds from memory, without a KV read', async () => {
    await get('/featured');
    const { counted, reads } = countingCache();
    const hot = await get('/featured', {}, { CACHE: counted });
    expect(hot.headers.get('x-cache')).toBe('HIT');
    expect(reads).toEqual([]);
    forgetRemembered(PAGE_KEYS);
    expect((await get('/featured', {}, { CACHE: counted })).headers.get('x-cache')).toBe('HIT');
    expect(reads).toEqual([pageKeyOf('/featured')]);
  });

  it('answers every visitor of a page held in memory with its whole body, in both languages', async () => {
    for (const path of ['/featured', '/pa/featured']) {
      const first = await (await get(path)).text();
      const answers = await Promise.all([1, 2, 3].map(() => get(path)));
      expect(answers.map((a) => a.headers.get('x-cache'))).toEqual(['HIT', 'HIT', 'HIT']);
      // One array of bytes is handed to every answer: each must still carry all of it.
      for (const a of answers) expect(await a.text()).toBe(first);
    }
  });

  it('keys by the address in its language: /news and /pa/news are two pages', async () => {
    const en = await (await get('/news')).text();
    const pa = await (await get('/pa/news')).text();
    expect(en).toContain('<html lang="en-CA">');
    expect(pa).toContain('<html lang="pa">');
    const again = await get('/pa/news', { cookie: 'lang=pa' });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(pa);
    expect(await (await get('/news')).text()).toBe(en);
    expect(await pageKeys()).toEqual([pageKeyOf('/news'), pageKeyOf('/pa/news')]);
  });

  it('serves a stale page at once and re-renders it once in the background', async () => {
    const path = '/news/post/page-cache-stale';
    await importBundle(testEnv.DB, { posts: [post('Before the edit')] });
    expect(await (await get(path)).text()).toContain('Before the edit');
    await age(pageKeyOf(path), 3600);
    await importBundle(testEnv.DB, { posts: [post('After the edit')] });
    await clearCache();
    const { counted, writes } = countingCache();
    const [a, b] = await Promise.all([get(path, {}, { CACHE: counted }), get(path, {}, { CACHE: counted })]);
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['STALE', 'STALE']);
    expect(await a.text()).toContain('Before the edit');
    expect(writes).toEqual([pageKeyOf(path)]);
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.text()).toContain('After the edit');
  });

  it('keeps serving the last good page when the content source fails (stale-if-error), and stores no error page', async () => {
    const remote = { BACKEND_URL: 'https://cms.example.test' };
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connection refused'));
    const good = await (await get('/events')).text();
    await age(pageKeyOf('/events'), 3600);
    // The API cache empty too, so a re-render has only the failing CMS to ask.
    await clearCache();
    for (let i = 0; i < 2; i++) {
      const res = await get('/events', {}, remote);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('STALE');
      expect(await res.text()).toBe(good);
    }
    // No copy and no content: the friendly error page, never kept.
    const down = await get('/featured', {}, remote);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await pageKeys()).toEqual([pageKeyOf('/events')]);
  });

  it('keeps the not-found page only for CACHE_MISS_SECONDS, then renders before answering again', async () => {
    expect((await get('/no-such-page')).status).toBe(404);
    const hit = await get('/no-such-page');
    expect([hit.status, hit.headers.get('x-cache')]).toEqual([404, 'HIT']);
    const later = await get('/no-such-page', {}, { CACHE_MISS_SECONDS: '0' });
    expect([later.status, later.headers.get('x-cache')]).toEqual([404, 'MISS']);
  });

  it('gives bots the same complete bytes as people, whoever came first', async () => {
    const person = await (await get('/featured')).text();
    const bot = await get('/featured', { 'user-agent': BOT });
    expect(bot.headers.get('x-cache')).toBe('HIT');
    expect(await bot.text()).toBe(person);
    const botFirst = await (await get('/pa/featured', { 'user-agent': BOT })).text();
    expect(await (await get('/pa/featured')).text()).toBe(botFirst);
    expect(botFirst.endsWith('</body></html>')).toBe(true);
  });

  it('is off when PAGE_CACHE_SECONDS is 0', async () => {
    const res = await get('/shows', {}, { PAGE_CACHE_SECONDS: '0' });
    expect(res.headers.get('x-cache')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await pageKeys()).toEqual([]);
  });
});

describe('a strict CSP without a per-request nonce', () => {
  it('allows only same-origin and video-host script files, and the page has no inline script to run', async () => {
    for (const path of ['/', '/pa/news', '/events']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy')!;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
      expect(scriptSrc).toBe("'self' https://www.youtube.com");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      // Data blocks (not run, not governed by CSP) or a same-origin file: nothing inline runs.
      for (const attrs of scripts) expect(attrs).toMatch(/type="application\/(?:ld\+)?json"|src="\/paint-boot\.js"/);
      expect(html).not.toContain('nonce=');
    }
  });
});
