import { beforeEach, describe, expect, it } from 'vitest';
import { importBundle } from '../../worker/content/import/import';
import { call, clearCache, testEnv } from './helpers';
import { importPost } from '../fixtures/import-post';
import { pngSize } from './png';

beforeEach(() => clearCache());

describe('share cards', () => {
  it('draws the home page card as a 1200×630 PNG under 300 KB, then serves it from KV', async () => {
    let t = performance.now();
    const first = await call('/share/card/pa/index.png');
    const bytes = new Uint8Array(await first.arrayBuffer());
    const uncached = performance.now() - t;
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-card-cache')).toBe('MISS');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);
    t = performance.now();
    const again = await call('/share/card/pa/index.png');
    const cached = performance.now() - t;
    expect(again.headers.get('x-card-cache')).toBe('HIT');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    console.log(`card: ${bytes.length} bytes, uncached ${uncached.toFixed(0)} ms, cached ${cached.toFixed(0)} ms`);
    // The first card of an isolate sets up two wasm modules and the fonts: seconds on a busy machine.
  }, 30_000);

  it('is a 404 for a page that does not exist', async () => {
    expect((await call('/share/card/en/news/post/no-such-post.png')).status).toBe(404);
  });
});

describe('share cards of search pages', () => {
  it('are not drawn (any text is a search title); the search page shares the home card', async () => {
    expect((await call('/share/card/en/search/anything.png')).status).toBe(404);
    const html = await (await call('/search/anything')).text();
    expect(html).toContain('content="http://localhost:8787/share/card/en/index.png?v=');
  });
});

describe('share cards of the not-found page', () => {
  it('share the home card, which exists', async () => {
    const res = await call('/news/post/no-such-post');
    expect(res.status).toBe(404);
    const image = (await res.text()).match(/<meta property="og:image" content="http:\/\/localhost:8787([^"]+)">/)?.[1];
    expect(image).toMatch(/^\/share\/card\/en\/index\.png\?v=/);
    expect((await call((image ?? '').replaceAll('&amp;', '&'))).status).toBe(200);
  });
});

describe('share cards after a purge', () => {
  const post = (title: string) => importPost({ id: 990_101, slug: 'card-purge-test', title });
  const cardOf = async () => {
    const html = await (await call('/news/post/card-purge-test')).text();
    const url = html.match(/<meta property="og:image" content="http:\/\/localhost:8787([^"]+)">/)?.[1] ?? '';
    return url.replaceAll('&amp;', '&');
  };

  it('draw a new card for a changed title, and the old one expires with the keep time', async () => {
    await importBundle(testEnv.DB, { posts: [post('The first title')] });
    await clearCache();
    const before = await cardOf();
    expect(before).toMatch(/^\/share\/card\/en\/news\/post\/card-purge-test\.png\?v=\w+$/);
    const first = await call(before);
    expect(first.headers.get('x-card-cache')).toBe('MISS');
    const firstBytes = new Uint8Array(await first.arrayBuffer());

    // Every card is kept with an expiry: one that no page names any more disappears by itself.
    const keep = Number(testEnv.CACHE_KEEP_SECONDS);
    const { keys } = await testEnv.CACHE.list({ prefix: 'share:card:' });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.expiration, key.name).toBeGreaterThan(Date.now() / 1000);
      expect(key.expiration, key.name).toBeLessThanOrEqual(Date.now() / 1000 + keep + 5);
    }

    // The CMS publishes a new title and purges the contract's cache (the webhook).
    await importBundle(testEnv.DB, { posts: [post('The second title')] });
    const purge = await call('/api/_cache/purge?prefix=/api/news', {
      method: 'POST',
      headers: { authorization: `Bearer ${testEnv.PURGE_TOKEN}` },
    });
    expect(purge.status).toBe(200);
    const after = await cardOf();
    // A new ?v= (share bots that keep images by URL fetch it again), and a new card under a new key.
    expect(after).not.toBe(before);
    const second = await call(after);
    expect(second.headers.get('x-card-cache')).toBe('MISS');
    expect(new Uint8Array(await second.arrayBuffer())).not.toEqual(firstBytes);
    expect((await call(after)).headers.get('x-card-cache')).toBe('HIT');
    // The old address is the page's card too: it reads the title from the page, never a stale one.
    expect((await call(before)).headers.get('x-card-cache')).toBe('HIT');
  }, 30_000);
});
