/**
 * The one way a route answers through the KV cache: the request's canonical URL (path plus the
 * validated parameters the route reads), its cache key, and the cache settings from
 * configuration. Used by the contract's GETs and by the worker's own cached endpoints (video
 * listings, weather).
 */
import type { Context } from 'hono';
import type { AppEnv, Env } from '../env';
import { cacheKey, canonicalUrl } from './keys';
import { answerIssues, validAnswer } from '../api/answer-schemas';
import { type AnswerValidator, cachedGet, type CacheOptions } from './contract-cache';
import { generationsFor } from './generations';

/** A whole number of seconds (or milliseconds) from a var; the fallback when empty or not a number ≥ 0. */
export const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * How a source's 200 answer is checked before it is kept: the route's schema of what a CMS may
 * send (worker/api/answer-schemas.ts). What does not match is logged with its first issues, and
 * the cache treats it as an upstream failure (the last good copy stays).
 */
const validateAnswer: AnswerValidator = (path, data) => {
  if (validAnswer(path, data)) return true;
  console.error('content source answer does not match its route', path, answerIssues(path, data).slice(0, 3));
  return false;
};

/**
 * Worked out once per configuration: every page and cached read asked for them, and parsing the
 * four vars again was ~1 % of an uncached page's CPU (issue 29's sixth pass). Keyed by the `env`
 * object, as the isolate's other per-configuration memories are, so a test's own vars get their own.
 */
const optionsByEnv = new WeakMap<Env, Readonly<CacheOptions>>();

/** Cache settings from wrangler.toml vars, with the documented defaults. */
export function cacheOptions(env: Env): Readonly<CacheOptions> {
  let options = optionsByEnv.get(env);
  if (!options) {
    options = Object.freeze({
      ttlSeconds: int(env.CACHE_TTL_SECONDS, 600),
      keepSeconds: int(env.CACHE_KEEP_SECONDS, 604_800),
      timeoutMs: int(env.UPSTREAM_TIMEOUT_MS, 5000),
      missSeconds: int(env.CACHE_MISS_SECONDS, 60),
      validate: validateAnswer,
    });
    optionsByEnv.set(env, options);
  }
  return options;
}

/**
 * Answers through the cache; `source` produces the answer for the canonical URL when needed
 * (stopping when the signal aborts). A parameter with a bad value is a 404 before any cache or
 * source work.
 * `keepSecondsMax` shortens how long copies are kept (the search's, mostly asked once).
 */
export function cachedRoute(
  c: Context<AppEnv>,
  source: (url: URL, signal: AbortSignal) => Promise<Response>,
  limits: { keepSecondsMax?: number } = {},
): Promise<Response> {
  const url = canonicalUrl(new URL(c.req.url));
  if (!url) return Promise.resolve(c.json({ error: 'Bad query parameter', status: 404 }, 404));
  const o = cacheOptions(c.env);
  return cachedGet(
    c.env.CACHE,
    cacheKey(url),
    (signal) => source(url, signal),
    {
      ...o,
      keepSeconds: Math.min(o.keepSeconds, limits.keepSecondsMax ?? o.keepSeconds),
    },
    (p) => c.executionCtx.waitUntil(p),
    generationsFor(c.env),
  );
}
