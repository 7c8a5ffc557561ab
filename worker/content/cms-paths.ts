/**
 * Proxied mode speaks the spec's call tables exactly (doc 1 §7, doc 2 §7). The site's own contract
 * paths are the same as the CMS's for almost every call; this is the one place where they differ:
 *
 *   site (internal contract)                     CMS (spec call table)
 *   /api/entertainments/all[/{locale}]?page=n    /api/entertainments?page=n   (tag and locale omitted for all)
 *   /api/news/all[/{locale}]?page=n              /api/news?page=n
 *   /api/host?page=n                             /api/host                    (no page: pages cut here)
 *   /api/connectOriginals[/{slug}?page=n]        {originals host}/connectOriginals[/{slug}?page=n]
 *   /api/settings                                not in the tables: the worker's own (D1), never the CMS
 *
 * Any other path the tables do not have is refused here (null), so a typo or a probe never
 * reaches the CMS. Pure: a URL in, a URL (or a verdict) out.
 */

/** Where a contract GET is answered in proxied mode. */
export type CmsTarget =
  /** The CMS, at this absolute URL; `hostsPage`: the site's page to cut from the CMS's one hosts list. */
  | { kind: 'cms'; url: string; hostsPage?: number }
  /** Not a CMS call: the worker answers from its own D1 (settings). */
  | { kind: 'worker' }
  /** Not a call of the spec's tables: 404 without asking anyone. */
  | null;

const SEG = '[^/]+';
const LOCALE = '(?:en_us|pa)';

/** A page number the tables accept: digits, 1 or more. Absent: 1. */
function pageOf(url: URL): string | null {
  const page = url.searchParams.get('page') ?? '1';
  return /^[1-9]\d{0,5}$/.test(page) ? page : null;
}

/** Fixed paths of the tables, with no parameters. */
const PLAIN = new Set([
  '/api/home',
  '/api/entertainments',
  '/api/news',
  '/api/shows',
  '/api/events',
  '/api/info/contact',
  '/api/pageNotFound',
]);

/** Paths with segments and no parameters. */
const SEGMENTED = [
  new RegExp(`^/api/(?:entertainments|news)/post/${SEG}$`),
  new RegExp(`^/api/shows/episode/(?:next/)?${SEG}$`),
  new RegExp(`^/api/host/${SEG}$`),
  new RegExp(`^/api/featured/(?:next/)?${SEG}$`),
  new RegExp(`^/api/(?:pages|legal)/${SEG}$`),
];

/** Paged paths: `?page=` is part of the call (a missing page is sent as 1). */
const PAGED = [
  new RegExp(`^/api/(?:entertainments|news)/${SEG}/${LOCALE}$`),
  new RegExp(`^/api/shows/${SEG}$`),
  /^\/api\/featured$/,
];

const ALL_LIST = new RegExp(`^/api/(entertainments|news)/all(?:/${LOCALE})?$`);
const ORIGINALS = new RegExp(`^/api/connectOriginals(/${SEG})?$`);

const base = (origin: string) => origin.replace(/\/+$/, '');

/**
 * The spec's call for a canonical contract URL (path plus keyed parameters). `backend` is
 * BACKEND_URL; `originals` the originals host (ORIGINALS_URL, else the backend).
 */
export function cmsTarget(url: URL, backend: string, originals = backend): CmsTarget {
  const path = url.pathname;
  const cms = (p: string) => ({ kind: 'cms' as const, url: `${base(backend)}${p}` });
  if (path === '/api/settings') return { kind: 'worker' };
  if (PLAIN.has(path)) {
    // The 'all' lists are the plain path with a page; without one, the grouped answer.
    if ((path === '/api/entertainments' || path === '/api/news') && url.searchParams.has('page')) {
      const page = pageOf(url);
      return page ? cms(`${path}?page=${page}`) : null;
    }
    return cms(path);
  }
  const all = ALL_LIST.exec(path);
  const page = pageOf(url);
  if (path === '/api/host') return page ? { ...cms(path), hostsPage: Number(page) } : null;
  if (all) return page ? cms(`/api/${all[1]}?page=${page}`) : null;
  if (SEGMENTED.some((re) => re.test(path))) return cms(path);
  if (PAGED.some((re) => re.test(path))) return page ? cms(`${path}?page=${page}`) : null;
  const orig = ORIGINALS.exec(path);
  if (orig) {
    if (!orig[1]) return { kind: 'cms', url: `${base(originals)}/connectOriginals` };
    return page ? { kind: 'cms', url: `${base(originals)}/connectOriginals${orig[1]}?page=${page}` } : null;
  }
  return null;
}
