/**
 * Issue 23: a feed address naming no category or show is a 404, never a 500, and stores nothing:
 * the feed asks the contract about a category or a show only once the full list names it, so no
 * number of made-up addresses can add a key to KV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShowsResponse } from '../../shared/types/api';
import { call, getJson, testEnv } from './helpers';

let show = '';

/** Every key in the CACHE namespace, all pages of the listing. */
async function kvKeys(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await testEnv.CACHE.list(cursor ? { cursor } : {});
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

const UNKNOWN = [
  '/feeds/en/news/no-such-category.xml',
  '/feeds/pa/news/no-such-category.xml',
  '/pa/feeds/en/news/no-such-category.xml',
  // Not categories: the news page's own words, and a post's address.
  '/feeds/en/news/all.xml',
  '/feeds/pa/news/post.xml',
  '/feeds/en/podcast/no-such-show.xml',
  '/feeds/pa/podcast/No-Such-Show.xml',
  '/pa/feeds/pa/podcast/no-such-show.xml',
];

beforeAll(async () => {
  show = (await getJson<ShowsResponse>('/api/shows')).body.data[0]?.slug ?? '';
});

describe('feeds of what does not exist', () => {
  for (const path of UNKNOWN)
    it(`answers ${path} with a 404`, async () => {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: 404 });
    });

  it('answers a show in another letter case with a 404: slugs are exact', async () => {
    expect((await call(`/feeds/en/podcast/${show.toUpperCase()}.xml`)).status).toBe(404);
  });

  it('stores nothing for an unknown category or show, however many are asked for', async () => {
    // The lists an unknown address is checked against are read (and kept) by the real feeds too.
    for (const path of ['/feeds/en/news.xml', '/feeds/pa/news.xml', `/feeds/en/podcast/${show}.xml`])
      expect((await call(path)).status).toBe(200);
    const before = await kvKeys();
    const statuses = new Set<number>();
    for (let i = 0; i < 5; i++)
      for (const path of [`/feeds/en/news/made-up-${i}.xml`, `/feeds/pa/podcast/made-up-${i}.xml`, ...UNKNOWN])
        statuses.add((await call(path)).status);
    expect(await kvKeys()).toEqual(before);
    expect([...statuses]).toEqual([404]);
  });

  it('are not advertised by the not-found page of an unknown show or category', async () => {
    const feedsOf = async (path: string) => {
      const res = await call(path);
      const html = await res.text();
      return { status: res.status, feeds: [...html.matchAll(/type="application\/rss\+xml" href="([^"]*)"/g)] };
    };
    for (const path of ['/shows/view/no-such-show/1', '/pa/news/no-such-category'])
      expect(await feedsOf(path)).toEqual({ status: 404, feeds: [] });
    // A show that exists still names its podcast.
    const real = await feedsOf(`/shows/view/${show}/1`);
    expect(real.feeds.map((m) => m[1])).toEqual([`http://localhost:8787/feeds/en/podcast/${show}.xml`]);
  });
});
