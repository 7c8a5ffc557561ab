/**
 * The contract's 404s (issue 23): a 404 that contradicts a good copy takes it away only when the
 * source says so twice, SECOND_404_AFTER_SECONDS apart; a 404 of an address that never had content
 * is kept in the isolate, never in KV; a 404 past its miss time is not served before the source is
 * asked again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kv, options, settle, waitUntil } from './cache-test-kit';
import { cachedGet, SECOND_404_AFTER_SECONDS } from './contract-cache';
import { purge } from './kv-cache';

const get = async (key: string, source: () => Promise<Response>) => {
  const res = await cachedGet(kv, key, source, options, waitUntil);
  await settle();
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.json() };
};
const json = (body: unknown, status = 200) => vi.fn(() => Promise.resolve(Response.json(body, { status })));
const gone = () => json({ error: 'Not found', status: 404 }, 404);
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
const keys = async () => (await kv.list({ prefix: 'api:' })).keys.map((k) => k.name);

beforeEach(async () => {
  await purge(kv, '/');
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('a 404 against a good copy', () => {
  it('only marks the copy the first time: it is still served, and the source is not asked again meanwhile', async () => {
    await get('api:/a1', json({ v: 'good' }));
    later(601);
    const first = gone();
    expect(await get('api:/a1', first)).toMatchObject({ status: 200, cache: 'STALE', body: { v: 'good' } });
    const soon = gone();
    later(SECOND_404_AFTER_SECONDS - 1);
    expect(await get('api:/a1', soon)).toMatchObject({ status: 200, body: { v: 'good' } });
    expect([first.mock.calls.length, soon.mock.calls.length]).toEqual([1, 0]);
  });

  it('replaces it when the source says 404 again some seconds later, asked before the copy is served', async () => {
    await get('api:/a2', json({ v: 'good' }));
    later(601);
    await get('api:/a2', gone());
    later(SECOND_404_AFTER_SECONDS);
    expect(await get('api:/a2', gone())).toMatchObject({ status: 404, cache: 'MISS' });
    // In KV under the copy's own key, so every isolate learns the content is gone.
    expect(await kv.get<{ status: number }>('api:/a2', 'json')).toMatchObject({ status: 404 });
    expect(await get('api:/a2', json({ v: 'never asked' }))).toMatchObject({ status: 404, cache: 'HIT' });
  });

  it('is forgotten when the source answers 200 again: the next 404 is a first one', async () => {
    await get('api:/a3', json({ v: 'good' }));
    later(601);
    await get('api:/a3', gone());
    later(SECOND_404_AFTER_SECONDS);
    expect(await get('api:/a3', json({ v: 'back' }))).toMatchObject({
      status: 200,
      cache: 'MISS',
      body: { v: 'back' },
    });
    later(601);
    await get('api:/a3', gone());
    later(SECOND_404_AFTER_SECONDS - 1);
    expect(await get('api:/a3', gone())).toMatchObject({ status: 200, body: { v: 'back' } });
  });

  it('keeps the marked copy when the second call fails (stale-if-error)', async () => {
    await get('api:/a4', json({ v: 'good' }));
    later(601);
    await get('api:/a4', gone());
    later(SECOND_404_AFTER_SECONDS);
    const down = () => Promise.reject(new Error('down'));
    expect(await get('api:/a4', down)).toMatchObject({ status: 200, cache: 'STALE', body: { v: 'good' } });
  });
});

describe('a 404 with no good copy', () => {
  it('is kept in the isolate only: no KV key, and the source is not asked again for the miss time', async () => {
    const source = gone();
    expect(await get('api:/api/news/post/junk', source)).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await get('api:/api/news/post/junk', source)).toMatchObject({ status: 404, cache: 'HIT' });
    expect(source).toHaveBeenCalledTimes(1);
    const html = vi.fn(() => Promise.resolve(new Response('<h1>404</h1>', { status: 404 })));
    expect(await get('api:/api/news/post/junk-html', html)).toMatchObject({ status: 404, body: { status: 404 } });
    expect(await keys()).toEqual([]);
  });

  it('past the miss time, asks the source before answering: the content published meanwhile is served at once', async () => {
    await get('api:/b2', gone());
    later(60);
    expect(await get('api:/b2', json({ v: 'published' }))).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await keys()).toEqual(['api:/b2']);
  });

  it('kept in the isolate, still answers 404 when the source fails past the miss time', async () => {
    await get('api:/b3', gone());
    expect(await keys()).toEqual([]);
    later(3600);
    expect(await get('api:/b3', () => Promise.reject(new Error('down')))).toMatchObject({
      status: 404,
      cache: 'STALE',
    });
  });

  it('is forgotten by a purge of its prefix, though no KV key held it', async () => {
    await get('api:/api/b4', gone());
    expect(await keys()).toEqual([]);
    await purge(kv, '/api/b4');
    expect(await get('api:/api/b4', json({ v: 'published' }))).toMatchObject({ status: 200, cache: 'MISS' });
  });
});

describe('an empty list past its first page', () => {
  it('is answered, but kept in the isolate only: page numbers past the last add no KV key', async () => {
    const empty = json({ data: [], page: 999, count: 9, total: 0 });
    expect(await get('api:/api/news/bc?page=999', empty)).toMatchObject({ status: 200, body: { data: [] } });
    expect(await get('api:/api/news/bc?page=999', empty)).toMatchObject({ status: 200, cache: 'HIT' });
    expect(empty).toHaveBeenCalledTimes(1);
    expect(await keys()).toEqual([]);
  });

  it('still keeps a first page that is empty, and any page with items, in KV', async () => {
    await get('api:/api/news/bc', json({ data: [] }));
    await get('api:/api/news/bc?page=1', json({ data: [] }));
    await get('api:/api/news/bc?page=12', json({ data: [{ slug: 'x' }] }));
    expect((await keys()).sort()).toEqual(['api:/api/news/bc', 'api:/api/news/bc?page=1', 'api:/api/news/bc?page=12']);
  });
});
