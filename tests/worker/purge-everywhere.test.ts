/**
 * Issue 26, item 1: a purge reaches every data centre within MAX_AGE_MS. Another isolate is a
 * second generation reader (its own cached state, a fake clock) on the real PurgeGeneration
 * Durable Object; another location's KV, which keeps an old copy for a minute or more after the
 * purge's delete, is the old copy put back into KV after the purge.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedGet } from '../../worker/cache/contract-cache';
import { createGenerationReader, FRESH_MS, type Generations, MAX_AGE_MS } from '../../worker/cache/generation-reader';
import { forgetRemembered } from '../../worker/cache/isolate-memory';
import { purgePages } from '../../worker/cache/page-policy';
import {
  GENERATION_OBJECT,
  NO_PURGES,
  type PurgeState,
  purgedSince,
  purgeStateOf,
  withAnnouncement,
  withPurge,
} from '../../worker/cache/purge-state';
import { options, settle, waitUntil } from '../../worker/cache/cache-test-kit';
import type { Env } from '../../worker/env';
import { clientBuild } from '../../worker/render/assets';
import { call, clearCache, testEnv } from './helpers';

const ON: Partial<Env> = { PAGE_CACHE_SECONDS: '600' };
const kv = testEnv.CACHE;

const purge = (prefix: string) =>
  call(
    '/api/_cache/purge',
    {
      method: 'POST',
      body: JSON.stringify({ prefix }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${testEnv.PURGE_TOKEN}` },
    },
    ON,
  );

/** Another isolate: its own reader of the one Durable Object, on a clock the test moves. */
function otherIsolate() {
  let clock = 5_000_000;
  const object = () => testEnv.PURGE_GENERATION.getByName(GENERATION_OBJECT);
  const reader = createGenerationReader({
    read: async () => purgeStateOf(await object().read()),
    bump: async (prefixes) => purgeStateOf(await object().bump(prefixes)),
    announce: async (paths, answer, since) => purgeStateOf(await object().announce(paths, answer, since)),
    now: () => clock,
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { reader, tick };
}

/** Puts `key`'s copy back as it was: another location's KV still serving it after the purge. */
async function putBack(key: string, copy: { body: string }, marker: string) {
  const { metadata } = await kv.getWithMetadata(key);
  await kv.put(key, JSON.stringify({ ...copy, body: copy.body.replace(/<\/body>|}$/, (end) => `${marker}${end}`) }), {
    metadata,
  });
  forgetRemembered('');
}

beforeAll(() => call('/news', undefined, ON), 60_000);
beforeEach(async () => {
  await clearCache();
  await purgePages(kv, '/api/');
});
afterEach(() => vi.restoreAllMocks());

describe('a purge, everywhere', () => {
  it('is seen by another isolate within MAX_AGE_MS, and not before it reads again', async () => {
    const b = otherIsolate();
    const before = await b.reader.current(waitUntil);
    expect(await (await purge('/api/news')).json()).toMatchObject({ success: true, generation: before.generation + 1 });
    b.tick(FRESH_MS - 1);
    expect((await b.reader.current(waitUntil)).generation).toBe(before.generation);
    b.tick(MAX_AGE_MS - FRESH_MS + 1);
    const after = await b.reader.current(waitUntil);
    expect(after.generation).toBe(before.generation + 1);
    expect(purgedSince(after, ['/api/news/bc?page=2'], before.generation)).toBe(true);
    expect(purgedSince(after, ['/api/shows'], before.generation)).toBe(false);
    // It carries the primary D1's bookmark at the purge: that isolate's refills read no older.
    expect(after.bookmark).toMatch(/^[0-9a-f-]{20,}$/);
  });

  it('never serves an /api answer of the old generation fresh, whichever KV still holds it', async () => {
    const key = 'api:/api/news/bc';
    expect((await call('/api/news/bc')).headers.get('x-cache')).toBe('MISS');
    const old = (await kv.get<{ body: string }>(key, 'json')) ?? { body: '' };
    expect(old.body).toMatch(/^\{/);
    await purge('/api/news');
    await putBack(key, old, ' ');
    const res = await call('/api/news/bc');
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(await res.text()).toBe(old.body);
    // The answer made after the purge is fresh again.
    expect((await call('/api/news/bc')).headers.get('x-cache')).toBe('HIT');
  });

  it('re-renders a page built from purged answers, and leaves the others HIT', async () => {
    const news = `page:${clientBuild}/news`;
    const shows = `page:${clientBuild}/shows`;
    await call('/news', undefined, ON);
    await call('/shows', undefined, ON);
    const old = (await kv.get<{ body: string }>(news, 'json')) ?? { body: '' };
    expect(old.body).toContain('</body>');
    await purge('/api/news');
    await putBack(news, old, '<!-- old generation -->');
    const res = await call('/news', undefined, ON);
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(await res.text()).not.toContain('<!-- old generation -->');
    expect((await kv.get<{ body: string }>(shows, 'json'))?.body).toBeTruthy();
    expect((await call('/shows', undefined, ON)).headers.get('x-cache')).toBe('HIT');
  });
});

describe('the read-through cache by generation', () => {
  /** A purge state the test moves on, and the announcements that bumped it (as the object's). */
  function fixed() {
    let state: PurgeState = NO_PURGES;
    const announced: string[][] = [];
    const generations: Generations = {
      current: () => Promise.resolve(state),
      announce: (paths, news) => {
        const next = withAnnouncement(state, paths, news.answer, news.since);
        if (next !== state) announced.push(paths);
        state = next;
        return Promise.resolve(state);
      },
    };
    const purge = (prefix: string) => {
      state = withPurge(state, [prefix]);
    };
    return { generations, announced, purge };
  }
  const json =
    (body: unknown, status = 200) =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const down = () => Promise.reject(new Error('down'));
  const read = (key: string, source: () => Promise<Response>, g: Generations) =>
    cachedGet(kv, key, source, options, waitUntil, g).then(async (r) => ({
      state: r.headers.get('x-cache'),
      status: r.status,
      body: await r.json(),
    }));

  it('serves a purged copy only when the source fails (stale-if-error), else the new answer', async () => {
    const g = fixed();
    await read('api:/api/pe/1', json({ v: 1 }), g.generations);
    await settle();
    g.purge('/api/pe');
    expect(await read('api:/api/pe/1', down, g.generations)).toMatchObject({ state: 'STALE', body: { v: 1 } });
    expect(await read('api:/api/pe/1', json({ v: 2 }), g.generations)).toMatchObject({ state: 'MISS', body: { v: 2 } });
    await settle();
    expect(await read('api:/api/pe/1', down, g.generations)).toMatchObject({ state: 'HIT', body: { v: 2 } });
  });

  it('takes a purged copy away at the first 404 (the purge is the CMS speaking, not a glitch)', async () => {
    const g = fixed();
    await read('api:/api/pe/2', json({ v: 1 }), g.generations);
    await settle();
    g.purge('/api/pe/2');
    const gone = await read('api:/api/pe/2', json({ error: 'Not found', status: 404 }, 404), g.generations);
    expect(gone).toMatchObject({ state: 'MISS', status: 404 });
  });

  it('announces an edit seen here once, and again only where a covered copy finds another answer', async () => {
    const g = fixed();
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await read('api:/api/pe/3', json({ v: 1 }), g.generations);
    await settle();
    // Past its freshness, the refresh finds a change: announced.
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000 + options.ttlSeconds * 1000 + 1);
    await read('api:/api/pe/3', json({ v: 2 }), g.generations);
    await settle();
    expect(g.announced).toEqual([['/api/pe/3']]);
    // The isolate that announced it keeps its new copy fresh (not purged by its own news).
    expect(await read('api:/api/pe/3', down, g.generations)).toMatchObject({ state: 'HIT', body: { v: 2 } });
    // Another isolate, whose copy the announcement covers, replaces it quietly with the same answer...
    const oldCopy = JSON.stringify({
      status: 200,
      body: '{"v":1}',
      contentType: 'application/json',
      storedAt: 1_000_000,
    });
    await kv.put('api:/api/pe/3', oldCopy);
    expect(await read('api:/api/pe/3', json({ v: 2 }), g.generations)).toMatchObject({ body: { v: 2 } });
    await settle();
    expect(g.announced).toHaveLength(1);
    // ...and announces a later edit it finds (the announced copy must not stay fresh elsewhere).
    await kv.put('api:/api/pe/3', oldCopy);
    expect(await read('api:/api/pe/3', json({ v: 3 }), g.generations)).toMatchObject({ body: { v: 3 } });
    await settle();
    expect(g.announced).toHaveLength(2);
  });
});
