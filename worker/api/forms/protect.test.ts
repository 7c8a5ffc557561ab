import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { originAllowed, overRateLimit, rateLimitOf } from './protect';

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
const headers = (h: Record<string, string>) => new Headers(h);

describe('originAllowed', () => {
  const url = 'http://127.0.0.1:8787/api/contact-form';
  it('allows this origin and the public site, refuses others', () => {
    expect(originAllowed(headers({ origin: 'http://127.0.0.1:8787' }), url, '')).toBe(true);
    expect(originAllowed(headers({ origin: 'https://radio.example' }), url, 'https://radio.example')).toBe(true);
    expect(originAllowed(headers({ origin: 'https://evil.example' }), url, 'https://radio.example')).toBe(false);
    expect(originAllowed(headers({ origin: 'null' }), url, '')).toBe(false);
  });
  it('without Origin: only when Sec-Fetch-Site is absent or same-origin', () => {
    expect(originAllowed(headers({}), url, '')).toBe(true);
    expect(originAllowed(headers({ 'sec-fetch-site': 'same-origin' }), url, '')).toBe(true);
    expect(originAllowed(headers({ 'sec-fetch-site': 'cross-site' }), url, '')).toBe(false);
    expect(originAllowed(headers({ 'sec-fetch-site': 'same-site' }), url, '')).toBe(false);
  });
});

describe('rate limit', () => {
  it('reads the var, defaulting to 10', () => {
    expect(rateLimitOf(undefined)).toBe(10);
    expect(rateLimitOf('')).toBe(10);
    expect(rateLimitOf('0')).toBe(10);
    expect(rateLimitOf('25')).toBe(25);
  });
  it('counts per form, address and minute', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    for (let i = 0; i < 3; i++) expect(await overRateLimit(kv, 'email', '203.0.113.9', 3, now)).toBe(false);
    expect(await overRateLimit(kv, 'email', '203.0.113.9', 3, now)).toBe(true);
    expect(await overRateLimit(kv, 'phone', '203.0.113.9', 3, now)).toBe(false);
    expect(await overRateLimit(kv, 'email', '203.0.113.10', 3, now)).toBe(false);
    expect(await overRateLimit(kv, 'email', '203.0.113.9', 3, now + 60_000)).toBe(false);
  });
});
