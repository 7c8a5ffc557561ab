/**
 * Issue 11, problem 7: the purge endpoint refused the example token only by luck of nobody trying,
 * let 300 guesses through in two seconds, and refused `bearer` in lower case.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_PURGE_TOKEN } from '../../worker/api/purge-token';
import { call, testEnv } from './helpers';

afterEach(() => vi.restoreAllMocks());

/** A purge from one address (each test its own, so the failure counters never meet). */
const purge = (address: string, auth?: string, token = testEnv.PURGE_TOKEN) =>
  call(
    '/api/_cache/purge',
    {
      method: 'POST',
      body: JSON.stringify({ prefix: '/api/news' }),
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': address,
        ...(auth ? { authorization: auth } : {}),
      },
    },
    { PURGE_TOKEN: token },
  );

describe('problem 7: purge', () => {
  it('refuses to run with the example token, saying why in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await purge('198.51.100.1', `Bearer ${EXAMPLE_PURGE_TOKEN}`, EXAMPLE_PURGE_TOKEN);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'Purge is not configured' });
    expect(String(log.mock.calls[0]?.[0])).toMatch(/example value from \.dev\.vars\.example/);
  });

  it('refuses to run with a token under 32 characters, or none', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const short = 'x'.repeat(31);
    expect((await purge('198.51.100.2', `Bearer ${short}`, short)).status).toBe(503);
    expect((await purge('198.51.100.2', 'Bearer anything', '')).status).toBe(503);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/shorter than 32 characters/);
  });

  it('accepts the scheme in any case', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      expect((await purge('198.51.100.3', `${scheme} ${testEnv.PURGE_TOKEN}`)).status).toBe(200);
    }
  });

  it('throttles failed attempts per address: 10 a minute, then 429 with Retry-After; the right token still purges', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 10; i++) {
      const res = await purge('198.51.100.4', `Bearer guess-${i}`);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    const throttled = await purge('198.51.100.4', 'Bearer guess-10');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Issue 23: wrong guesses never lock out the right token (the CMS may share the guesser's address).
    expect((await purge('198.51.100.4', `Bearer ${testEnv.PURGE_TOKEN}`)).status).toBe(200);
    expect((await purge('198.51.100.4', 'Bearer guess-11')).status).toBe(429);
    // Another address is not affected.
    expect((await purge('198.51.100.5', 'Bearer guess-0')).status).toBe(401);
  });

  it('answers a wrong method with 405 and Allow: POST', async () => {
    const res = await call('/api/_cache/purge');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
