/**
 * Proxied mode speaks the spec's call tables exactly (doc 1 §7, doc 2 §7). Each route of the
 * table (shared/schemas/api-routes.ts) says its call in its `cms` field: the site's own path for almost
 * every call; the few that differ (the 'all' lists, the hosts without a page, the originals'
 * host) are written in shared/api/cms-calls.ts; /api/settings is the worker's own (D1), never
 * the CMS. Any other path is refused here (null), so a typo or a probe never reaches the CMS.
 * Pure: a URL in, a URL (or a verdict) out.
 */
import { matchApiRoute } from '../../shared/schemas/api-routes';
import type { CmsCall } from '../../shared/types/api-route';

/** Where a contract GET is answered in proxied mode. */
export type CmsTarget =
  /** The CMS, at this absolute URL; `hostsPage`: the site's page to cut from the CMS's one hosts list. */
  | { kind: 'cms'; url: string; hostsPage?: number }
  /** Not a CMS call: the worker answers from its own D1 (settings). */
  | { kind: 'worker' }
  /** Not a call of the spec's tables: 404 without asking anyone. */
  | null;

/** A page number the tables accept: digits, 1 or more. Absent: 1. */
function pageOf(url: URL): string | null {
  const page = url.searchParams.get('page') ?? '1';
  return /^[1-9]\d{0,5}$/.test(page) ? page : null;
}

/** An empty segment (`/api/news/`, `/api//news`) is no call of the tables, though the matcher skips it. */
const EMPTY_SEGMENT = /\/\/|\/$/;

/** The spec's call for the path of `url`, as the route's entry maps it; null when it has none. */
function cmsCall(url: URL): CmsCall | 'worker' | null {
  const path = url.pathname;
  const match = EMPTY_SEGMENT.test(path) ? null : matchApiRoute(path);
  if (!match) return null;
  const { cms } = match.route;
  const page = pageOf(url);
  if (cms === 'worker') return 'worker';
  if (cms === 'own') return null;
  if (cms === 'same') return { path };
  if (cms === 'paged') return page ? { path: `${path}?page=${page}` } : null;
  return cms({ path, params: match.params, page, paged: url.searchParams.has('page') });
}

const base = (origin: string) => origin.replace(/\/+$/, '');

/**
 * The spec's call for a canonical contract URL (path plus keyed parameters). `backend` is
 * BACKEND_URL; `originals` the originals host (ORIGINALS_URL, else the backend).
 */
export function cmsTarget(url: URL, backend: string, originals = backend): CmsTarget {
  const call = cmsCall(url);
  if (call === 'worker') return { kind: 'worker' };
  if (!call) return null;
  const target = `${base(call.host === 'originals' ? originals : backend)}${call.path}`;
  return call.hostsPage === undefined
    ? { kind: 'cms', url: target }
    : { kind: 'cms', url: target, hostsPage: call.hostsPage };
}
