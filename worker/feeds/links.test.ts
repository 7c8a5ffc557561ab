import { describe, expect, it } from 'vitest';
import { feedLinks } from './links';

describe('feedLinks', () => {
  it('advertises the news feed on the home page and news pages, in the page language', () => {
    expect(feedLinks('/', 'pa')).toEqual([{ kind: 'news', href: '/feeds/pa/news.xml' }]);
    expect(feedLinks('/news/post/x', 'en')).toEqual([{ kind: 'news', href: '/feeds/en/news.xml' }]);
    expect(feedLinks('/news/2', 'en')).toEqual([{ kind: 'news', href: '/feeds/en/news.xml' }]);
  });

  it("adds a category's own feed on its pages", () => {
    expect(feedLinks('/news/bc/2', 'en').map((l) => l.href)).toEqual(['/feeds/en/news/bc.xml', '/feeds/en/news.xml']);
  });

  it('advertises entertainment and a show podcast where they belong, and nothing elsewhere', () => {
    expect(feedLinks('/entertainment/movies', 'pa')).toEqual([
      { kind: 'entertainment', href: '/feeds/pa/entertainment.xml' },
    ]);
    expect(feedLinks('/shows/view/amrit-vela/1', 'en')).toEqual([
      { kind: 'podcast', href: '/feeds/en/podcast/amrit-vela.xml' },
    ]);
    expect(feedLinks('/shows/view/1/episode/2', 'en')).toEqual([]);
    expect(feedLinks('/events', 'en')).toEqual([]);
  });
});
