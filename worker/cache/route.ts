/**
 * The one way a route answers through the KV cache: the request's canonical URL (path plus the
 * keyed parameters), its cache key, and the cache settings from configuration. Used by the
 * contract's GETs and by the worker's own cached endpoints (video listings, weather).
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../env';
import { cacheKey, cachedGet, canonicalUrl, type CacheOptions } from './kv-cache';

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Cache settings from wrangler.toml vars, with the documented defaults. */
export function cacheOptions(env: Env): CacheOptions {
  return {
    ttlSeconds: int(env.CACHE_TTL_SECONDS, 600),
    keepSeconds: int(env.CACHE_KEEP_SECONDS, 604_800),
    timeoutMs: int(env.UPSTREAM_TIMEOUT_MS, 5000),
  };
}

/** Answers through the cache; `source` produces the answer for the canonical URL when needed. */
export function cachedRoute(c: Context<AppEnv>, source: (url: URL) => Promise<Response>): Promise<Response> {
  const url = canonicalUrl(new URL(c.req.url));
  return cachedGet(
    c.env.CACHE,
    cacheKey(url),
    () => source(url),
    cacheOptions(c.env),
    (p) => c.executionCtx.waitUntil(p),
  );
}
