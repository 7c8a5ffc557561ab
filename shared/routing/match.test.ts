import { describe, expect, it } from 'vitest';
import { matchPath } from './match';

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
