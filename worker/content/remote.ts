/**
 * Proxied mode: when BACKEND_URL is set, the contract's GETs are answered by the station's CMS,
 * through the spec's calls only (cms-paths.ts maps the site's paths to them). They go through the
 * KV cache like embedded answers. Form POSTs go through the D1 outbox (worker/mail/cms-outbox.ts).
 */
import { LANG_COOKIE } from '../../shared/constants';
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
): Promise<Response> {
  const target = cmsTarget(url, env.BACKEND_URL, originalsOrigin(env));
  if (!target) return Response.json({ error: 'No such API resource', status: 404 }, { status: 404 });
  if (target.kind === 'worker') return worker();
  return fetch(target.url, { method: 'GET', headers: forwardHeaders(req) });
}
