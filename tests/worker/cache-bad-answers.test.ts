import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECOND_404_AFTER_SECONDS } from '../../worker/cache/contract-cache';
import { call, clearCache, getJson, testEnv } from './helpers';

const BACKEND = 'https://cms.example.test';
const remote = { BACKEND_URL: BACKEND };
/** Every copy is stale at once, so each request also asks the CMS (in the background). */
const stale = { ...remote, CACHE_TTL_SECONDS: '0' };

/** The ways a CMS answers 200 without giving content. */
const BAD_ANSWERS: [string, () => Response][] = [
  [
    'truncated JSON',
    () => new Response('{"data":[{"id":1,"title":"Ne', { headers: { 'content-type': 'application/json' } }),
  ],
  [
    'an HTML maintenance page',
    () => new Response('<!doctype html><h1>Down for maintenance</h1>', { headers: { 'content-type': 'text/html' } }),
  ],
  ['text/plain junk', () => new Response('OK', { headers: { 'content-type': 'text/plain' } })],
  ['JSON that is not an object', () => Response.json(['not', 'an', 'answer'])],
  // Valid JSON, but not the route's shape (its schema in worker/api/answer-schemas.ts).
  ['JSON of another shape', () => Response.json({ status: 'maintenance', sections: 'later' })],
];

beforeEach(() => clearCache());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('problem 2: one bad CMS answer destroys the last good copy', () => {
  for (const [name, bad] of BAD_ANSWERS) {
    it(`keeps serving the last good copy through ${name}, and takes the next good answer`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ sections: [], v: 'good' }));
      await getJson('/api/home', remote);
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => bad());
      for (let i = 0; i < 2; i++) {
        const during = await getJson('/api/home', stale);
        expect(during.res.headers.get('x-cache')).toBe('STALE');
        expect(during.body).toMatchObject({ v: 'good' });
      }
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ sections: [], v: 'newer' }));
      await call('/api/home', undefined, stale);
      expect((await getJson('/api/home', remote)).body).toMatchObject({ v: 'newer' });
    });
  }

  it('answers 502 JSON for a bad answer with no copy, stores nothing, and logs the route', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => BAD_ANSWERS[1]![1]());
    const res = await getJson<{ status: number }>('/api/events', remote);
    expect(res.res.status).toBe(502);
    expect(res.body.status).toBe(502);
    expect(await testEnv.CACHE.get('api:/api/events')).toBeNull();
    expect(log.mock.calls.some((args) => args.includes('/api/events'))).toBe(true);
  });

  it('treats a 5xx as a failure, never as content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ data: [], v: 'good' }));
    await getJson('/api/shows', remote);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ error: 'boom' }, { status: 503 }));
    expect((await getJson('/api/shows', stale)).body).toMatchObject({ v: 'good' });
    expect((await getJson('/api/host', remote)).res.status).toBe(502);
  });

  it('remembers a CMS 404 for CACHE_MISS_SECONDS, and still answers 404 under an outage', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cms = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ error: 'Not found', status: 404 }, { status: 404 }));
    expect((await call('/api/news/post/missing', undefined, remote)).status).toBe(404);
    const again = await call('/api/news/post/missing', undefined, remote);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(cms).toHaveBeenCalledTimes(1);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connection refused'));
    const outage = await call('/api/news/post/missing', undefined, { ...remote, CACHE_MISS_SECONDS: '0' });
    expect(outage.status).toBe(404);
  });

  it('keeps the good copy when a 404 is not the CMS speaking (an HTML 404 from a proxy)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ sections: [], v: 'good' }));
    await getJson('/api/home', remote);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('<h1>404</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await call('/api/home', undefined, stale);
    expect((await getJson('/api/home', stale)).body).toMatchObject({ v: 'good' });
  });

  it('answers and remembers a plain JSON 404 when the CMS answers 404 in HTML and nothing is cached', async () => {
    const cms = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
      );
    const first = await getJson('/api/news/post/never', remote);
    expect(first.res.status).toBe(404);
    expect(first.body).toEqual({ error: 'Not found', status: 404 });
    expect((await call('/api/news/post/never', undefined, remote)).headers.get('x-cache')).toBe('HIT');
    expect(cms).toHaveBeenCalledTimes(1);
  });

  it('lets a JSON 404 replace a good copy when the CMS says it twice, some seconds apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ item: { slug: 'withdrawn', title: 'Withdrawn' } }),
    );
    expect((await call('/api/news/post/withdrawn', undefined, remote)).headers.get('x-cache')).toBe('MISS');
    expect((await call('/api/news/post/withdrawn', undefined, remote)).headers.get('x-cache')).toBe('HIT');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ error: 'Not found', status: 404 }, { status: 404 }),
    );
    await call('/api/news/post/withdrawn', undefined, stale);
    // One 404 (a CMS glitch looks the same): the copy is still served.
    expect((await call('/api/news/post/withdrawn', undefined, remote)).status).toBe(200);
    vi.setSystemTime(Date.now() + SECOND_404_AFTER_SECONDS * 1000);
    expect((await call('/api/news/post/withdrawn', undefined, remote)).status).toBe(404);
  });
});
