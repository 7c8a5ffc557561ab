/**
 * D1 read replication through the Sessions API (issue 26, item 7). Plain `env.DB` calls always go
 * to the primary database, wherever the visitor is; a session may read from a replica near the
 * worker instead, and keeps every query in it sequentially consistent. Cloudflare's pages, read
 * 2026-11-27:
 * - https://developers.cloudflare.com/d1/best-practices/read-replication/ : "To use read
 *   replication, you must use the D1 Sessions API, otherwise all queries will continue to be
 *   executed only by the primary database"; `first-unconstrained` lets the first query go to any
 *   instance, `first-primary` sends it to the primary; a session started from a bookmark is "at
 *   least as up-to-date as the previous session that generated the given bookmark".
 * - https://developers.cloudflare.com/d1/reference/time-travel/#bookmarks : a bookmark looks like
 *   `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`, and bookmarks are
 *   lexicographically sortable, oldest first.
 *
 * Here: the contract's reads start a session from the visitor's bookmark when the request carries
 * one (the `x-d1-bookmark` header, or the one-minute cookie a form without JavaScript leaves for
 * the page after it), else `first-unconstrained`; the form posts write in a `first-primary`
 * session and answer with its bookmark. A bookmark is visitor input and opaque: a short string of
 * the characters bookmarks are made of, else ignored (never an error); a read that fails with one
 * is read again without it.
 */

/** The header a bookmark travels in (the name Cloudflare's examples use). */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
/** The cookie that carries a form's bookmark across its 303 to the page after it (render/flash.ts). */
export const BOOKMARK_COOKIE = 'd1_bookmark';

/** Where a session's first query may go. */
type SessionStart = D1SessionConstraint | D1SessionBookmark;

/** Writes start at the primary, so the bookmark they answer with covers them. */
const WRITE_START: SessionStart = 'first-primary';

/**
 * Opaque, but short and plain: the documented ones (above) are 59 characters of hex digits and
 * dashes. Room is left for a longer form; nothing that needs quoting in a header or a cookie.
 */
const BOOKMARK = /^[0-9A-Za-z._-]{8,128}$/;

/** The constraints are not bookmarks: from outside, `first-primary` would only send reads to the primary. */
const CONSTRAINTS = new Set<string>(['first-primary', 'first-unconstrained']);

/** A bookmark from outside (header, cookie, a sub-request's answer), or null if it is not one. */
export function parseBookmark(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value && BOOKMARK.test(value) && !CONSTRAINTS.has(value) ? value : null;
}

/** The later of two bookmarks (they sort oldest first), or whichever there is. */
export function laterBookmark(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? b : a;
}

/** One cookie's value from a Cookie header, undecoded (a bookmark has nothing to decode). */
export function cookieValue(cookie: string | null, name: string): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The bookmark a request carries: the later of its header's and its cookie's valid ones. */
export function requestBookmark(headers: Headers): string | null {
  return laterBookmark(
    parseBookmark(headers.get(BOOKMARK_HEADER)),
    parseBookmark(cookieValue(headers.get('cookie'), BOOKMARK_COOKIE)),
  );
}

/**
 * The primary's bookmark at this isolate's last purge (api/purge.ts). A purge says "content
 * changed": the refills after it go to the KV cache, which every data centre reads, so they must
 * not come from a replica that has not seen the change yet (it would be kept as fresh for
 * CACHE_TTL_SECONDS). Every read starts at least here. Only rises; other isolates get the purge's
 * bookmark with its generation (cache/purge-state.ts) and raise theirs (cache/generations.ts).
 */
let readFloor: string | null = null;

/** Reads in this isolate start no earlier than `bookmark` from now on. */
export function raiseReadFloor(bookmark: string | null): void {
  readFloor = laterBookmark(readFloor, parseBookmark(bookmark));
}

/** The floor, for tests and for the purge's own record. */
export const currentReadFloor = (): string | null => readFloor;

/**
 * Where a read starts: after the later of the visitor's last write (the bookmark they bring) and
 * the last purge here, else anywhere.
 */
export const readStart = (bookmark: string | null, floor: string | null = readFloor): SessionStart =>
  laterBookmark(bookmark, floor) ?? 'first-unconstrained';

/** The header that hands a bookmark on to an in-process request, or none. */
export const bookmarkHeaders = (bookmark: string | null): Record<string, string> =>
  bookmark ? { [BOOKMARK_HEADER]: bookmark } : {};

interface Session {
  /** The session in the shape the content modules take (they only prepare and batch). */
  db: D1Database;
  /** The newest bookmark the session has seen; null before its first query. */
  bookmark(): string | null;
}

/**
 * Opens a session on `db`, as a D1Database, so the content modules and the embedded routes read
 * through it unchanged. `exec` and `dump` are not session calls: they go to the database (nothing
 * on the request path uses them). A session made over another session's `db` is a new session of
 * the same database.
 */
export function openSession(db: D1Database, start: SessionStart): Session {
  const session = db.withSession(start);
  const asDatabase: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (next) => db.withSession(next),
  };
  return { db: asDatabase, bookmark: () => parseBookmark(session.getBookmark()) };
}

/**
 * A read from a session that starts at `bookmark` (or anywhere), through `run`. A bookmark is
 * visitor input D1 may refuse (one from the future, or forged): a failed read (a 5xx answer or a
 * throw) with one is read again from anywhere, so a bad bookmark never costs the visitor an error.
 */
export async function readFrom(
  db: D1Database,
  bookmark: string | null,
  run: (db: D1Database) => Promise<Response>,
): Promise<Response> {
  const start = readStart(bookmark);
  const fallback = readStart(null);
  if (start === fallback) return run(openSession(db, start).db);
  try {
    const answer = await run(openSession(db, start).db);
    if (answer.status < 500) return answer;
    console.warn('D1 read with a bookmark failed; reading again without it', answer.status);
  } catch (err) {
    console.warn('D1 read with a bookmark failed; reading again without it', String(err));
  }
  return run(openSession(db, fallback).db);
}

/**
 * The primary's bookmark now, from a trivial query in a `first-primary` session: everything
 * written before this call (an import through `wrangler d1 execute --remote`, which goes to the
 * primary) is at or before it. Null when D1 does not answer (the purge goes on without it).
 */
export async function primaryBookmark(db: D1Database): Promise<string | null> {
  try {
    const session = openSession(db, WRITE_START);
    await session.db.prepare('SELECT 1').first();
    return session.bookmark();
  } catch (err) {
    console.error('D1 primary bookmark unavailable', String(err));
    return null;
  }
}

/**
 * A write through a `first-primary` session; its answer carries the bookmark after the write
 * (`x-d1-bookmark`), for the page or read that follows (render/form-post.ts).
 */
export async function writeThrough(db: D1Database, run: (db: D1Database) => Promise<Response>): Promise<Response> {
  const session = openSession(db, WRITE_START);
  const answer = await run(session.db);
  const bookmark = session.bookmark();
  if (!bookmark) return answer;
  const res = new Response(answer.body, answer);
  res.headers.set(BOOKMARK_HEADER, bookmark);
  return res;
}
