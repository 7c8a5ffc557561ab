/**
 * Security headers. Every response gets nosniff, a referrer policy and a permissions policy, and
 * HSTS when it went over https; HTML pages also get a Content-Security-Policy whose script-src
 * allows only script files from the site itself and the video host: no inline script runs
 * (no 'unsafe-inline', no nonce). A page has none to run: its state and JSON-LD are data blocks
 * (`type="application/json"`, which CSP does not govern), its entry is a same-origin module, and
 * React's stream is complete before it is sent (worker/render/page.tsx), so it writes no
 * boundary scripts. Without a per-request nonce, identical pages are identical bytes, which the
 * page cache (worker/cache/page-cache.ts) can keep and share. Every other answer gets the
 * static-file policy, which runs nothing. Static files get the same headers from public/_headers (tests/worker/problem-8-*.test.ts
 * holds the two together), since the assets binding answers them without the worker.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { EMBED_PATH } from '../embed/params';
import { mediaOrigins } from '../media/stream-config';
import { hostedSearchOrigins } from './search-origins';
import { requestUrl } from './request-url';

/** The page policy: what the site itself loads, plus the video host for embeds and thumbnails. */
function contentSecurityPolicy(media: string[], connect: string[] = []): string {
  return [
    "default-src 'self'",
    // The video host's IFrame API (loaded only after a visitor plays a video) and its widget script.
    "script-src 'self' https://www.youtube.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    // Live streams play from exactly the origin of each https stream (played directly) or from
    // the site's own /media/live/* (proxied, demo): worker/media/stream-config.ts; other origins
    // only as configured (MEDIA_ORIGINS). data: for howler,
    // which stops a stream's download by pointing the <audio> at a data: URI of silence.
    ["media-src 'self' data:", ...media].join(' '),
    // The hosted search's hosts only when it is configured (search-origins.ts).
    ["connect-src 'self'", ...connect].join(' '),
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The partners' player (/embed/radio, worker/embed/): the one address any site may frame
 * (frame-ancestors *, and no X-Frame-Options). It runs only its own script from this origin, plays
 * the streams the pages may play, and talks only to this origin (the now-playing socket and
 * polls: 'self' covers ws: and wss: to the same host).
 */
function embedSecurityPolicy(media: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["media-src 'self' data:", ...media].join(' '),
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/** On every answer, the worker's and the static files'. */
export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** Browsers ignore it over http (RFC 6797 §8.1); the worker sends it only over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * For anything that is not a page (JSON, audio, calendar files, and static files such as SVG
 * images opened directly): nothing runs, styles and images only from the file itself or the site.
 */
export const STATIC_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; media-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

/** The page policy per configuration: the same for every request an `env` serves, so worked out once. */
const pagePolicies = new WeakMap<Env, string>();

function pagePolicy(env: Env): string {
  let policy = pagePolicies.get(env);
  if (policy === undefined) {
    policy = contentSecurityPolicy(mediaOrigins(env), hostedSearchOrigins(env));
    pagePolicies.set(env, policy);
  }
  return policy;
}

const embedPolicies = new WeakMap<Env, string>();

function embedPolicy(env: Env): string {
  let policy = embedPolicies.get(env);
  if (policy === undefined) {
    policy = embedSecurityPolicy(mediaOrigins(env));
    embedPolicies.set(env, policy);
  }
  return policy;
}

export function securityHeaders(): MiddlewareHandler<{ Bindings: Env }> {
  return async function securityHeaders(c, next) {
    await next();
    // The exact address: /pa/embed/radio (a redirect to it) keeps the pages' headers.
    const embed = requestUrl(c.req.raw).pathname === EMBED_PATH;
    const set = (headers: Headers) => {
      for (const [k, v] of Object.entries(COMMON_HEADERS)) headers.set(k, v);
      if (c.req.url.startsWith('https:')) headers.set('strict-transport-security', HSTS);
      if (embed && headers.get('content-type')?.includes('text/html')) {
        headers.set('content-security-policy', embedPolicy(c.env));
        headers.delete('x-frame-options');
      } else if (headers.get('content-type')?.includes('text/html')) {
        headers.set('content-security-policy', pagePolicy(c.env));
        headers.set('x-frame-options', 'SAMEORIGIN');
      } else {
        headers.set('content-security-policy', STATIC_CSP);
      }
    };
    try {
      // In place: a copy would turn a rendered page's string body into a stream (no length, piped).
      set(c.res.headers);
    } catch {
      // Responses from the assets binding have immutable headers: copy, then set.
      const res = new Response(c.res.body, c.res);
      set(res.headers);
      c.res = res;
    }
  };
}
