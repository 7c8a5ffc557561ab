import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearCache, getJson, postForm, testEnv } from './helpers';

const BACKEND = 'https://cms.example.test';
const remote = { BACKEND_URL: BACKEND };

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

describe('the contract through the KV cache (embedded mode)', () => {
  it('answers MISS, then HIT, with x-cache', async () => {
    const a = await call('/api/shows');
    expect(a.headers.get('x-cache')).toBe('MISS');
    const b = await call('/api/shows');
    expect(b.headers.get('x-cache')).toBe('HIT');
    expect(await b.json()).toEqual(await a.json());
  });

  it('serves STALE after the TTL and keys by page but not by unknown parameters', async () => {
    await call('/api/news/bc?page=2');
    expect((await call('/api/news/bc?page=2&utm_source=x')).headers.get('x-cache')).toBe('HIT');
    expect((await call('/api/news/bc?page=3')).headers.get('x-cache')).toBe('MISS');
    expect((await call('/api/news/bc?page=2', undefined, { CACHE_TTL_SECONDS: '0' })).headers.get('x-cache')).toBe(
      'STALE',
    );
  });

  it('remembers a 404 for CACHE_MISS_SECONDS only, then asks the source before answering again', async () => {
    await call('/api/news/post/not-there');
    expect((await call('/api/news/post/not-there')).headers.get('x-cache')).toBe('HIT');
    const later = await call('/api/news/post/not-there', undefined, { CACHE_MISS_SECONDS: '0' });
    expect([later.status, later.headers.get('x-cache')]).toEqual([404, 'MISS']);
  });
});

describe('POST /api/_cache/purge', () => {
  const purge = (auth?: string, body: unknown = { prefix: '/api/news' }) =>
    call('/api/_cache/purge', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    });

  it('refuses without the right token', async () => {
    expect((await purge()).status).toBe(401);
    expect((await purge('Bearer wrong')).status).toBe(401);
    expect((await purge('Bearer wrong', {})).status).toBe(401);
  });

  it('purges by prefix with the token, leaving other paths cached', async () => {
    await call('/api/news/bc');
    await call('/api/shows');
    const res = await purge(`Bearer ${testEnv.PURGE_TOKEN}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, purged: 1 });
    expect((await call('/api/news/bc')).headers.get('x-cache')).toBe('MISS');
    expect((await call('/api/shows')).headers.get('x-cache')).toBe('HIT');
  });

  it('rejects a prefix outside /api', async () => {
    expect((await purge(`Bearer ${testEnv.PURGE_TOKEN}`, { prefix: '/' })).status).toBe(400);
  });
});

describe('remote mode (BACKEND_URL set)', () => {
  it('proxies GETs to the backend with the same path and keyed query, and caches them', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ data: [], from: 'cms' }));
    const first = await getJson('/api/news/bc/en_us?page=2&utm=1', remote);
    expect(first.body).toEqual({ data: [], from: 'cms' });
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(`${BACKEND}/api/news/bc/en_us?page=2`);
    const second = await getJson('/api/news/bc/en_us?page=2', remote);
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('serves the last good copy when the backend errors (stale-if-error), and 502 without one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ sections: [], v: 'good' }));
    await getJson('/api/home', remote);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connection refused'));
    const stale = await getJson('/api/home', { ...remote, CACHE_TTL_SECONDS: '0' });
    expect(stale.res.headers.get('x-cache')).toBe('STALE');
    expect(stale.body).toMatchObject({ v: 'good' });
    const none = await getJson('/api/events', remote);
    expect(none.res.status).toBe(502);
  });

  it('serves the last good copy when the backend is too slow, and 504 without one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ data: [], v: 'kept' }));
    await getJson('/api/shows', remote);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const slow = { ...remote, UPSTREAM_TIMEOUT_MS: '50' };
    const stale = await getJson('/api/shows', { ...slow, CACHE_TTL_SECONDS: '0' });
    expect(stale.body).toMatchObject({ v: 'kept' });
    expect((await call('/api/host', undefined, slow)).status).toBe(504);
  });

  it('forwards a form POST to the backend as multipart, and passes on its field errors', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ success: false, validateErrors: { email: ['bad'] } }, { status: 400 }),
      );
    const res = await postForm('/api/subscribe-mailchimp', { email: 'x@example.com' }, {}, remote);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, validateErrors: { email: ['bad'] } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`${BACKEND}/api/subscribe-mailchimp`);
    expect((init as RequestInit).method).toBe('POST');
    expect((init as RequestInit).body).toBeInstanceOf(FormData);
    expect(new Headers((init as RequestInit).headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a path that is not one of the spec’s calls without asking the backend', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await call('/api/news/bc?page=2', undefined, remote)).status).toBe(404);
    expect((await call('/api/anything', undefined, remote)).status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
