/**
 * Proxied mode: when BACKEND_URL is set, the contract's GETs are answered by the station's CMS,
 * through the spec's calls only (cms-paths.ts maps the site's paths to them). They go through the
 * KV cache like embedded answers. Form POSTs go through the D1 outbox (worker/mail/cms-outbox.ts).
 */
import { HOSTS_PAGE_SIZE, LANG_COOKIE } from '../../shared/constants';
import type { Env } from '../env';
import { cmsTarget } from './cms-paths';

/** The visitor's language cookie in a Cookie header; the only cookie the CMS gets. */
const LANG_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(en|pa)(?:;|$)`);

/** Headers worth passing on: what the caller accepts, plus who asked and the language cookie. */
function forwardHeaders(req: Request): Headers {
  const out = new Headers({ accept: req.headers.get('accept') ?? 'application/json' });
  const ip = req.headers.get('cf-connecting-ip');
  if (ip) out.set('x-forwarded-for', ip);
  const cookie = req.headers.get('cookie')?.match(LANG_IN_COOKIES);
  if (cookie) out.set('cookie', `${LANG_COOKIE}=${cookie[1]}`);
  return out;
}

/**
 * The spec's hosts call has no page, so the site's /hosts/{page} is cut from the CMS's one list,
 * in the embedded service's page size and answer shape. A CMS that pages the list itself (count
 * above 1) is left as it answered: only its first page is reachable through the spec's call.
 */
export function hostsPageOf(body: unknown, page: number): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) return body;
  if ('count' in body && typeof body.count === 'number' && body.count > 1) return body;
  const all: unknown[] = body.data;
  const data = all.slice((page - 1) * HOSTS_PAGE_SIZE, page * HOSTS_PAGE_SIZE);
  return { ...body, data, page, count: Math.max(1, Math.ceil(all.length / HOSTS_PAGE_SIZE)), total: all.length };
}

/** The CMS origin of the originals calls: ORIGINALS_URL, else BACKEND_URL. */
export const originalsOrigin = (env: Pick<Env, 'BACKEND_URL' | 'ORIGINALS_URL'>) =>
  env.ORIGINALS_URL?.trim() || env.BACKEND_URL;

/**
 * A contract GET in proxied mode, for its canonical URL: the spec's call to the CMS; the worker's
 * own answer (`worker`, from D1) for the paths that are not CMS calls; 404 for anything else.
 */
export async function remoteGet(
  env: Pick<Env, 'BACKEND_URL' | 'ORIGINALS_URL'>,
  url: URL,
  req: Request,
  worker: () => Promise<Response>,
  /** Drops the connection when the cache gives up on the call (the page's deadline). */
  signal?: AbortSignal,
): Promise<Response> {
  const target = cmsTarget(url, env.BACKEND_URL, originalsOrigin(env));
  if (!target) return Response.json({ error: 'No such API resource', status: 404 }, { status: 404 });
  if (target.kind === 'worker') return worker();
  const res = await fetch(target.url, { method: 'GET', headers: forwardHeaders(req), ...(signal ? { signal } : {}) });
  if (target.hostsPage === undefined || res.status !== 200) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: handed on as it came, for the contract's checks to refuse.
    return new Response(text, { status: res.status, headers: res.headers });
  }
  return Response.json(hostsPageOf(body, target.hostsPage), { headers: { 'content-type': 'application/json' } });
}
