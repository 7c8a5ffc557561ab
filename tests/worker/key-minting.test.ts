/**
 * Requests that used to mint cache keys (issue 23): each distinct `?about=` on the contact page,
 * each zero-padded page number or id, each other spelling of an address, each page past a
 * list's last, and each share card asked for a path that is no page wrote a new KV key. 500 distinct requests of each kind, with the
 * page cache on, and the KV keys listed before and after: none of them makes a new `/api` copy
 * or page (a page past the last is the not-found page, which the page cache keeps in the isolate
 * only), and the real pages are still answered from KV after each kind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FeaturedListResponse,
  HostsResponse,
  NewsListResponse,
  ShowResponse,
  ShowsResponse,
} from '../../shared/types/api';
import type { Env } from '../../worker/env';
import { call, getJson, testEnv } from './helpers';

const ON: Partial<Env> = { PAGE_CACHE_SECONDS: '600' };
const get = (path: string) => call(path, undefined, ON);

const REQUESTS = 500;
/** Many requests on a busy machine: well over the default five seconds. */
const SLOW = 300_000;

/** Every KV key of the contract's answers and of the kept pages. */
async function cacheKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const prefix of ['api:', 'page:']) {
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<unknown, string> = await testEnv.CACHE.list({ prefix, cursor });
      for (const k of page.keys) keys.add(k.name);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return keys;
}

/**
 * Sends `paths` in turn, checks each answer, and gives the KV keys that were not there before;
 * then the real pages must still be answered from KV, as before the junk.
 */
async function newKeysAfter(paths: string[], check: (res: Response, path: string) => void): Promise<string[]> {
  expect(new Set(paths).size).toBe(REQUESTS);
  const before = await cacheKeys();
  for (const path of paths) {
    const res = await get(path);
    check(res, path);
    await res.body?.cancel();
  }
  const made = [...(await cacheKeys())].filter((k) => !before.has(k));
  console.log(`${REQUESTS} requests like ${paths[0]}: ${made.length} new KV keys`);
  for (const path of REAL) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('x-cache'), path).toBe('HIT');
    await res.body?.cancel();
  }
  return made;
}

