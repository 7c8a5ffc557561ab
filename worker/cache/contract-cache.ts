/**
 * The contract's answers through the read-through cache (kv-cache.ts): what a content source's
 * answer must be to be kept, how long each kind stays fresh, and the JSON the contract answers.
 */
import type { Generations } from './generation-reader';
import { nameOf } from './keys';
import { readThrough } from './kv-cache';
import type { CacheState, KeepPolicy, Kept, SourceAnswer } from './policy';

/** Says whether a parsed answer for a contract path ('/api/news/bc') has the route's shape. */
export type AnswerValidator = (path: string, data: unknown) => boolean;

/** The default validator: any JSON object (every contract answer is one). */
export const isJsonObject: AnswerValidator = (_path, data) =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

export interface CacheOptions {
  /** Seconds a copy counts as fresh. */
  ttlSeconds: number;
  /** Seconds a copy is kept at all (KV expirationTtl, at least 60). */
  keepSeconds: number;
  /** Milliseconds to wait for the source: headers and body under one budget. */
  timeoutMs: number;
  /** Seconds a 404 from the source counts as fresh (the source is not asked again meanwhile). */
  missSeconds: number;
  /** Checks a 200 answer's parsed body before it is kept. */
  validate: AnswerValidator;
  /** Milliseconds a copy is also held in the isolate's memory (KeepPolicy.memoryMs); none when absent. */
  memoryMs?: number;
}

/**
 * A contract answer: 200 (content) or 404 (remembered "not found"). `doubtedAt`: when the source
 * first answered a JSON 404 for this 200 copy (epoch ms); the copy is served until it says so again.
 */
type CachedAnswer = Kept & { doubtedAt?: number };

/** The error of a failed call with no copy to serve; a bad answer in the spec's words (§8). */
const FAILURE_TEXT = {
  timeout: 'The content service did not answer in time',
  error: 'The content service is unavailable',
  bad: 'Bad response from server',
} as const;

/** A 404 that replaced a good copy stays in KV a day at most (junk addresses never reach KV). */
const MAX_MISS_KEEP_SECONDS = 86_400;

function answer(a: CachedAnswer, state: CacheState, ageSeconds = 0): Response {
  return new Response(a.body, {
    status: a.status,
    headers: {
      'content-type': a.contentType,
      'x-cache': state,
      age: String(Math.max(0, Math.floor(ageSeconds))),
      // Browsers and shared caches may reuse briefly; KV holds the authoritative copy.
      'cache-control': 'public, max-age=30',
    },
  });
}

/** The 404 kept when the source's own 404 is not JSON, so the contract always answers JSON. */
const NOT_FOUND_BODY = JSON.stringify({ error: 'Not found', status: 404 });

const parses = (body: string): { data: unknown } | null => {
  try {
    return { data: JSON.parse(body) };
  } catch {
    return null;
  }
};

/**
 * Seconds between the two JSON 404s that take a good copy away: the first only marks the copy
 * (`doubtedAt`) and it is still served, the second, at least this long after, replaces it. So an
 * unpublished post is gone within a minute, and a CMS that answers 404 for everything for a few
 * seconds (a deploy, a bad route) does not empty the site.
 */
export const SECOND_404_AFTER_SECONDS = 30;

/**
 * The contract answer worth keeping, or why there is none. A 200 must be JSON that passes
 * `validate`. A 404 with a JSON body is the CMS saying the content is gone: unpublished or
 * taken-down content must disappear, but one round of 404s from a CMS glitch must not empty the
 * site, so a 404 that contradicts a good copy only marks it the first time, and replaces it when
 * the source says 404 again at least SECOND_404_AFTER_SECONDS later. A 404 that is not JSON (a
 * proxy's error page during a deploy, or a CMS that answers 404 in HTML) is ambiguous: with a good
 * copy it is a failure and the copy stays; with none it is kept as a plain JSON 404.
 */
