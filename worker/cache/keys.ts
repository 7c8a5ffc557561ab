/**
 * Cache keys from validated parameters only. The key (and the request the source sees) is the
 * path plus the query parameters that route actually reads, each checked for its shape: a page
 * number on list routes, a video platform page token on the channel listings, the text and the
 * zero-based page of the site search. Anything else is
 * dropped, and a bad value is a 404 before any cache or source work, so junk cannot split the
 * cache or reach the CMS (`/api/home?page=zz1` used to be a new 61 KB entry for 7 days).
 */

import { SEARCH_QUERY_MAX } from '../../shared/constants';
import { cutCodePoints } from '../../shared/format/text';

/** List routes of the contract that take `?page=` (spec call tables; search has its own rule below). */
const PAGED =
  /^\/api\/(?:featured|host|connectOriginals\/[^/]+|shows\/[^/]+|(?:news|entertainments)\/(?!post\/)[^/]+(?:\/[^/]+)?)\/?$/;

/** The channel listings, which take the video platform's `?pageToken=`. */
const TOKENED = /^\/api\/videos\/[^/]+\/?$/;

/** A page number: digits only, at least 1, at most six digits (as worker/api/params.ts reads it). */
const PAGE = /^\d{1,6}$/;

/** The video platform's page tokens are short base64url strings. */
const PAGE_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The routes that name a number in their path (a featured story, an episode, and the next of
 * each): one spelling per number, so a zero-padded one (`/api/featured/007`) would be a copy of
 * the same answer under a key of its own. The site never asks for one (its pages redirect them,
 * worker/middleware/one-spelling.ts), so it is a bad value here.
 */
const PADDED_ID = /^\/api\/(?:featured|shows\/episode)(?:\/next)?\/0\d*\/?$/;

/** The site search, which takes `?q=` and a zero-based `?page=`. */
const SEARCH = /^\/api\/search\/?$/;

/** A search page: zero-based (as on the spec's hosted search path), digits only, at most four. */
const SEARCH_PAGE = /^\d{1,4}$/;

/**
 * The search's parameters in normal form: the text NFC (Gurmukhi typed two ways is one query),
 * trimmed, spaces collapsed, cut to the SEARCH_QUERY_MAX characters the search reads; the page 0
 * when absent. Null when the page is not a whole number.
 */
export function searchParams(url: URL): { q: string; page: number } | null {
  const page = url.searchParams.get('page') || '0';
  if (!SEARCH_PAGE.test(page)) return null;
  const text = (url.searchParams.get('q') ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
  const q = cutCodePoints(text, SEARCH_QUERY_MAX).trim();
  return { q, page: Number(page) };
}

/**
 * The request as the source sees it: the path plus only the parameters the route reads, in a
 * fixed order and normal form (`page=02` → `page=2`); null when one of them has a bad value, or
 * the path a zero-padded id.
 */
export function canonicalUrl(url: URL): URL | null {
  if (PADDED_ID.test(url.pathname)) return null;
  const out = new URL(url.pathname, url.origin);
  if (SEARCH.test(url.pathname)) {
    const search = searchParams(url);
    if (!search) return null;
    out.searchParams.set('q', search.q);
    out.searchParams.set('page', String(search.page));
    return out;
  }
  const page = url.searchParams.get('page') || null;
  const token = url.searchParams.get('pageToken') || null;
  // Checked on every route, so a bad value is a 404 wherever it is sent; kept only where it is read.
  if (page !== null && (!PAGE.test(page) || Number(page) < 1)) return null;
  if (token !== null && !PAGE_TOKEN.test(token)) return null;
  if (page !== null && PAGED.test(url.pathname)) out.searchParams.set('page', String(Number(page)));
  if (token !== null && TOKENED.test(url.pathname)) out.searchParams.set('pageToken', token);
  return out;
}

const CACHE_PREFIX = 'api:';

/** The KV key of a canonical URL: `api:/api/news/bc?page=2`. */
export const cacheKey = (url: URL): string => `${CACHE_PREFIX}${url.pathname}${url.search}`;

/** The KV key prefix of every cached answer under `pathPrefix` ('/api/news'). */
export const cachePrefix = (pathPrefix: string): string => `${CACHE_PREFIX}${pathPrefix}`;

/** What a key names, for log lines: `api:/api/news` → `/api/news`. */
export const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);