/** Sends each `[path, location]` pair's path, expects a 301 to its location, and gives the new KV keys. */
function redirectsAfter(asked: [string, string][]): Promise<string[]> {
  const target = new Map(asked);
  return newKeysAfter(
    asked.map(([path]) => path),
    (res, path) => {
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(target.get(path));
    },
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The demo content's real lists, and how many pages each has. */
interface Lists {
  newsPages: number;
  hostPages: number;
  featuredPages: number;
  show: { slug: string; id: number; pages: number; episodeId: number };
  featuredId: number;
  /** A real news post's slug. */
  post: string;
}

let lists: Lists;

/** The real pages, visited first: their keys exist before the junk, and must be read from KV after it. */
const REAL = ['/news/bc', '/pa/news/bc', '/hosts', '/featured', '/contact/news-report', '/pa/contact'];

beforeAll(async () => {
  const { body: news } = await getJson<NewsListResponse>('/api/news/bc/en_us?page=1');
  const { body: hosts } = await getJson<HostsResponse>('/api/host?page=1');
  const { body: featured } = await getJson<FeaturedListResponse>('/api/featured?page=1');
  const { body: shows } = await getJson<ShowsResponse>('/api/shows');
  const slug = shows.data[0]?.slug ?? '';
  const { body: show } = await getJson<ShowResponse>(`/api/shows/${slug}?page=1`);
  lists = {
    newsPages: news.meta.pagination.total_pages,
    hostPages: hosts.count,
    featuredPages: featured.count,
    show: { slug, id: show.data.id, pages: show.count, episodeId: show.episodes[0]?.id ?? 0 },
    featuredId: featured.data[0]?.id ?? 0,
    post: news.data[0]?.slug ?? '',
  };
  for (const path of REAL) expect((await get(path)).status).toBe(200);
  // The not-found page's own content, read by every 404 page.
  expect((await get('/no-such-page-at-all')).status).toBe(404);
}, SLOW);

describe('requests that used to mint cache keys', () => {
  it(
    '?about= on the contact page: answered for the visitor, never stored',
    async () => {
      const paths = range(REQUESTS).map((i) =>
        i % 2 ? `/contact/news-report?about=%2Fnews%2Fpost%2Fjunk-${i}` : `/pa/contact?about=/shows/junk-${i}`,
      );
      const made = await newKeysAfter(paths, (res, path) => {
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-cache'), path).toBe('BYPASS');
        expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      });
      expect(made).toEqual([]);
    },
    SLOW,
  );

  it(
    'zero-padded numbers: a 301 to the plain number, in the same language, the query kept',
    async () => {
      const { show, featuredId } = lists;
      const pad = (i: number) => `${'0'.repeat(1 + (i % 3))}${i + 1}`;
      const cases: ((i: number) => [string, string])[] = [
        (i) => [`/news/bc/${pad(i)}`, `/news/bc/${i + 1}`],
        (i) => [`/pa/hosts/${pad(i)}?utm_source=x`, `/pa/hosts/${i + 1}?utm_source=x`],
        (i) => [`/featured/post/${'0'.repeat(1 + i)}${featuredId}`, `/featured/post/${featuredId}`],
        (i) => [`/pa/shows/view/${show.slug}/${pad(i)}`, `/pa/shows/view/${show.slug}/${i + 1}`],
        (i) => [
          `/shows/view/${show.id}/episode/${'0'.repeat(1 + i)}${show.episodeId}`,
          `/shows/view/${show.id}/episode/${show.episodeId}`,
        ],
      ];
      const asked = range(REQUESTS).map((i) => cases[i % cases.length]!(i));
      expect(await redirectsAfter(asked)).toEqual([]);
    },
    SLOW,
  );

  it(
    'other spellings of an address (escaped letters, lower-case escapes): a 301 to the one spelling',
    async () => {
      const { post } = lists;
      // Nine letters of the slug, each escaped or not: 511 spellings of one article.
      expect(post.length).toBeGreaterThanOrEqual(9);
      const spell = (i: number) =>
        [...post].map((ch, at) => (at < 9 && i & (1 << at) ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join('');
      const asked = range(REQUESTS).map((i): [string, string] =>
        i % 2
          ? [`/news/post/${spell(i + 1)}?fbclid=${i}`, `/news/post/${post}?fbclid=${i}`]
          : [
              `/pa/search/%e0%a8%96%e0%a8%ac%e0%a8%b0/${spell(i + 1)}`,
              `/pa/search/%E0%A8%96%E0%A8%AC%E0%A8%B0/${post}`,
            ],
      );
      expect(await redirectsAfter(asked)).toEqual([]);
    },
    SLOW,
  );

  it(
    'pages past the last: the not-found page, and no /api copy of an empty page',
    async () => {
      const { show, newsPages, hostPages, featuredPages } = lists;
      const cases: ((i: number) => string)[] = [
        (i) => `/news/bc/${newsPages + 1 + i}`,
        (i) => `/pa/hosts/${hostPages + 1 + i}`,
        (i) => `/featured/${featuredPages + 1 + i}`,
        (i) => `/shows/view/${show.slug}/${show.pages + 1 + i}`,
        (i) => `/pa/news/bc/${newsPages + 1 + i}`,
      ];
      const made = await newKeysAfter(
        range(REQUESTS).map((i) => cases[i % cases.length]!(i)),
        (res, path) => expect(res.status, path).toBe(404),
      );
      // Neither an /api copy of an empty list nor the not-found page (kept in the isolate only).
      expect(made).toEqual([]);
      // A page up to the last still renders, and is kept.
      expect(lists.newsPages).toBeGreaterThan(1);
      expect((await get(`/news/bc/${lists.newsPages}`)).status).toBe(200);
      expect((await get(`/news/bc/${lists.newsPages}`)).headers.get('x-cache')).toBe('HIT');
    },
    SLOW,
  );

  it(
    'share cards of paths that are no page: a 404 that reads through the cache and writes nothing',
    async () => {
      const { hostPages } = lists;
      const cases: ((i: number) => string)[] = [
        (i) => `/share/card/en/junk-${i}.png`,
        (i) => `/share/card/pa/news/junk-${i}.png`,
        (i) => `/share/card/en/news/post/junk-${i}.png`,
        (i) => `/share/card/pa/hosts/${hostPages + 1 + i}.png`,
        (i) => `/share/card/en/a/b/c/d/${i}.png`,
        (i) => `/share/card/en/search/junk-${i}.png`,
      ];
      const made = await newKeysAfter(
        range(REQUESTS).map((i) => cases[i % cases.length]!(i)),
        (res, path) => expect(res.status, path).toBe(404),
      );
      expect(made).toEqual([]);
    },
    SLOW,
  );
});
