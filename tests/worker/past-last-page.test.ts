/**
 * Issue 24, item 3: every numbered list answers 404 past its last page (the not-found page), in
 * both languages and both content modes, and its last page is still the page. The search's first
 * page of no hits is its empty state (200); its second is past the end. The last page of each
 * list is read from the contract, per language (a Punjabi list may be shorter).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env';
import type { Lang } from '../../shared/types/content';
import { localizedPath } from '../../shared/routing/lang-path';
import { CMS, fakeCms, ORIGINALS_HOST } from './fake-cms';
import { call, clearCache, getJson } from './helpers';

const MODES: [string, Partial<Env>][] = [
  ['embedded', {}],
  ['proxied', { BACKEND_URL: CMS, ORIGINALS_URL: ORIGINALS_HOST }],
];
const LANGS: Lang[] = ['en', 'pa'];
const locale = (lang: Lang) => (lang === 'pa' ? 'pa' : 'en_us');

interface PagedList {
  name: string;
  /** The page's address (English) for page n. */
  page(n: number): string;
  /** How many pages the contract says the list has in `lang`. */
  last(lang: Lang): Promise<number>;
}

const count = async (path: string, read: (body: never) => number) => read((await getJson<never>(path)).body);
type Paginated = { meta: { pagination: { total_pages: number } } };

let lists: PagedList[] = [];

beforeAll(async () => {
  const show = (await getJson<{ data: { slug: string }[] }>('/api/shows')).body.data[0]!.slug;
  const series = 'docs';
  lists = [
    {
      name: 'hosts',
      page: (n) => `/hosts/${n}`,
      last: () => count('/api/host?page=1', (b: { count: number }) => b.count),
    },
    {
      name: 'featured',
      page: (n) => `/featured/${n}`,
      last: () => count('/api/featured?page=1', (b: { count: number }) => b.count),
    },
    {
      name: 'news',
      page: (n) => `/news/bc/${n}`,
      last: (l) => count(`/api/news/bc/${locale(l)}?page=1`, (b: Paginated) => b.meta.pagination.total_pages),
    },
    {
      name: 'latest news',
      page: (n) => `/news/latest/${n}`,
      last: (l) => count(`/api/news/latest/${locale(l)}?page=1`, (b: Paginated) => b.meta.pagination.total_pages),
    },
    {
      name: 'entertainment',
      page: (n) => `/entertainment/bollywood/${n}`,
      last: (l) =>
        count(`/api/entertainments/bollywood/${locale(l)}?page=1`, (b: Paginated) => b.meta.pagination.total_pages),
    },
    {
      name: 'a show’s episodes',
      page: (n) => `/shows/view/${show}/${n}`,
      last: () => count(`/api/shows/${show}?page=1`, (b: { count: number }) => b.count),
    },
    {
      name: 'an originals series',
      page: (n) => `/originals/${series}/${n}`,
      last: () => count(`/api/connectOriginals/${series}?page=1`, (b: { totalPages: number }) => b.totalPages),
    },
    {
      name: 'search',
      page: (n) => `/search/punjab/${n}`,
      last: () => count('/api/search?q=punjab&page=0', (b: { nbPages: number }) => b.nbPages),
    },
  ];
}, 60_000);

afterEach(() => vi.restoreAllMocks());

const status = async (path: string, env: Partial<Env>) =>
  (await call(path, { headers: { accept: 'text/html' } }, env)).status;

describe.each(MODES)('past the last page (%s mode)', (_mode, env) => {
  it.each(LANGS)(
    'every numbered list answers its last page and 404 after it (%s)',
    async (lang) => {
      await clearCache();
      if (env.BACKEND_URL) fakeCms();
      for (const list of lists) {
        const last = await list.last(lang);
        expect(last, `${list.name} has pages`).toBeGreaterThan(1);
        const at = (n: number) => localizedPath(list.page(n), lang);
        expect(await status(at(last), env), `${at(last)}`).toBe(200);
        expect(await status(at(last + 1), env), `${at(last + 1)}`).toBe(404);
        expect(await status(at(999), env), `${at(999)}`).toBe(404);
      }
    },
    120_000,
  );

  it.each(LANGS)(
    'a search with no hits: page 1 is its empty state, page 2 is past the end (%s)',
    async (lang) => {
      if (env.BACKEND_URL) fakeCms();
      const first = await call(localizedPath('/search/zqxjkvw', lang), { headers: { accept: 'text/html' } }, env);
      expect(first.status).toBe(200);
      expect(await status(localizedPath('/search/zqxjkvw/2', lang), env)).toBe(404);
    },
    60_000,
  );
});
