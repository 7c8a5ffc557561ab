import { describe, expect, it } from 'vitest';
import { apiPath } from './path';

describe('apiPath', () => {
  it('fills the pattern’s parameters, encoded', () => {
    expect(apiPath('/api/home', {})).toBe('/api/home');
    expect(apiPath('/api/news/post/:slug', { slug: 'a b/c' })).toBe('/api/news/post/a%20b%2Fc');
    expect(apiPath('/api/shows/episode/next/:id', { id: 7 })).toBe('/api/shows/episode/next/7');
  });

  it('drops an optional segment that is not sent', () => {
    expect(apiPath('/api/news/:tag/:locale?', { tag: 'bc' })).toBe('/api/news/bc');
    expect(apiPath('/api/news/:tag/:locale?', { tag: 'bc', locale: 'pa' })).toBe('/api/news/bc/pa');
  });

  it('writes the query the route reads, leaving out what is not sent', () => {
    expect(apiPath('/api/shows/:slug', { slug: 'morning' }, { page: 2 })).toBe('/api/shows/morning?page=2');
    expect(apiPath('/api/search', {}, { q: 'ਕਿਸਾਨ news', page: 0 })).toBe(
      `/api/search?q=${encodeURIComponent('ਕਿਸਾਨ')}+news&page=0`,
    );
    expect(apiPath('/api/featured', {}, { page: undefined })).toBe('/api/featured');
  });
});
