/**
 * What the page cache (page-cache.ts) keeps and how: the pages' KeepPolicy (fresh for
 * PAGE_CACHE_SECONDS, the not-found page only as long as the 404 under it), what a render must be
 * to be kept, the /api paths each page was built from (its KV metadata), and the purge that drops
 * the pages built from purged answers. Apart from the middleware so the simulator
 * (`npm run sim`, scripts/sim/) drives the same policy and purge without a client build.
 */
import type { Env } from '../env';
import { forgetRemembered } from './isolate-memory';
import type { KeepPolicy, Kept, SourceAnswer } from './policy';
import { cacheOptions, int } from './route';

/** The KV key prefix of every cached page, of every build (page-key.ts writes the keys). */
export const PAGE_KEYS = 'page:';

/**
 * A kept page: its bytes, the headers it needs again, and the /api paths it was built from; for
 * the not-found page, the age of the oldest contract 404 it was built from (it is fresh only for
 * what was left of that 404's time).
 */
export interface KeptPage extends Kept {
  headers: [string, string][];
  reads: string[];
  missAgeSeconds?: number;
}

/** What a render for the cache read: the /api paths, and the age of the oldest 404 among them. */
export interface RenderReads {
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

/**
 * Page cache settings from wrangler.toml vars (README, "Page cache"); null when PAGE_CACHE_SECONDS
 * is 0 (the cache off). A render may take the data phase's budget and then its own rendering,
 * so it gets twice the upstream timeout.
 */
export function pagePolicy(env: Env, reads: () => RenderReads): KeepPolicy<KeptPage> | null {
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
