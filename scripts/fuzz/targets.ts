/**
 * What the fuzz aims at: every page route of the route table (client/app/routes.ts, read by
 * `pagePatterns`), every route
 * of the /api contract as the worker registers it (the contract's own routes and the embedded
 * service's), the worker's media, feed, share card and calendar routes, the search form's
 * address and the page-address form posts; and the
 * real values to fill their parameters with, read from the demo content so most requests reach
 * real pages before they are mutated.
 */
import { contractApi } from '../../worker/api/contract';
import { embeddedApi } from '../../worker/api/embedded';
import { demoBundle } from '../../worker/db/seed/bundle';
import { feedRoutes } from '../../worker/feeds/routes';
import { mediaRoutes } from '../../worker/media/routes';

export interface Target {
  /** The method the route answers (others are tried too, as wrong methods). */
  method: 'GET' | 'POST';
  /** A path pattern with `:name`, `:name?`, `:name(regex)` or `:name{regex}` segments. */
  pattern: string;
  /** Query parameters the route reads, filled in every request made from it (`q` of the search). */
  query?: readonly string[];
}

/** The feeds' routes as the worker registers them; their contract client is never called here. */
const feedTargets = () =>
  feedRoutes(
    () => {
      throw new Error('the fuzz only reads the feed routes');
    },
    () => {
      throw new Error('the fuzz only reads the feed routes');
    },
  ).routes;

/** Routes of a Hono app under a prefix, wildcards left out (they are the fallbacks, hit anyway). */
const honoRoutes = (routes: { method: string; path: string }[], prefix: string): Target[] =>
  routes
    .filter((r) => (r.method === 'GET' || r.method === 'POST') && !r.path.includes('*'))
    .map((r) => ({
      method: r.method as 'GET' | 'POST',
      pattern: r.path.startsWith(prefix) ? r.path : prefix + r.path,
    }));

/**
 * Every route: the page patterns given (the route table's), the contract's, the media and the
 * feed routes. The calendar file, the search form's address and the page-address form posts are
 * registered in worker/index.ts and worker/render/form-post.ts, which import stylesheets, and the
 * share cards in worker/share/route.ts, which imports WebAssembly: none loads in Node, so their
 * patterns are written here.
 */
export function allTargets(pagePatterns: readonly string[]): Target[] {
  const seen = new Set<string>();
  const all: Target[] = [
    ...pagePatterns.map((pattern): Target => ({ method: 'GET', pattern })),
    { method: 'GET', pattern: '/api/search', query: ['q'] },
    ...honoRoutes(contractApi.routes, '/api'),
    ...honoRoutes(embeddedApi.routes, '/api'),
    ...honoRoutes(mediaRoutes.routes, '/media'),
    ...honoRoutes(feedTargets(), ''),
    { method: 'GET', pattern: '/share/card/:lang{en|pa}/:rest{[A-Za-z0-9_\\-/%.]+\\.png}' },
    { method: 'GET', pattern: '/search', query: ['q'] },
    { method: 'GET', pattern: '/events/:file{[^/]+\\.ics}' },
    { method: 'POST', pattern: '/contact/:type?' },
    { method: 'POST', pattern: '/subscribe/:form{email|phone}' },
  ];
  return all.filter((t) => {
    const key = `${t.method} ${t.pattern}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** Real values by kind, from the demo content (read as JSON, so no field of its shape is assumed). */
export interface Pools {
  slugs: string[];
  ids: string[];
  paths: string[];
  words: string[];
  audio: string[];
}

export function contentPools(now = new Date()): Pools {
  const json = JSON.stringify(demoBundle(now));
  const all = (re: RegExp) => [...new Set([...json.matchAll(re)].map((m) => m[1] ?? ''))].filter(Boolean);
  return {
    slugs: all(/"slug":"([a-z0-9-]+)"/g),
    ids: all(/"id":(\d+)/g),
    paths: all(/"path":"([a-z0-9/-]+)"/g),
    words: all(/"title":"([^"\\]{3,40})"/g).flatMap((t) => t.split(' ').filter((w) => w.length > 3)),
    audio: all(/\/media\/audio\/([a-z0-9-]+\.(?:wav|mp3))/g),
  };
}

/**
 * The page patterns of the route table, loaded when the fuzz runs: a static import would bring
 * the browser code's global types (howler, the video player) into the Node scripts' type check.
 */
export async function pagePatterns(): Promise<string[]> {
  const routeTable = '../../client/app/routes';
  const table: unknown = await import(routeTable);
  if (typeof table !== 'object' || table === null || !('ROUTES' in table) || !Array.isArray(table.ROUTES))
    throw new Error('client/app/routes.ts no longer exports ROUTES');
  return table.ROUTES.flatMap((r: unknown) =>
    typeof r === 'object' && r !== null && 'pattern' in r && typeof r.pattern === 'string' ? [r.pattern] : [],
  );
}
