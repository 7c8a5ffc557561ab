/**
 * Every contract path the site calls, with ids and slugs read from the demo content itself, so a
 * suite can walk the whole contract of the embedded service (shared/api/client.ts's callers and
 * the README's contract table).
 */
import type {
  ArticleCard,
  FeaturedListResponse,
  HostsResponse,
  ShowResponse,
  ShowsResponse,
} from '../../shared/types/api';
import { getJson, testEnv } from './helpers';

const column = async (sql: string): Promise<string[]> =>
  (await testEnv.DB.prepare(sql).all<{ v: string | number }>()).results.map((r) => String(r.v));

/** The paths, in the order the routes are listed in the README. */
export async function demoPaths(): Promise<string[]> {
  const { body: news } = await getJson<{ data: ArticleCard[] }>('/api/news/bc');
  const { body: fun } = await getJson<{ data: ArticleCard[] }>('/api/entertainments/all');
  const { body: shows } = await getJson<ShowsResponse>('/api/shows');
  const showSlug = shows.data[0]?.slug ?? '';
  const { body: show } = await getJson<ShowResponse>(`/api/shows/${showSlug}?page=1`);
  const episodeId = show.episodes[0]?.id ?? 0;
  const { body: hosts } = await getJson<HostsResponse>('/api/host?page=1');
  const { body: featured } = await getJson<FeaturedListResponse>('/api/featured?page=1');
  const featuredId = featured.data[0]?.id ?? 0;
  const [series] = await column('SELECT slug AS v FROM original_series ORDER BY id LIMIT 1');
  const pages = await column('SELECT path AS v FROM pages ORDER BY path');
  const legal = await column('SELECT path AS v FROM legal_pages ORDER BY path');
  return [
    '/api/home',
    '/api/settings',
    '/api/news',
    '/api/news/bc?page=1',
    '/api/news/latest/pa',
    '/api/news/featured/en_us?page=1',
    `/api/news/post/${news.data[0]?.slug}`,
    '/api/entertainments',
    '/api/entertainments/all?page=1',
    '/api/entertainments/bollywood/pa',
    `/api/entertainments/post/${fun.data[0]?.slug}`,
    '/api/shows',
    `/api/shows/${showSlug}?page=1`,
    `/api/shows/episode/${episodeId}`,
    `/api/shows/episode/next/${episodeId}`,
    '/api/host',
    '/api/host?page=1',
    `/api/host/${hosts.data[0]?.slug}`,
    '/api/featured?page=1',
    `/api/featured/${featuredId}`,
    `/api/featured/next/${featuredId}`,
    '/api/events',
    '/api/connectOriginals',
    `/api/connectOriginals/${series}?page=1`,
    ...pages.map((p) => `/api/pages/${p}`),
    ...legal.map((p) => `/api/legal/${p}`),
    '/api/info/contact',
    '/api/pageNotFound',
    '/api/search?q=news&page=1',
    '/api/airing',
    '/api/videos/entertainment',
  ];
}
