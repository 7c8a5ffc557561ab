/**
 * Cache keys from validated parameters only. The key (and the request the source sees) is the
 * path plus the query parameters that route actually reads, as its entry in the route table
 * declares them (shared/schemas/api-routes.ts), each checked for its shape: a page number on list routes,
 * a video platform page token on the channel listings, the text and the zero-based page of the
 * site search. Anything else is dropped, and a bad value is a 404 before any cache or source work, so junk cannot split the
 * cache or reach the CMS (`/api/home?page=zz1` used to be a new 61 KB entry for 7 days).
 */

import { matchApiRoute } from '../../shared/schemas/api-routes';
import type { QueryKind } from '../../shared/types/api-route';
import { SEARCH_QUERY_MAX } from '../../shared/constants';
import { cutCodePoints } from '../../shared/format/code-points';

/** A page number: digits only, at least 1, at most six digits (as worker/api/params.ts reads it). */
const PAGE = /^\d{1,6}$/;

/** The video platform's page tokens are short base64url strings. */
const PAGE_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** A search page: zero-based (as on the spec's hosted search path), digits only, at most four. */
const SEARCH_PAGE = /^\d{1,4}$/;

/** A zero-padded number (`007`, `0`): not the one spelling of an id. */
const PADDED = /^0\d*$/;

/**
 * The search's text in normal form: NFC (Gurmukhi typed two ways is one query), trimmed, spaces
 * collapsed, cut to the SEARCH_QUERY_MAX characters the search reads.
 */
const normalText = (value: string | null): string =>
  cutCodePoints((value ?? '').normalize('NFC').trim().replace(/\s+/g, ' '), SEARCH_QUERY_MAX).trim();

/** The search's zero-based page (absent: 0), or null when it is not a whole number. */
function zeroBasedPage(value: string | null): number | null {
  const page = value || '0';
  return SEARCH_PAGE.test(page) ? Number(page) : null;
}

/**
 * The search's parameters in normal form: the text as `normalText` writes it, the page 0 when
 * absent. Null when the page is not a whole number.
 */
export function searchParams(url: URL): { q: string; page: number } | null {
  const page = zeroBasedPage(url.searchParams.get('page'));
  return page === null ? null : { q: normalText(url.searchParams.get('q')), page };
}

/** A query value as a key keeps it: its normal form; undefined to leave it out; null when bad. */
type Reader = (value: string | null) => string | undefined | null;

/** How each kind of query parameter (the route table's `query`) is read into the key. */
export const QUERY_READERS: Record<QueryKind, Reader> = {
  page: (value) => (!value ? undefined : PAGE.test(value) && Number(value) >= 1 ? String(Number(value)) : null),
  token: (value) => (!value ? undefined : PAGE_TOKEN.test(value) ? value : null),
  page0: (value) => {
    const page = zeroBasedPage(value);
    return page === null ? null : String(page);
  },
  text: (value) => normalText(value),
};

/**
 * The parameters checked on every route, kept only where the route's entry reads them: a bad
 * page or page token is a 404 wherever it is sent.
 */
const CHECKED_EVERYWHERE: Record<string, QueryKind> = { page: 'page', pageToken: 'token' };

/**
 * The request as the source sees it: the path plus only the parameters its route reads
 * (shared/schemas/api-routes.ts, `query`), in the entry's order and normal form (`page=02` → `page=2`);
 * null when one of them has a bad value, or an `id` of the path is zero-padded (one key per
 * story or episode: the site never asks for one, worker/middleware/one-spelling.ts).
 */
export function canonicalUrl(url: URL): URL | null {
  const match = matchApiRoute(url.pathname);
  const kinds = match?.route.params ?? {};
  if (Object.entries(kinds).some(([name, kind]) => kind === 'id' && PADDED.test(match?.params[name] ?? '')))
    return null;
  const out = new URL(url.pathname, url.origin);
  const reads = match?.route.query ?? {};
  for (const [name, kind] of Object.entries(reads)) {
    const value = QUERY_READERS[kind](url.searchParams.get(name));
    if (value === null) return null;
    if (value !== undefined) out.searchParams.set(name, value);
  }
  const checked = Object.entries(CHECKED_EVERYWHERE).filter(([name]) => !(name in reads));
  return checked.some(([name, kind]) => QUERY_READERS[kind](url.searchParams.get(name)) === null) ? null : out;
}

const CACHE_PREFIX = 'api:';

/** The KV key of a canonical URL: `api:/api/news/bc?page=2`. */
export const cacheKey = (url: URL): string => `${CACHE_PREFIX}${url.pathname}${url.search}`;

/** The KV key prefix of every cached answer under `pathPrefix` ('/api/news'). */
export const cachePrefix = (pathPrefix: string): string => `${CACHE_PREFIX}${pathPrefix}`;

/** What a key names, for log lines: `api:/api/news` → `/api/news`. */
export const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);
