import { describe, expect, it } from 'vitest';
import { matchPath, NUMBER, pathMatcher, plainNumbers } from './match';

describe('matchPath', () => {
  it('matches literals and named segments', () => {
    expect(matchPath('/news/post/:slug', '/news/post/a-b')).toEqual({ slug: 'a-b' });
    expect(matchPath('/news/post/:slug', '/news/post')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });
  it('fills trailing optional segments and checks constraints', () => {
    expect(matchPath('/news/:tag?/:page(\\d+)?', '/news')).toEqual({ tag: undefined, page: undefined });
    expect(matchPath('/news/:tag?/:page(\\d+)?', '/news/bc/2')).toEqual({ tag: 'bc', page: '2' });
    expect(matchPath('/news/:tag?/:page(\\d+)?', '/news/bc/two')).toBeNull();
    expect(matchPath('/news/:tag?/:page(\\d+)?', '/news/bc/2/x')).toBeNull();
  });
  it('decodes segments, including Gurmukhi search text, and refuses broken escapes', () => {
    expect(matchPath('/search/:text?', `/search/${encodeURIComponent('ਖ਼ਬਰ')}`)).toEqual({ text: 'ਖ਼ਬਰ' });
    expect(matchPath('/search/:text?', '/search/%E0%A8')).toBeNull();
  });
  it('ignores a trailing slash', () => {
    expect(matchPath('/events', '/events/')).toEqual({});
  });
});

describe('plainNumbers', () => {
  const list = `/news/:tag?/:page${NUMBER}?`;
  it('writes padded number segments plainly, and only those', () => {
    expect(plainNumbers(list, '/news/bc/007')).toBe('/news/bc/7');
    expect(plainNumbers(list, '/news/bc/00')).toBe('/news/bc/0');
    expect(
      plainNumbers(`/shows/view/:showId${NUMBER}/episode/:episodeId${NUMBER}`, '/shows/view/07/episode/0042'),
    ).toBe('/shows/view/7/episode/42');
    // A tag or slug of digits is a name, not a number.
    expect(plainNumbers(list, '/news/007')).toBeNull();
  });
  it('reads an encoded number as the matcher does', () => {
    expect(plainNumbers(list, '/news/bc/%30%37')).toBe('/news/bc/7');
    expect(plainNumbers(list, '/news/bc/%37')).toBe('/news/bc/7');
  });
  it('is null for plain numbers, so the redirect cannot loop', () => {
    expect(plainNumbers(list, '/news/bc/7')).toBeNull();
    expect(plainNumbers(list, '/news/bc/0')).toBeNull();
    expect(plainNumbers(list, '/news')).toBeNull();
    expect(plainNumbers(`/hosts/:page${NUMBER}?`, '/hosts/120')).toBeNull();
  });
});

describe('pathMatcher', () => {
  it('matches one path against many patterns as matchPath does', () => {
    const patterns = ['/', '/news/:tag?/:page(\\d+)?', '/news/post/:slug', '/search/:text?', '/:path'];
    const paths = [
      '/',
      '/news',
      '/news/bc/2',
      '/news/post/a-b',
      `/search/${encodeURIComponent('ਖ਼ਬਰ')}`,
      '/about',
      '/x/y',
    ];
    for (const path of paths) {
      const match = pathMatcher(path);
      for (const pattern of patterns) expect(match(pattern)).toEqual(matchPath(pattern, path));
    }
  });
  it('matches nothing through a bad escape, whatever the pattern', () => {
    const match = pathMatcher('/news/%E0%A4');
    expect(match('/news/:tag?')).toBeNull();
    expect(match('/:a/:b')).toBeNull();
    // Before the bad segment, a shorter pattern still fails on length, as before.
    expect(match('/news')).toBeNull();
  });
});
