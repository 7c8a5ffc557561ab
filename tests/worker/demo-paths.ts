/**
 * Every contract path the site calls, with ids and slugs read from the demo content itself, so a
 * suite can walk the whole contract of the embedded service: samples keyed by the route table's
 * patterns, so a new route needs its samples here before the type checker passes.
 */
import type { ApiPattern } from '../../shared/types/api-route';
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

/** Sample paths of every route of the table, read from the demo: a route left out is a type error. */
export type DemoSamples = { [P in ApiPattern]: string[] };

/** The sample paths of each route of the table (shared/schemas/api-routes.ts). */
export async function demoSamples(): Promise<DemoSamples> {
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
  return {
    '/api/home': ['/api/home'],
    '/api/settings': ['/api/settings'],
    '/api/news': ['/api/news'],
    '/api/news/post/:slug': [`/api/news/post/${news.data[0]?.slug}`],
    '/api/news/:tag/:locale?': ['/api/news/bc?page=1', '/api/news/latest/pa', '/api/news/featured/en_us?page=1'],
    '/api/entertainments': ['/api/entertainments'],
    '/api/entertainments/post/:slug': [`/api/entertainments/post/${fun.data[0]?.slug}`],
    '/api/entertainments/:tag/:locale?': ['/api/entertainments/all?page=1', '/api/entertainments/bollywood/pa'],
    '/api/shows': ['/api/shows'],
    '/api/shows/episode/next/:id': [`/api/shows/episode/next/${episodeId}`],
    '/api/shows/episode/:id': [`/api/shows/episode/${episodeId}`],
    '/api/shows/:slug': [`/api/shows/${showSlug}?page=1`],
    '/api/host': ['/api/host', '/api/host?page=1'],
    '/api/host/:slug': [`/api/host/${hosts.data[0]?.slug}`],
    '/api/featured': ['/api/featured?page=1'],
    '/api/featured/next/:id': [`/api/featured/next/${featuredId}`],
    '/api/featured/:id': [`/api/featured/${featuredId}`],
    '/api/events': ['/api/events'],
    '/api/connectOriginals': ['/api/connectOriginals'],
    '/api/connectOriginals/:slug': [`/api/connectOriginals/${series}?page=1`],
    '/api/pages/:path': pages.map((p) => `/api/pages/${p}`),
    '/api/legal/:path': legal.map((p) => `/api/legal/${p}`),
    '/api/info/contact': ['/api/info/contact'],
    '/api/pageNotFound': ['/api/pageNotFound'],
    '/api/search': ['/api/search?q=news&page=1'],
    '/api/airing': ['/api/airing'],
    '/api/videos/:channel': ['/api/videos/entertainment'],
    // 204 without a weather key: nothing to check.
    '/api/weather': [],
  };
}
