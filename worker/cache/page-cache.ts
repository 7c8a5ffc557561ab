/**
 * The edge HTML cache (issue 14): anonymous page reads are answered from KV with the API cache's
 * policy (kv-cache.ts readThrough: fresh → HIT; stale → STALE at once and one background
 * re-render; none → one render per address at a time → MISS; a failed render leaves the last
 * good page in place), so identical bytes go to every visitor and bot at that address.
 *
 * It sits after the language middleware, so the per-visitor redirects (`?lang=` → cookie + 301,
 * a Punjabi cookie on an English address → 302) happen before it and are never stored. It keeps
 * only what it rendered itself: a fresh request for the canonical address (page-key.ts) with no
 * cookie, so the render has no personal part (no form echo, no cookie set). Requests with any
 * other cookie or credentials are rendered as before (`private, no-store`, `x-cache: BYPASS`).
 *
 * A page read from KV is also kept in this isolate's memory for a few seconds (the policy's
 * `memoryMs`, policy.ts), so a hot page costs no KV read.
 *
 * Each kept page remembers the /api paths its render read (the in-process api notes them,
 * noteApiRead) in its KV metadata, so a purge of `/api/news` drops the news pages of both
 * languages along with the answers they were built from (purgePages, page-policy.ts, with the
 * policy itself), and in the page itself, so every other data centre judges it by the purge
 * generation (purge-state.ts) within seconds.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { Lang } from '../../shared/types/content';
import { wantsSaveData } from '../../shared/saver/data-saver';
import { errorPageHtml } from '../render/error-page';
import { generationsFor } from './generations';
import { readThrough } from './kv-cache';
import type { SourceAnswer } from './policy';
import { anonymous, pageCacheUrl, pageKey } from './page-key';
import { type KeptPage, pagePolicy, type RenderReads } from './page-policy';

type PageContext = Context<{ Bindings: Env; Variables: { lang: Lang } }>;

/** Renders the page cache asked for, marked so the cache lets them through; with what each read. */
const ownRenders = new WeakMap<Request, RenderReads>();

/** Called by the in-process api: notes that the render behind `request` read `path`. */
export function noteApiRead(request: Request, path: string): void {
  ownRenders.get(request)?.paths.add(new URL(path, 'http://x').pathname);
}

/**
 * Called by the in-process api: the render behind `request` got a 404 from the contract that was
 * `ageSeconds` old, so a not-found page it makes is fresh only for what is left of that 404's time.
 */
export function noteApiMiss(request: Request, ageSeconds: number): void {
  const reads = ownRenders.get(request);
  if (reads) reads.missAgeSeconds = Math.max(reads.missAgeSeconds, ageSeconds);
}

/**
 * A kept page's bytes, encoded once per copy: a copy held in the isolate's memory is the same
 * object for every visitor of those seconds, and turning ~85 KB of HTML into UTF-8 on every
 * answer was half of a HIT's CPU (ARCHITECTURE.md). A Response copies the bytes it is given, so
 * one array serves every answer.
 */
const encoded = new WeakMap<KeptPage, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

function bytesOf(p: KeptPage): Uint8Array<ArrayBuffer> {
  let bytes = encoded.get(p);
  if (!bytes) {
    bytes = encoder.encode(p.body);
    encoded.set(p, bytes);
  }
  return bytes;
}

/**
 * The answer from a kept page. Browsers keep it but ask again before each use (the edge answers
 * from KV in a few milliseconds, and a 304 when the browser's copy is the kept one: the ETag is
 * the render's time, the same in every isolate), so a language switch or a form's outcome is
 * never hidden by a browser's copy; Vary: Cookie because a cookie can still turn this address
 * into a redirect (the Punjabi choice on an English address) or a form's echo, Save-Data because
 * the client hint picks the data saver's lighter copy (issue 28).
 */
function pageAnswer(p: KeptPage, state: string, ageSeconds: number, ifNoneMatch: string | undefined): Response {
  const etag = `W/"${p.storedAt.toString(36)}"`;
  const headers = new Headers(p.headers);
  headers.set('content-type', p.contentType);
  headers.set('x-cache', state);
  headers.set('age', String(Math.max(0, Math.floor(ageSeconds))));
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  headers.set('vary', 'Cookie, Save-Data');
  headers.set('etag', etag);
  if (p.status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytesOf(p), { status: p.status, headers });
}

/** A render that was not kept and no copy to serve instead: its own answer (the error page, a redirect). */
function renderedAnswer(a: SourceAnswer): Response {
  const headers = new Headers(a.headers);
  headers.set('x-cache', 'MISS');
  return new Response(a.body, { status: a.status, headers });
}

/**
 * The page cache, as Hono middleware in front of the page render. `render` answers a request
 * the way the whole app does (app.fetch), so the cache can render the canonical address in the
 * background long after the visitor's request is answered.
 */
export function pageCache(render: (request: Request, c: PageContext) => Promise<Response>): MiddlewareHandler {
  return async function pageCache(c: PageContext, next) {
    if (ownRenders.has(c.req.raw)) return next();
    let reads: RenderReads = { paths: new Set(), missAgeSeconds: 0 };
    const policy = pagePolicy(c.env, () => reads);
    if (!policy) return next();
    const url = anonymous(c.req.raw.headers) ? pageCacheUrl(new URL(c.req.url)) : null;
    if (!url) {
      await next();
      c.res.headers.set('x-cache', 'BYPASS');
      return;
    }
    // The data saver's choice (cookie or client hint) renders and keeps a lighter copy of its own.
    const saveData = wantsSaveData(c.req.raw.headers);
    const source = async () => {
      const request = new Request(url, saveData ? { headers: { 'save-data': 'on' } } : undefined);
      const noted: RenderReads = { paths: new Set(), missAgeSeconds: 0 };
      ownRenders.set(request, noted);
      const res = await render(request, c);
      // The data phase (every /api read) is over once the render answers; the body streams after.
      reads = noted;
      return res;
    };
    const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
    const found = await readThrough(
      c.env.CACHE,
      pageKey(url, undefined, saveData),
      source,
      policy,
      waitUntil,
      generationsFor(c.env),
    );
    if ('copy' in found) return pageAnswer(found.copy, found.state, found.ageSeconds, c.req.header('if-none-match'));
    if (found.answer) return renderedAnswer(found.answer);
    return c.html(errorPageHtml(), found.failed === 'timeout' ? 504 : 503, {
      'retry-after': '30',
      'cache-control': 'no-store',
      'x-cache': 'MISS',
    });
  };
}
