/**
 * The /api route table's types (the table: shared/schemas/api-routes.ts): the shape of an entry,
 * and the patterns and answers it declares, as types only, so the browser can read a route's
 * path and answer types without loading a schema. Patterns use the
 * syntax both shared/routing/match.ts and Hono read: literal segments, `:name` and a trailing
 * `:name?`.
 */
import type * as v from 'valibot';
import type { Params } from '../routing/match';
import type { API_ROUTES } from '../schemas/api-routes';

/** The segments of a pattern, one by one. */
type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;

/** The names of a pattern's parameters: `:slug` and `:locale?` give 'slug' | 'locale'. */
type ParamNames<P extends string> =
  Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : S extends `:${infer N}` ? N : never) : never;

/** The names of a pattern's optional (`:name?`) parameters. */
type OptionalNames<P extends string> = Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;

/** The values a call fills a pattern with: every `:name`, and `:name?` when it is sent. */
export type PathParams<P extends string> = { [K in Exclude<ParamNames<P>, OptionalNames<P>>]: string | number } & {
  [K in OptionalNames<P>]?: string | number;
};

/**
 * What a path parameter is. `id`: a positive whole number with one spelling (a zero-padded one
 * is a bad value before any cache work, so it never becomes a key of its own); `locale`: the
 * contract's `en_us` or `pa`; `slug`: a name, kept as it is (`007` is a name too).
 */
type ParamKind = 'slug' | 'id' | 'locale';

/**
 * What a query parameter is, which is how the cache key keeps it: `page`, a one-based page
 * number (absent: left out); `page0`, the search's zero-based page (absent: 0); `token`, the
 * video platform's page token; `text`, the search's text in normal form (always kept).
 */
export type QueryKind = 'page' | 'page0' | 'token' | 'text';

/** A spec call in proxied mode: a path with its query on the CMS (or on the originals host). */
export interface CmsCall {
  path: string;
  host?: 'originals';
  /** The site's page to cut from the CMS's one hosts list (the spec's hosts call has no page). */
  hostsPage?: number;
}

/** The params a path matched with: every `:name` a string, a `:name?` not sent undefined. */
export type MatchedParams<P extends string> = { [K in Exclude<ParamNames<P>, OptionalNames<P>>]: string } & {
  [K in OptionalNames<P>]: string | undefined;
};

/** What a CMS mapping function is given: the request's path as sent, its params and page. */
export interface CmsRequest<Ps extends Params = Params> {
  /** The path as it came (not decoded), e.g. `/api/news/bc/pa`. */
  path: string;
  params: Ps;
  /** The page the call sends: '1' when the request names none, null when it names a bad one. */
  page: string | null;
  /** Whether the request named a page at all. */
  paged: boolean;
}

/**
 * Where a route is answered in proxied mode (BACKEND_URL set):
 * - `same`: the spec's call is the site's own path, without a query;
 * - `paged`: the site's own path with `?page=` (1 when absent; a bad page is refused);
 * - `worker`: not a call of the spec's tables; the worker answers from its own D1 in both modes;
 * - `own`: the worker's own endpoint in both modes, registered outside the content service
 *   (worker/api/media.ts, worker/api/search.ts); never a CMS call;
 * - a function: the spec's call for a request, or null when the tables have none (a 404).
 */
type CmsMapping<P extends string> = 'same' | 'paged' | 'worker' | 'own' | CmsFunction<P>;

/**
 * Written as a method so that an entry's mapping, which reads its own pattern's params, is also
 * a mapping of any route (`AnyApiRoute`), the one the worker calls with the params it matched.
 */
type CmsFunction<P extends string> = { map(request: CmsRequest<MatchedParams<P>>): CmsCall | null }['map'];

/** The `params` field: required, with every name of the pattern, when the pattern has any. */
type ParamsField<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: Record<string, never> }
  : { params: { readonly [K in ParamNames<P>]: ParamKind } };

/** One route of the contract: every field is required, so the type checker asks for each. */
type ApiRoute<P extends string> = ParamsField<P> & {
  /** The query parameters the route reads: the only ones its cache key (and its source) sees; none when absent. */
  query?: { readonly [name: string]: QueryKind };
  /** What a CMS may send, checked before an answer is cached (shared/schemas/received.ts). */
  received: v.GenericSchema;
  /** The exact answer the embedded service sends; the answer's TypeScript type is inferred from it. */
  contract: v.GenericSchema;
  cms: CmsMapping<P>;
};

/** Any entry of the table, as the worker's derived steps read it. */
export interface AnyApiRoute {
  params?: { readonly [name: string]: ParamKind };
  query?: { readonly [name: string]: QueryKind };
  received: v.GenericSchema;
  contract: v.GenericSchema;
  cms: CmsMapping<string>;
}

/** A table of routes, each checked against its own pattern. */
export type ApiTable<T> = { [P in keyof T & string]: ApiRoute<P> };

export type ApiRoutes = typeof API_ROUTES;

/** Every GET pattern of the contract. */
export type ApiPattern = keyof ApiRoutes;

/** The answer a route sends, as its contract schema says. */
export type Answer<P extends ApiPattern> = v.InferOutput<ApiRoutes[P]['contract']>;

/** The routes the embedded content service answers (all but the worker's own endpoints). */
export type ContentPattern = { [P in ApiPattern]: ApiRoutes[P]['cms'] extends 'own' ? never : P }[ApiPattern];
