import { describe, expect, it } from 'vitest';
import { kindOf, sitePaths, titleOf } from './links';

const ORIGIN = 'http://127.0.0.1:8971';

describe('sitePaths', () => {
  it('keeps the site paths of links, the share card and feeds, once each, in order', () => {
    const html = [
      '<link rel="alternate" type="application/rss+xml" href="http://127.0.0.1:8971/feeds/en/news.xml">',
      `<meta property="og:image" content="${ORIGIN}/share/card/en/news/post/a.png?v=1x">`,
      '<a href="/news/post/a#top">a</a><a href="/pa/news/post/a">b</a><a href="/news/post/a">c</a>',
      '<a href="/news?x=1&amp;y=2">d</a>',
    ].join('');
    expect(sitePaths(html, ORIGIN)).toEqual([
      '/feeds/en/news.xml',
      '/share/card/en/news/post/a.png?v=1x',
      '/news/post/a',
      '/pa/news/post/a',
      '/news?x=1&y=2',
    ]);
  });

  it('leaves out other sites, built files, media, the live streams and the purge', () => {
    const html = [
      '<a href="https://example.com/x">',
      '<a href="//cdn.example/x">',
      '<script src="/build/assets/entry-abc.js">',
      '<link href="/build/assets/page-abc.css">',
      '<img src="/media/images/news/a.svg">',
      '<audio src="/media/live/fm">',
      '<a href="/api/_cache/purge">',
      '<a href="mailto:a@b.c">',
    ].join('');
    expect(sitePaths(html, ORIGIN)).toEqual([]);
  });

  it('reads the addresses of a sitemap', () => {
    const xml = `<sitemapindex><sitemap><loc>${ORIGIN}/sitemap/news.xml</loc></sitemap></sitemapindex>`;
    expect(sitePaths(xml, ORIGIN)).toEqual(['/sitemap/news.xml']);
  });

  it('reads the site origin alone as the home page', () => {
    expect(sitePaths(`<link rel="canonical" href="${ORIGIN}">`, ORIGIN)).toEqual(['/']);
  });
});

describe('kindOf', () => {
  it.each([
    ['/pa/news/post/a', 'page'],
    ['/share/card/pa/news/post/a.png?v=2', 'card'],
    ['/feeds/pa/podcast/show.xml', 'feed'],
    ['/sitemap.xml', 'feed'],
    ['/api/news/post/a', 'api'],
    ['/events/12.ics', 'calendar'],
    ['/robots.txt', null],
  ])('tells pages, cards, feeds, the contract and calendar files apart: %s is %s', (path, kind) =>
    expect(kindOf(path)).toBe(kind),
  );
});

describe('titleOf', () => {
  it('reads the title with its entities decoded', () => {
    expect(titleOf('<head><title>Rock &amp; roll | Radio</title></head>')).toBe('Rock & roll | Radio');
    expect(titleOf('<p>none</p>')).toBe('');
  });
});
