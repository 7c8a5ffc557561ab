/**
 * POST /api/_cache/purge with `Authorization: Bearer <PURGE_TOKEN>`: drops cached answers by path
 * prefix, for a CMS publish webhook. Body (JSON or form) or query: { prefix: '/api/news' };
 * no prefix purges every cached /api answer. The pages built from the purged answers go with
 * them (worker/cache/page-cache.ts), in both languages; no prefix drops every page.
 *
 * Everywhere (issue 26): the purge first moves the purge generation on in its Durable Object
 * (worker/cache/purge-generation.ts), which every isolate of every data centre reads within
 * MAX_AGE_MS (5 s; generation-reader.ts): from then on no copy made before it is served fresh,
 * whichever location's KV still holds it. Then the KV copies are deleted, as before (at once in
 * this data centre; KV takes a minute or more elsewhere, which the generation makes harmless).
 * When the Durable Object cannot be reached the local purge still runs and the answer is a 503,
 * so the CMS's webhook tries again.
 *
 * Guarded three ways (issue 11, problem 7): a missing, example or short token (purge-token.ts)
 * turns the endpoint off (503, and a log line saying why); tokens are compared in constant time;
 * failed attempts are counted per address in a RateCounter Durable Object (worker/limits/), and
 * past PURGE_FAILURE_LIMIT in a minute a wrong token gets 429 with Retry-After instead of 401.
 * Only failures are throttled (issue 23): the right token is checked first and always purges, so
 * a guesser sharing the CMS's address (or spoofing it) can never lock the webhook out. What stops
 * guessing is the token itself (at least 32 random characters, beyond any guessing rate); the
 * throttle tells a guesser to back off and says in the log, once a window, that someone is
 * guessing. The scheme is matched case-insensitively (RFC 9110: `bearer` is `Bearer`).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Env } from '../env';
import { isolateReader } from '../cache/generations';
import { purge } from '../cache/kv-cache';
import { purgePages } from '../cache/page-policy';
import { countAttempt } from '../limits/rate-limit';
import { methodNotAllowed } from './params';
import { purgeTokenProblem } from './purge-token';
import { primaryBookmark, raiseReadFloor } from '../db/session';

export const purgeApi = new Hono<AppEnv>();

/** Failed attempts a minute from one address before it is throttled. */
const PURGE_FAILURE_LIMIT = 10;
const FAILURES = 'purge-failure';

/**
 * Compares in constant time: both sides are hashed first, so the loop always runs over 32 bytes
 * and never depends on where the first difference is, nor on the token's length.
 */
async function sameSecret(given: string, token: string): Promise<boolean> {
  const digest = async (s: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(token)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function prefixOf(req: Request, query: string | undefined): Promise<string | undefined> {
  if (query !== undefined) return query;
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => ({}))) as { prefix?: unknown };
    return typeof body.prefix === 'string' ? body.prefix : undefined;
  }
  if (type.includes('form')) {
    const v = (await req.formData().catch(() => null))?.get('prefix');
    return typeof v === 'string' ? v : undefined;
  }
  return undefined;
}

purgeApi.post(
  '/',
  bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'Body too large', status: 413 }, 413) }),
  async (c) => {
    const token = c.env.PURGE_TOKEN;
    const problem = purgeTokenProblem(token);
    if (problem || !token) {
      console.error(
        `purge refused: ${problem}; set a random secret of at least 32 characters (wrangler secret put PURGE_TOKEN)`,
      );
      return c.json({ error: 'Purge is not configured', status: 503 }, 503);
    }
    const given = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !(await sameSecret(given, token))) {
      const address = c.req.header('cf-connecting-ip') ?? 'unknown';
      const tally = await countAttempt(c.env.RATE_COUNTER, FAILURES, address, PURGE_FAILURE_LIMIT);
      if (tally.over) {
        return c.json({ error: 'Too many failed attempts', status: 429 }, 429, {
          'retry-after': String(tally.retryAfter),
        });
      }
      if (tally.count === PURGE_FAILURE_LIMIT) {
        console.warn(`purge: ${tally.count} wrong tokens from ${address} within a minute; throttling its failures`);
      }
      return c.json({ error: 'Unauthorized', status: 401 }, 401, { 'www-authenticate': 'Bearer' });
    }
    const prefix = (await prefixOf(c.req.raw, c.req.query('prefix'))) ?? '/api/';
    if (!prefix.startsWith('/api/') && prefix !== '/api') {
      return c.json({ error: "prefix must start with '/api/'", status: 400 }, 400);
    }
    // Refills after the purge, here and in every isolate that learns of it, read D1 from no
    // earlier than the primary is now (db/session.ts).
    const bookmark = await primaryBookmark(c.env.DB);
    raiseReadFloor(bookmark);
    const everywhere = await bumpEverywhere(c.env, prefix, bookmark);
    const purged = await purge(c.env.CACHE, prefix);
    const pages = await purgePages(c.env.CACHE, prefix);
    if (everywhere === null) {
      return c.json({ error: 'Purged here only; try again', status: 503, prefix, purged, pages }, 503, {
        'retry-after': '5',
      });
    }
    return c.json({ success: true, prefix, purged, pages, generation: everywhere });
  },
);

purgeApi.all('/', (c) => methodNotAllowed(c, 'POST'));

/** Moves the purge generation on for `prefix`; its new number, or null (logged) when the object cannot be reached. */
async function bumpEverywhere(env: Env, prefix: string, bookmark: string | null): Promise<number | null> {
  const reader = isolateReader(env);
  if (!reader) return 0;
  try {
    return (await reader.bump([prefix], bookmark)).generation;
  } catch (err) {
    console.error('purge: the purge generation could not be moved on; purged in this data centre only', String(err));
    return null;
  }
}
