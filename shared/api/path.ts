/**
 * A contract path from its route's pattern, for the loaders and the browser: the pattern must be
 * one of the route table's (shared/schemas/api-routes.ts), the params the ones it names, the query the
 * ones its cache key keeps, and `Answer<P>` is what the route sends. Only the table's types are
 * imported, so no schema reaches the browser. `read` lives here, not in client.ts: the client is in
 * the shell's chunk, and this module goes only with the loaders that use it.
 */
import type { Answer, ApiPattern, ApiRoutes, PathParams } from '../types/api-route';
import type { Api, GetOptions } from './client';

/** The query a route reads: each parameter its entry keeps, all optional. */
export type QueryOf<P extends ApiPattern> = ApiRoutes[P] extends { query: infer Q }
  ? { [K in keyof Q]?: string | number }
  : Record<string, never>;

/**
 * `/api/news/:tag/:locale?` with `{ tag: 'bc' }` and `{ page: 2 }` → `/api/news/bc?page=2`.
 * Each value is URI-encoded; an optional segment left out is dropped, and so is every segment
 * after it.
 */
export function apiPath<P extends ApiPattern>(pattern: P, params: PathParams<P>, query?: QueryOf<P>): string {
  const values: Record<string, string | number | undefined> = params;
  const segments: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    const name = /^:(\w+)\??$/.exec(segment)?.[1];
    const value = name === undefined ? segment : values[name];
    if (value === undefined) break;
    segments.push(name === undefined ? segment : encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `/${segments.join('/')}${text ? `?${text}` : ''}`;
}

/**
 * GET a route of the table by its pattern (shared/schemas/api-routes.ts): the path is built from
 * the params and query the route names, and the answer is typed by its contract schema.
 * `read(api, '/api/host/:slug', { slug })` is `api.get<Host>('/api/host/' + encoded slug)`.
 */
export function read<P extends ApiPattern>(
  api: Api,
  pattern: P,
  params: PathParams<P>,
  query?: QueryOf<P>,
  options?: GetOptions,
): Promise<Answer<P>> {
  return api.get<Answer<P>>(apiPath(pattern, params, query), options);
}
