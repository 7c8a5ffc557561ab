import { describe, expect, it } from 'vitest';
import { grouped, tagList } from './cms-calls';

const request = (path: string, params: { tag: string; locale: string | undefined }, page: string | null = '1') => ({
  path,
  params,
  page,
  paged: true,
});

describe('grouped', () => {
  it('is the plain path without a page, the all list with one', () => {
    expect(grouped({ path: '/api/news', params: {}, page: '1', paged: false })).toEqual({ path: '/api/news' });
    expect(grouped({ path: '/api/news', params: {}, page: '3', paged: true })).toEqual({ path: '/api/news?page=3' });
    expect(grouped({ path: '/api/news', params: {}, page: null, paged: true })).toBeNull();
  });
});

describe('tagList', () => {
  it('maps the all list to the plain path with its page, in either locale or none', () => {
    expect(tagList('news', request('/api/news/all/pa', { tag: 'all', locale: 'pa' }, '4'))).toEqual({
      path: '/api/news?page=4',
    });
    expect(tagList('entertainments', request('/api/entertainments/all', { tag: 'all', locale: undefined }))).toEqual({
      path: '/api/entertainments?page=1',
    });
  });

  it('keeps a tag with its locale, and refuses one without, or with another locale', () => {
    expect(tagList('news', request('/api/news/bc/en_us', { tag: 'bc', locale: 'en_us' }, '2'))).toEqual({
      path: '/api/news/bc/en_us?page=2',
    });
    expect(tagList('news', request('/api/news/bc', { tag: 'bc', locale: undefined }))).toBeNull();
    expect(tagList('news', request('/api/news/bc/fr', { tag: 'bc', locale: 'fr' }))).toBeNull();
    expect(tagList('news', request('/api/news/bc/pa', { tag: 'bc', locale: 'pa' }, null))).toBeNull();
  });
});
