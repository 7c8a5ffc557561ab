import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_COOKIE,
  BOOKMARK_HEADER,
  cookieValue,
  laterBookmark,
  openSession,
  parseBookmark,
  primaryBookmark,
  raiseReadFloor,
  currentReadFloor,
  readFrom,
  readStart,
  requestBookmark,
  writeThrough,
} from './session';

/** The documented example (developers.cloudflare.com/d1/reference/time-travel/#bookmarks). */
const OLD = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';
const NEW = '00000085-0000024d-00004c70-2510c8b03a2eb2c48b2422bb3b33fad5';
/** Later than any floor another test may have left in this isolate. */
const LATEST = 'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff';

/** A database whose sessions record where they started and answer with `after` as their bookmark. */
function fakeDb(after: string | null = NEW) {
  const starts: (string | undefined)[] = [];
  const session = (start: string | undefined) => {
    starts.push(start);
    let seen: string | null = null;
    return {
      prepare: () => {
        seen = after;
        return { first: async () => null } as unknown as D1PreparedStatement;
      },
      batch: async () => [],
      getBookmark: () => seen,
    };
  };
  const db = { withSession: session } as unknown as D1Database;
  return { db, starts };
}

describe('parseBookmark', () => {
  it('takes the documented shape, trimmed', () => {
    expect(parseBookmark(OLD)).toBe(OLD);
    expect(parseBookmark(` ${OLD} `)).toBe(OLD);
  });

  it('ignores what is not one: absent, empty, too short or long, odd characters, the constraints', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'abc',
      'x'.repeat(129),
      `${OLD};x=1`,
      `${OLD}\r\nset-cookie: a=b`,
      'a b c d e f g h',
      '"quoted-bookmark"',
      'first-primary',
      'first-unconstrained',
    ]) {
      expect(parseBookmark(bad)).toBeNull();
    }
  });
});

describe('laterBookmark and requestBookmark', () => {
  it('picks the later of two (bookmarks sort oldest first), or whichever there is', () => {
    expect(laterBookmark(OLD, NEW)).toBe(NEW);
    expect(laterBookmark(NEW, OLD)).toBe(NEW);
    expect(laterBookmark(null, OLD)).toBe(OLD);
    expect(laterBookmark(OLD, null)).toBe(OLD);
    expect(laterBookmark(null, null)).toBeNull();
  });

  it('reads one cookie among others', () => {
    expect(cookieValue(`lang=pa; ${BOOKMARK_COOKIE}=${OLD}; x=y`, BOOKMARK_COOKIE)).toBe(OLD);
    expect(cookieValue(`x${BOOKMARK_COOKIE}=${OLD}`, BOOKMARK_COOKIE)).toBeUndefined();
    expect(cookieValue(null, BOOKMARK_COOKIE)).toBeUndefined();
  });

  it('reads the header and the cookie, the later valid one winning; bad values are ignored', () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(requestBookmark(headers({}))).toBeNull();
    expect(requestBookmark(headers({ [BOOKMARK_HEADER]: OLD }))).toBe(OLD);
    expect(requestBookmark(headers({ cookie: `${BOOKMARK_COOKIE}=${NEW}` }))).toBe(NEW);
    expect(requestBookmark(headers({ [BOOKMARK_HEADER]: NEW, cookie: `${BOOKMARK_COOKIE}=${OLD}` }))).toBe(NEW);
    expect(requestBookmark(headers({ [BOOKMARK_HEADER]: 'no', cookie: `${BOOKMARK_COOKIE}=${OLD}` }))).toBe(OLD);
    expect(requestBookmark(headers({ [BOOKMARK_HEADER]: 'first-primary' }))).toBeNull();
  });
});

describe('which session a request gets', () => {
  it('reads start anywhere, or after the bookmark the visitor brings, or after the last purge here', () => {
    expect(readStart(null, null)).toBe('first-unconstrained');
    expect(readStart(OLD, null)).toBe(OLD);
    expect(readStart(null, OLD)).toBe(OLD);
    expect(readStart(OLD, NEW)).toBe(NEW);
    expect(readStart(NEW, OLD)).toBe(NEW);
  });

  it("the primary's bookmark comes from a query in a first-primary session; none when D1 fails", async () => {
    const { db, starts } = fakeDb();
    expect(await primaryBookmark(db)).toBe(NEW);
    expect(starts).toEqual(['first-primary']);
    const failing = { withSession: () => ({ prepare: () => ({ first: () => Promise.reject(new Error('down')) }) }) };
    expect(await primaryBookmark(failing as unknown as D1Database)).toBeNull();
  });

  it('opens the session as a database; its bookmark is null until a query ran', () => {
    const { db, starts } = fakeDb();
    const session = openSession(db, 'first-primary');
    expect(starts).toEqual(['first-primary']);
    expect(session.bookmark()).toBeNull();
    session.db.prepare('SELECT 1');
    expect(session.bookmark()).toBe(NEW);
  });

  it('a write starts at the primary and answers with its bookmark', async () => {
    const { db, starts } = fakeDb();
    const res = await writeThrough(db, async (d) => {
      d.prepare('INSERT …');
      return Response.json({ success: true });
    });
    expect(starts).toEqual(['first-primary']);
    expect(res.headers.get(BOOKMARK_HEADER)).toBe(NEW);
    expect(await res.json()).toEqual({ success: true });
  });

  it('a write that queried nothing (a refused form) answers without a bookmark', async () => {
    const { db } = fakeDb();
    const res = await writeThrough(db, async () => Response.json({ success: false }, { status: 400 }));
    expect(res.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it('a read with a bookmark that fails is read again from anywhere; without one it is not', async () => {
    const { db, starts } = fakeDb();
    let calls = 0;
    const failing = async () => {
      calls++;
      return calls === 1 ? new Response('', { status: 500 }) : Response.json({ ok: true });
    };
    expect((await readFrom(db, LATEST, failing)).status).toBe(200);
    expect(starts).toEqual([LATEST, readStart(null)]);

    const plain = fakeDb();
    calls = 0;
    expect((await readFrom(plain.db, null, failing)).status).toBe(500);
    expect(plain.starts).toEqual([readStart(null)]);
  });

  it('a read with a bookmark that throws is read again from anywhere', async () => {
    const { db, starts } = fakeDb();
    let calls = 0;
    const res = await readFrom(db, LATEST, async () => {
      if (++calls === 1) throw new Error('D1_ERROR: bookmark');
      return Response.json({ ok: true });
    });
    expect(res.status).toBe(200);
    expect(starts).toEqual([LATEST, readStart(null)]);
  });
});

describe("this isolate's read floor (raised by a purge)", () => {
  // Older than every bookmark above, so the other tests' reads keep their own starts.
  const FLOOR = '00000001-00000000-00000000-00000000000000000000000000000000';

  it('only rises, ignores what is not a bookmark, and is where reads without one start', () => {
    raiseReadFloor(FLOOR);
    raiseReadFloor('junk');
    raiseReadFloor(null);
    const floor = currentReadFloor();
    expect(floor !== null && floor >= FLOOR).toBe(true);
    raiseReadFloor('00000000-00000000-00000000-00000000000000000000000000000000');
    expect(currentReadFloor()).toBe(floor);
    expect(readStart(null)).toBe(floor);
  });
});
