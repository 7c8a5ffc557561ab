/**
 * Issue 26, item 7: D1 read replication through the Sessions API (worker/db/session.ts). Local D1
 * (miniflare) takes the same calls and answers with bookmarks; these tests check that a post's
 * bookmark travels: out of the form's answer (a header, or a cookie across the 303), and into the
 * D1 session of the reads after it. The database is wrapped to record where each session starts.
 */
import { describe, expect, it } from 'vitest';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, currentReadFloor, parseBookmark, readStart } from '../../worker/db/session';
import { browserPost, call, clearCache, postForm, testEnv } from './helpers';

/** The test database, recording the start of every session opened on it. */
function recordingDb() {
  const starts: string[] = [];
  const db = testEnv.DB;
  const DB: D1Database = {
    prepare: (q) => db.prepare(q),
    batch: <T = unknown>(s: D1PreparedStatement[]) => db.batch<T>(s),
    exec: (q) => db.exec(q),
    dump: () => db.dump(),
    withSession: (start) => {
      starts.push(String(start));
      return db.withSession(start);
    },
  };
  return { DB, starts };
}

/** One cookie of an answer's Set-Cookie headers, as `name=value` for the next request. */
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`));

const contact = {
  firstName: 'Harpreet',
  lastName: 'Gill',
  email: 'harpreet@example.com',
  subject: 'Bookmark',
  message: 'The page after this post reads D1 from after it.',
};

describe('the bookmark of a form posted without JavaScript', () => {
  it('is written at the primary, crosses the 303 in a cookie, and starts the next page’s D1 reads', async () => {
    const post = recordingDb();
    const res = await browserPost('/contact/news-report', contact, {}, { DB: post.DB });
    expect(res.status).toBe(303);
    expect(post.starts).toEqual(['first-primary']);
    const carried = cookieOf(res, BOOKMARK_COOKIE);
    const bookmark = parseBookmark(carried?.slice(BOOKMARK_COOKIE.length + 1));
    expect(bookmark).not.toBeNull();
    const attributes = res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`)) ?? '';
    expect(attributes).toContain('Max-Age=60');
    expect(attributes).toContain('HttpOnly');

    // Nothing cached, so the page's contract reads reach D1.
    await clearCache();
    const next = recordingDb();
    const cookie = [cookieOf(res, 'form_result'), carried].join('; ');
    const page = await call('/contact/news-report', { headers: { cookie } }, { DB: next.DB });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Your message was successfully sent!');
    expect(next.starts).toContain(bookmark);
    expect(next.starts).not.toContain('first-primary');
    // Taken with the flash: later pages need not wait for it (and stay cacheable).
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${BOOKMARK_COOKIE}=;`))).toBe(true);
  });

  it('is not left by a refused post (nothing was written)', async () => {
    const res = await browserPost('/contact/news-report', { ...contact, email: 'harpreet@' });
    expect(res.status).toBe(400);
    expect(cookieOf(res, BOOKMARK_COOKIE)).toBeUndefined();
  });

  it('crosses the subscription’s 303 too', async () => {
    const res = await browserPost('/subscribe/phone', { phone: '16045550142', return: '/news' });
    expect(res.status).toBe(303);
    expect(parseBookmark(cookieOf(res, BOOKMARK_COOKIE)?.slice(BOOKMARK_COOKIE.length + 1))).not.toBeNull();
  });
});

describe('the bookmark of a form posted with JavaScript', () => {
  it('comes back in the x-d1-bookmark header, and a read that sends it starts its D1 session there', async () => {
    const post = recordingDb();
    const res = await postForm(
      '/api/subscribe-whatsapp',
      { phone: '16045550143' },
      { origin: 'http://localhost' },
      { DB: post.DB },
    );
    expect(res.status).toBe(200);
    expect(post.starts).toEqual(['first-primary']);
    const bookmark = parseBookmark(res.headers.get(BOOKMARK_HEADER));
    expect(bookmark).not.toBeNull();

    await clearCache();
    const read = recordingDb();
    const answer = await call('/api/settings', { headers: { [BOOKMARK_HEADER]: bookmark ?? '' } }, { DB: read.DB });
    expect(answer.status).toBe(200);
    expect(read.starts).toEqual([bookmark]);
  });
});

describe('reads without a usable bookmark', () => {
  it('start anywhere (or after the last purge here); a bad header or cookie is ignored, never an error', async () => {
    const cases: Record<string, string>[] = [
      {},
      { [BOOKMARK_HEADER]: 'x' },
      { [BOOKMARK_HEADER]: 'first-primary' },
      { [BOOKMARK_HEADER]: '<script>alert(1)</script>' },
      { cookie: `${BOOKMARK_COOKIE}=${'a'.repeat(500)}` },
    ];
    for (const headers of cases) {
      await clearCache();
      const read = recordingDb();
      const res = await call('/api/settings', { headers }, { DB: read.DB });
      expect(res.status).toBe(200);
      expect(read.starts).toEqual([readStart(null)]);
    }
  });
});

describe('a purge', () => {
  it("raises this isolate's read floor to the primary's bookmark, so refills never read older", async () => {
    const res = await call('/api/_cache/purge', {
      method: 'POST',
      headers: { authorization: `Bearer ${testEnv.PURGE_TOKEN}`, 'cf-connecting-ip': '198.51.100.77' },
    });
    expect(res.status).toBe(200);
    const floor = currentReadFloor();
    expect(parseBookmark(floor)).toBe(floor);
    const read = recordingDb();
    expect((await call('/api/host', undefined, { DB: read.DB })).status).toBe(200);
    expect(read.starts).toEqual([floor]);
  });
});
