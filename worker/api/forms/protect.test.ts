import { describe, expect, it } from 'vitest';
import { originAllowed, rateLimitOf } from './protect';

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
  it('reads the var', () => expect(rateLimitOf('25')).toBe(25));
  it.each([undefined, '', '0'])('defaults to 10 for %j', (value) => expect(rateLimitOf(value)).toBe(10));
});
