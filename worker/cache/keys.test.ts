import { describe, expect, it } from 'vitest';
import { API_ENTRIES } from '../../shared/schemas/api-routes';
import { cacheKey, canonicalUrl, QUERY_READERS } from './keys';

const canonical = (path: string) => {
  const url = canonicalUrl(new URL(`http://x${path}`));
  return url ? cacheKey(url) : null;
};

describe('canonicalUrl and cacheKey', () => {
  it('keeps the path and the parameters the route reads, in normal form, and drops the rest', () => {
    expect(canonical('/api/news/bc?utm=1&page=02')).toBe('api:/api/news/bc?page=2');
    expect(canonical('/api/videos/lifestyle?pageToken=CAUQAA&page=2')).toBe(
      'api:/api/videos/lifestyle?pageToken=CAUQAA',
    );
    expect(canonical('/api/entertainments/all/en_us?page=3')).toBe('api:/api/entertainments/all/en_us?page=3');
    expect(canonical('/api/shows/morning?page=2')).toBe('api:/api/shows/morning?page=2');
  });

  it('drops a good page number where the route has no pages', () => {
    expect(canonical('/api/home?page=2')).toBe('api:/api/home');
    expect(canonical('/api/news/post/x?page=2')).toBe('api:/api/news/post/x');
    expect(canonical('/api/shows/episode/4?page=2')).toBe('api:/api/shows/episode/4');
  });

  it('refuses bad values anywhere', () => {
    for (const bad of ['/api/home?page=zz1', '/api/news/bc?page=0', '/api/news/bc?page=1e3', '/api/news/bc?page=-1'])
      expect(canonical(bad)).toBeNull();
    expect(canonical('/api/videos/lifestyle?pageToken=a%20b')).toBeNull();
    expect(canonical(`/api/videos/lifestyle?pageToken=${'a'.repeat(101)}`)).toBeNull();
  });

  it('refuses a zero-padded id in the path: one key per story or episode', () => {
    for (const bad of [
      '/api/featured/007',
      '/api/featured/next/07',
      '/api/shows/episode/0042',
      '/api/shows/episode/next/0',
    ])
      expect(canonical(bad)).toBeNull();
    expect(canonical('/api/featured/7')).toBe('api:/api/featured/7');
    expect(canonical('/api/shows/episode/next/42')).toBe('api:/api/shows/episode/next/42');
    // A slug is a name: digits with a leading zero stay as they are.
    expect(canonical('/api/news/post/007')).toBe('api:/api/news/post/007');
  });

  it('keys a search by its normalised text and its zero-based page', () => {
    const key = canonical('/api/search?q=%20ਕਿਸਾਨ%20%20news%20&utm=1');
    expect(key).toBe(canonical('/api/search?page=0&q=ਕਿਸਾਨ+news'));
    expect(key).toBe(`api:/api/search?q=${encodeURIComponent('ਕਿਸਾਨ')}+news&page=0`);
    // ਖ਼ typed as one code point or as ਖ + nukta is one query.
    expect(canonical(`/api/search?q=${encodeURIComponent('\u0a59')}`)).toBe(
      canonical(`/api/search?q=${encodeURIComponent('\u0a16\u0a3c')}`),
    );
    expect(canonical('/api/search?q=news&page=1')).not.toBe(canonical('/api/search?q=news'));
    expect(canonical('/api/search?q=news&page=02')).toBe(canonical('/api/search?q=news&page=2'));
    // Only the 30 characters the search reads: 60 emoji key as their first 30, far below KV's 512 bytes.
    const long = '\u{1F600}'.repeat(60);
    const cut = canonical(`/api/search?q=${encodeURIComponent(long)}`);
    expect(cut).toBe(canonical(`/api/search?q=${encodeURIComponent('\u{1F600}'.repeat(30))}`));
    expect(new TextEncoder().encode(cut ?? '').length).toBeLessThan(512);
    for (const bad of ['page=-1', 'page=x', 'page=12345', 'page=1.5'])
      expect(canonical(`/api/search?q=a&${bad}`)).toBeNull();
  });
});

describe('QUERY_READERS: each kind of query parameter as a key keeps it', () => {
  it.each([
    ['page', null, undefined],
    ['page', '', undefined],
    ['page', '02', '2'],
    ['page', '0', null],
    ['page', '1234567', null],
    ['token', 'CAUQAA', 'CAUQAA'],
    ['token', 'a b', null],
    ['page0', null, '0'],
    ['page0', '03', '3'],
    ['page0', '12345', null],
    ['text', '  a   b ', 'a b'],
    ['text', null, ''],
  ] as const)('%s %j → %j', (kind, value, kept) => expect(QUERY_READERS[kind](value)).toBe(kept));
});

describe('the route table drives the key', () => {
  const sample = (pattern: string) =>
    pattern.replace(/:(\w+)\??/g, (_, name: string) => (name === 'locale' ? 'pa' : name === 'id' ? '7' : 'x'));

  it('keeps exactly the query parameters each route declares', () => {
    for (const { pattern, route } of API_ENTRIES) {
      const kept = [
        ...new URL(
          `http://x${canonical(`${sample(pattern)}?page=2&pageToken=t&q=a&utm=1`)?.slice(4)}`,
        ).searchParams.keys(),
      ];
      const declared = Object.keys(route.query ?? {});
      expect(kept.sort(), pattern).toEqual(declared.sort());
    }
  });

  it('refuses a zero-padded value of every id parameter', () => {
    const withIds = API_ENTRIES.filter(({ route }) => Object.values(route.params ?? {}).includes('id'));
    expect(withIds.length).toBeGreaterThan(0);
    for (const { pattern } of withIds) expect(canonical(sample(pattern).replace('/7', '/07')), pattern).toBeNull();
  });
});
