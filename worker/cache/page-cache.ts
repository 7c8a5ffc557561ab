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
 * languages along with the answers they were built from (purgePages), and in the page itself,
 * so every other data centre judges it by the purge generation (purge-state.ts) within seconds.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { Lang } from '../../shared/types/content';
import { errorPageHtml } from '../render/error-page';
import { generationsFor } from './generations';
import { forgetRemembered } from './isolate-memory';
import { readThrough } from './kv-cache';
import type { KeepPolicy, Kept, SourceAnswer } from './policy';
import { anonymous, PAGE_KEYS, pageCacheUrl, pageKey } from './page-key';
import { cacheOptions, int } from './route';

type PageContext = Context<{ Bindings: Env; Variables: { lang: Lang } }>;

/**
 * A kept page: its bytes, the headers it needs again, and the /api paths it was built from; for
 * the not-found page, the age of the oldest contract 404 it was built from (it is fresh only for
 * what was left of that 404's time).
 */
interface KeptPage extends Kept {
  headers: [string, string][];
  reads: string[];
  missAgeSeconds?: number;
}

/** What a render for the cache read: the /api paths, and the age of the oldest 404 among them. */
interface RenderReads {
  paths: Set<string>;
  missAgeSeconds: number;
}

/** Metadata of a kept page, listed by purgePages without reading the page. */
interface PageMetadata {
  /** The /api paths the render read; absent when they did not fit (any purge then drops the page). */
  reads?: string[];
}

/** How long a page read from KV is also held in the isolate (a purge reaches other isolates within it). */
const PAGE_MEMORY_MS = 5000;

/** KV metadata holds at most 1024 bytes of JSON. */
const MAX_METADATA_BYTES = 1024;

/** The headers of a render kept with the page: the font preload, and a route redirect's target. */
const KEPT_HEADERS = new Set(['link', 'location']);

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
 * Page cache settings from wrangler.toml vars (README, "Page cache"); null when PAGE_CACHE_SECONDS
 * is 0 (the cache off). A render may take the data phase's budget and then its own rendering,
 * so it gets twice the upstream timeout.
 */
function pagePolicy(env: Env, reads: () => RenderReads): KeepPolicy<KeptPage> | null {
  const fresh = int(env.PAGE_CACHE_SECONDS, 60);
  if (fresh === 0) return null;
  const keep = int(env.PAGE_KEEP_SECONDS, 86_400);
  const { missSeconds, timeoutMs } = cacheOptions(env);
  return {
    timeoutMs: 2 * timeoutMs,
    // The not-found page only as long as the 404 it came from: the content may be back (or the
    // 404 a glitch the contract did not believe), and the next visit must show it. It is kept in
    // this isolate only (a junk address writes no KV key), never served past that time before a
    // render, and a good page it replaces goes from KV, so no isolate serves it again.
    freshSeconds: (p) => (p.status === 404 ? missSeconds - (p.missAgeSeconds ?? 0) : fresh),
    keepSeconds: () => keep,
    judge: (a, _copy) => judgePage(a, reads()),
    revalidateFirst: (p) => p.status === 404,
    onlyHere: (p) => p.status === 404,
    metadata: (p) => metadataOf(p.reads),
    what: 'page render',
    memoryMs: PAGE_MEMORY_MS,
    // Purged by any purge of a prefix of an /api path its render read.
    paths: (p) => p.reads,
  };
}

/**
 * A render worth keeping: a whole HTML page (200, or the not-found page), or a route's
 * permanent redirect; never one that sets a cookie. The 503 error page, a 500 and anything else
 * is a failure: the last good page stays, and without one the render's own answer is served.
 */
function judgePage(a: SourceAnswer, read: RenderReads): { keep: KeptPage } | { bad: string } {
  if (a.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return { bad: 'it sets a cookie' };
  const html = a.contentType.includes('text/html');
  if (!(a.status === 301 || ((a.status === 200 || a.status === 404) && html))) return { bad: `status ${a.status}` };
  const headers = a.headers.filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
  const { status, body, contentType, storedAt, generation } = a;
  const page: KeptPage = { status, body, contentType, storedAt, generation, headers, reads: [...read.paths] };
  if (status === 404) page.missAgeSeconds = read.missAgeSeconds;
  return { keep: page };
}

function metadataOf(reads: string[]): PageMetadata {
  const metadata = { reads: [...new Set(reads)].sort() };
  return JSON.stringify(metadata).length <= MAX_METADATA_BYTES ? metadata : {};
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
 * into a redirect (the Punjabi choice on an English address) or a form's echo.
 */
function pageAnswer(p: KeptPage, state: string, ageSeconds: number, ifNoneMatch: string | undefined): Response {
  const etag = `W/"${p.storedAt.toString(36)}"`;
  const headers = new Headers(p.headers);
  headers.set('content-type', p.contentType);
  headers.set('x-cache', state);
  headers.set('age', String(Math.max(0, Math.floor(ageSeconds))));
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  headers.set('vary', 'Cookie');
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
    const source = async () => {
      const request = new Request(url);
      const noted: RenderReads = { paths: new Set(), missAgeSeconds: 0 };
      ownRenders.set(request, noted);
      const res = await render(request, c);
      // The data phase (every /api read) is over once the render answers; the body streams after.
      reads = noted;
      return res;
    };
    const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
    const found = await readThrough(c.env.CACHE, pageKey(url), source, policy, waitUntil, generationsFor(c.env));
    if ('copy' in found) return pageAnswer(found.copy, found.state, found.ageSeconds, c.req.header('if-none-match'));
    if (found.answer) return renderedAnswer(found.answer);
    return c.html(errorPageHtml(), found.failed === 'timeout' ? 504 : 503, {
      'retry-after': '30',
      'cache-control': 'no-store',
      'x-cache': 'MISS',
    });
  };
}

/**
 * Drops the kept pages built from answers under `apiPrefix` ('/api/news'); '/api' or '/api/'
 * drops every page, as does any purge for a page whose reads were not recorded. Returns how many.
 */
export async function purgePages(kv: KVNamespace, apiPrefix: string): Promise<number> {
  const all = apiPrefix === '/api' || apiPrefix === '/api/';
  let cursor: string | undefined;
  let count = 0;
  do {
    const page: KVNamespaceListResult<PageMetadata, string> = await kv.list({ prefix: PAGE_KEYS, cursor });
    const drop = page.keys.filter(
      (k) => all || !k.metadata?.reads || k.metadata.reads.some((path) => path.startsWith(apiPrefix)),
    );
    await Promise.all(drop.map((k) => kv.delete(k.name)));
    count += drop.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  // The memory holds no reads, so every remembered page goes (seconds' worth of reads from KV);
  // after the deletes, so a read under way meanwhile does not remember its old page.
  forgetRemembered(PAGE_KEYS);
  return count;
}