function judge(
  source: SourceAnswer,
  path: string,
  o: CacheOptions,
  copy: CachedAnswer | null,
): { keep: CachedAnswer; note?: string } | { bad: string } {
  const { headers: _, ...a } = source;
  const parsed = parses(a.body);
  if (a.status === 404) {
    if (parsed && isJsonObject(path, parsed.data)) {
      if (copy?.status !== 200) return { keep: a };
      if (copy.doubtedAt === undefined) {
        return { keep: { ...copy, doubtedAt: a.storedAt }, note: 'a first 404 for a good copy, kept until a second' };
      }
      return a.storedAt - copy.doubtedAt >= SECOND_404_AFTER_SECONDS * 1000 ? { keep: a } : { keep: copy };
    }
    if (copy?.status === 200) return { bad: 'a 404 that is not JSON, while a good copy exists' };
    return { keep: { ...a, body: NOT_FOUND_BODY, contentType: 'application/json; charset=utf-8' } };
  }
  if (a.status !== 200) return { bad: `status ${a.status}` };
  if (!parsed) return { bad: `a body that is not JSON (${a.contentType})` };
  return o.validate(path, parsed.data) ? { keep: a } : { bad: 'JSON that does not match the route' };
}

/** A page number past the first in a contract path ('/api/news/bc?page=7'). */
const PAST_FIRST = /[?&]page=(?:[2-9]|\d{2,})/;

/**
 * An empty list past its first page: a CMS answers 200 with no items for any page number, so
 * `?page=999` and every number after it would each be a KV key. Such an answer is kept in this
 * isolate only, like a 404 of an address that never had content.
 */
function emptyPastFirst(path: string, a: CachedAnswer): boolean {
  if (a.status !== 200 || !PAST_FIRST.test(path)) return false;
  const data = (parses(a.body)?.data as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) && data.length === 0;
}

/**
 * The contract's policy: 200s fresh for the TTL; a doubted copy until its second 404 is due; 404s
 * for the miss time, then never served before the source is asked again. A 404 replacing a good
 * copy goes to KV under that copy's key (every isolate learns the content is gone, kept at most a
 * day); any other 404, and an empty list past its first page, stays in this isolate only, so no
 * address ever adds a KV key for a 404 or for a page number past the last.
 */
export function contractPolicy(path: string, o: CacheOptions): KeepPolicy<CachedAnswer> {
  return {
    timeoutMs: o.timeoutMs,
    freshSeconds: (a) =>
      a.status === 404
        ? o.missSeconds
        : a.doubtedAt === undefined
          ? o.ttlSeconds
          : (a.doubtedAt - a.storedAt) / 1000 + SECOND_404_AFTER_SECONDS,
    keepSeconds: (a) => (a.status === 404 ? Math.min(o.keepSeconds, MAX_MISS_KEEP_SECONDS) : o.keepSeconds),
    judge: (a, copy) => judge(a, path, o, copy),
    revalidateFirst: (a) => a.status === 404 || a.doubtedAt !== undefined,
    onlyHere: (a, copy) => (a.status === 404 && copy?.status !== 200) || emptyPastFirst(path, a),
    what: 'content source',
    memoryMs: o.memoryMs,
    // Purged by any purge of a prefix of its path; an edit seen here is announced everywhere.
    paths: () => [path],
    announceChanges: true,
  };
}

/**
 * Answers a GET of the contract through the cache. `source` produces the origin's Response for
 * the canonical request (and should stop when its signal aborts); `waitUntil` keeps background
 * work alive; `generations` is the purge generation copies are judged by (generations.ts).
 */
export async function cachedGet(
  kv: KVNamespace,
  key: string,
  source: (signal: AbortSignal) => Promise<Response>,
  o: CacheOptions,
  waitUntil: (p: Promise<unknown>) => void,
  generations?: Generations,
): Promise<Response> {
  const found = await readThrough(kv, key, source, contractPolicy(nameOf(key), o), waitUntil, generations);
  if ('copy' in found) return answer(found.copy, found.state, found.ageSeconds);
  const status = found.failed === 'timeout' ? 504 : 502;
  return new Response(JSON.stringify({ error: FAILURE_TEXT[found.failed], status }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-cache': 'MISS' },
  });
}
