/**
 * Remote mode: when BACKEND_URL is set, the contract's paths are answered by the station's CMS.
 * GETs go through the KV cache like embedded answers; form POSTs pass straight through, so the
 * browser code is the same in both modes.
 */
import { LANG_COOKIE } from '../../shared/constants';
import { t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';

/** The visitor's language cookie in a Cookie header; the only cookie the CMS gets. */
const LANG_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(en|pa)(?:;|$)`);

/** The CMS URL for a request to this worker: same path and query under BACKEND_URL. */
function backendUrl(backend: string, url: URL): string {
  return `${backend.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

/** Headers worth passing on: what the body is and what the caller accepts, plus who asked. */
function forwardHeaders(req: Request): Headers {
  const out = new Headers({ accept: req.headers.get('accept') ?? 'application/json' });
  const type = req.headers.get('content-type');
  if (type) out.set('content-type', type);
  const ip = req.headers.get('cf-connecting-ip');
  if (ip) out.set('x-forwarded-for', ip);
  const cookie = req.headers.get('cookie')?.match(LANG_IN_COOKIES);
  if (cookie) out.set('cookie', `${LANG_COOKIE}=${cookie[1]}`);
  return out;
}

/** A GET to the CMS for the canonical URL; `signal` drops the connection when the cache gives up. */
export const remoteGet = (backend: string, url: URL, req: Request, signal?: AbortSignal): Promise<Response> =>
  fetch(backendUrl(backend, url), { method: 'GET', headers: forwardHeaders(req), ...(signal ? { signal } : {}) });

/**
 * A form POST passed through unchanged and uncached; a dead CMS is a 502, not an exception, with
 * its message in the visitor's `lang`.
 */
export async function remotePost(backend: string, req: Request, timeoutMs: number, lang: Lang): Promise<Response> {
  try {
    const res = await fetch(backendUrl(backend, new URL(req.url)), {
      // Forms are at most 64 KiB (checked before this), so buffering is cheap and avoids
      // streaming a request body into a subrequest.
      method: 'POST',
      headers: forwardHeaders(req),
      body: await req.arrayBuffer(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return new Response(res.body, {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    });
  } catch (err) {
    console.error('remote form POST failed', req.url, String(err));
    return Response.json({ success: false, error: { detail: t(lang, 'form.notDelivered') } }, { status: 502 });
  }
}
