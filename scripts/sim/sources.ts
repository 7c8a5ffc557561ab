/**
 * The two sources behind the caches in `npm run sim`, as models: the embedded content service
 * (its /api answers built from D1, a round trip to the D1 primary each query batch) and the page
 * render (the page's /api reads through the real contract memo and KV cache, then its CPU).
 * Bodies are small JSON that carry what the staleness watch needs: each /api answer its content
 * version, each page those of the answers it was built from. An answer is the same for the same
 * content, as the real service's are: one that changed on every call (say, with the time it was
 * built) would look like an edit to every refresh, and be announced everywhere each time
 * (source-call.ts).
 */
import { ApiError } from '../../shared/api/client';
import { type CacheOptions, contractPolicy } from '../../worker/cache/contract-cache';
import { contractJson } from '../../worker/cache/contract-memo';
import type { Generations } from '../../worker/cache/generation-reader';
import { cacheKey, canonicalUrl } from '../../worker/cache/keys';
import { readThrough } from '../../worker/cache/kv-cache';
import type { RenderReads } from '../../worker/cache/page-policy';
import { CPU_MS, D1, type Isolate } from './platform';
import type { Page, Site } from './site';

/** What the sources need of the simulation around them. */
export interface SourceWorld {
  site: Site;
  sleep(ms: number): Promise<void>;
  now(): number;
  /** Adds CPU to the request being served. */
  cpu(ms: number): void;
  /** The KV binding (or the tier in front of it) of an isolate's location. */
  kvOf(isolate: Isolate): KVNamespace;
  /** The purge generations `isolate`'s copies are judged by (purge-model.ts); none for the KV purge. */
  generationsOf(isolate: Isolate): Generations | undefined;
  options: CacheOptions;
  tally: { renders: number; d1Queries: number; d1RowsRead: number; apiSourceCalls: number };
}

const ORIGIN = 'https://station.example';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const noop = () => undefined;
/** Every render also reads the shell's settings (the header and footer); a browser already has them. */
const SHELL_READ = '/api/settings';

/** An /api answer body: the content's version. */
export interface AnswerBody {
  v: number;
}

/** The embedded service answering `path` for an isolate: D1 round trips, then the answer (or a 404). */
export function contentSource(w: SourceWorld, isolate: Isolate, path: string): () => Promise<Response> {
  return async () => {
    w.tally.apiSourceCalls++;
    for (let i = 0; i < D1.roundTrips; i++) await w.sleep(isolate.location.rttMs);
    w.tally.d1Queries += D1.queries;
    w.tally.d1RowsRead += D1.queries * D1.rowsPerQuery;
    w.cpu(CPU_MS.apiSource);
    const v = w.site.version(path);
    if (v === null) return answer(404, JSON.stringify({ error: 'Not found', status: 404 }), JSON_TYPE);
    const body: AnswerBody = { v };
    return answer(200, JSON.stringify(body), JSON_TYPE);
  };
}

/**
 * A Response as the cache modules read it (status, headers, body). Node's own Response reads its
 * body on a later turn of the event loop, which the simulated clock would not wait for.
 */
function answer(status: number, body: string, headers: Record<string, string>): Response {
  const res = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => body,
    json: async () => JSON.parse(body),
  };
  return res as unknown as Response;
}

/** The /api answer for `path` as a page render reads it in-process: the contract memo, then the KV cache. */
async function readApi(w: SourceWorld, isolate: Isolate, path: string): Promise<AnswerBody> {
  const key = cacheKey(new URL(path, ORIGIN));
  // contract-cache.ts `cachedGet`: the read-through under the contract's policy, its copy as the answer.
  const read = async () => {
    const found = await readThrough(
      w.kvOf(isolate),
      key,
      contentSource(w, isolate, path),
      contractPolicy(path, w.options),
      noop,
      w.generationsOf(isolate),
    );
    if (!('copy' in found)) return answer(502, '{}', JSON_TYPE);
    return answer(found.copy.status, found.copy.body, { ...JSON_TYPE, 'x-cache': found.state });
  };
  // Keyed by the isolate (the real memo is keyed by the worker's env, one per isolate) and the key.
  return (await contractJson(isolate.scope, key, path, read)) as AnswerBody;
}

/**
 * The page render for the cache: reads the shell's and the page's /api answers (noting the paths, as the
 * in-process api does for purgePages), then spends the render's CPU. A 404 from the contract makes
 * the not-found page (status 404), as the real loaders do.
 */
export async function renderPage(w: SourceWorld, isolate: Isolate, page: Page, noted: RenderReads): Promise<Response> {
  w.tally.renders++;
  const reads: Record<string, number> = {};
  let missing = false;
  for (const path of [SHELL_READ, ...page.reads]) {
    noted.paths.add(path);
    try {
      const answer = await readApi(w, isolate, path);
      reads[path] = answer.v;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      missing = true;
    }
  }
  await w.sleep(CPU_MS.pageRender);
  w.cpu(CPU_MS.pageRender);
  return answer(missing ? 404 : 200, JSON.stringify({ r: reads }), { 'content-type': 'text/html; charset=utf-8' });
}

/** The canonical path and cache key of a browser's /api request (keys.ts), or null for a bad parameter; memoised. */
const canonicalKeys = new Map<string, { path: string; key: string } | null>();
export function canonicalKey(request: string): { path: string; key: string } | null {
  let found = canonicalKeys.get(request);
  if (found === undefined) {
    const url = canonicalUrl(new URL(request, ORIGIN));
    found = url && { path: url.pathname, key: cacheKey(url) };
    if (canonicalKeys.size > 100_000) canonicalKeys.clear();
    canonicalKeys.set(request, found);
  }
  return found;
}
