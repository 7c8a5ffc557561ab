import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearCache } from './helpers';
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
  });

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
