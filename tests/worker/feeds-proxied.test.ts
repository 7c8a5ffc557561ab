/** Feeds, sitemaps and share cards in proxied mode: they read the same contract, so the fake CMS (spec calls only) serves them. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowsResponse } from '../../shared/types/api';
import type { Env } from '../../worker/env';
import { CMS, type FakeCms, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { call, clearCache, getJson } from './helpers';
import { pngSize } from './png';

const PROXIED: Partial<Env> = { BACKEND_URL: CMS, ORIGINALS_URL: ORIGINALS_HOST };
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'url'].includes(name) });
let show = '';
let cms: FakeCms;

beforeAll(async () => {
  show = (await getJson<ShowsResponse>('/api/shows')).body.data[0]?.slug ?? '';
});
beforeEach(async () => {
  await clearCache();
  cms = fakeCms();
});
afterEach(() => vi.restoreAllMocks());

describe('proxied mode', () => {
  it('serves the feeds, the sitemaps and the share cards from the CMS', async () => {
    const news = await call('/feeds/en/news.xml', undefined, PROXIED);
    expect(news.status).toBe(200);
    expect(parser.parse(await news.text()).rss.channel.item.length).toBeGreaterThan(0);
    const podcast = await call(`/feeds/pa/podcast/${show}.xml`, undefined, PROXIED);
    expect(podcast.status).toBe(200);
    const shows = await call('/sitemaps/shows.xml', undefined, PROXIED);
    expect(parser.parse(await shows.text()).urlset.url.length).toBeGreaterThan(0);
    const card = await call('/share/card/pa/index.png', undefined, PROXIED);
    expect(card.status).toBe(200);
    // The default card until the renderer drew this one (tests/worker/share-cards.test.ts).
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('keeps the sitemaps valid, their addresses URLs, when a CMS slug holds odd characters', async () => {
    const odd = 'odd & <slug> "ਕ" \u0001/x?y#z';
    vi.restoreAllMocks();
    fakeCms((path, body) => {
      const list = body as { data?: { slug?: string }[] };
      if (/^\/api\/(news\/latest|host)\b/.test(path) && list.data?.[0]) list.data[0].slug = odd;
      return body;
    });
    for (const sitemap of ['/sitemaps/news.xml', '/sitemaps/hosts.xml']) {
      const res = await call(sitemap, undefined, PROXIED);
      expect(res.status, sitemap).toBe(200);
      const text = await res.text();
      expect(XMLValidator.validate(text), sitemap).toBe(true);
      const locs: string[] = parser.parse(text).urlset.url.map((u: { loc: string }) => u.loc);
      expect(locs.length, sitemap).toBeGreaterThan(0);
      // Each an address as the protocol asks: nothing a URL must escape left raw.
      for (const loc of locs)
        expect(loc, sitemap).toMatch(/^http:\/\/localhost:8787\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/);
      // The item is listed, its slug escaped as one path segment.
      expect(locs.filter((loc) => loc.endsWith(`/${encodeURIComponent(odd)}`)).length, sitemap).toBeGreaterThan(0);
    }
  }, 30_000);

  it('asks the CMS nothing about a show or category its lists do not name: a 404 (issue 23)', async () => {
    for (const path of ['/feeds/en/podcast/no-such-show.xml', '/feeds/pa/news/no-such-category.xml'])
      expect((await call(path, undefined, PROXIED)).status, path).toBe(404);
    expect(cms.gets.filter((url) => url.includes('no-such'))).toEqual([]);
  });

  it('answers a feed 503 when the CMS is down and no copy is kept, not the error page', async () => {
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost'));
    const res = await call(`/feeds/en/podcast/${show}.xml`, undefined, PROXIED);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });
});
