import { describe, expect, it } from 'vitest';
import { languageVersions, localizeLinks, localizedPath, splitLanguage } from './lang-path';

describe('splitLanguage', () => {
  it('reads the /pa prefix and leaves the plain path the route table matches', () => {
    expect(splitLanguage('/pa/news/post/x')).toEqual({ lang: 'pa', path: '/news/post/x' });
    expect(splitLanguage('/pa')).toEqual({ lang: 'pa', path: '/' });
    expect(splitLanguage('/pa/')).toEqual({ lang: 'pa', path: '/' });
  });
  it('takes every other path as English, including look-alike prefixes', () => {
    expect(splitLanguage('/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguage('/news')).toEqual({ lang: 'en', path: '/news' });
    expect(splitLanguage('/pan')).toEqual({ lang: 'en', path: '/pan' });
    expect(splitLanguage('/page/pa')).toEqual({ lang: 'en', path: '/page/pa' });
  });
});

describe('localizedPath', () => {
  it('prefixes Punjabi pages and keeps English plain', () => {
    expect(localizedPath('/news/post/x', 'pa')).toBe('/pa/news/post/x');
    expect(localizedPath('/news/post/x', 'en')).toBe('/news/post/x');
    expect(localizedPath('/', 'pa')).toBe('/pa');
    expect(localizedPath('/', 'en')).toBe('/');
  });
  it('moves an address from one language to the other without doubling the prefix', () => {
    expect(localizedPath('/pa/news', 'pa')).toBe('/pa/news');
    expect(localizedPath('/pa/news', 'en')).toBe('/news');
    expect(localizedPath('/pa', 'en')).toBe('/');
  });
  it('keeps the query and the hash', () => {
    expect(localizedPath('/contact?about=x#form', 'pa')).toBe('/pa/contact?about=x#form');
    expect(localizedPath('/pa?x=1', 'en')).toBe('/?x=1');
    expect(localizedPath('/?x=1', 'pa')).toBe('/pa?x=1');
  });
  it('leaves other addresses and the shared files alone', () => {
    for (const href of ['https://example.com/x', '//evil.com/x', '#content', 'mailto:a@b.c', 'tel:123', '']) {
      expect(localizedPath(href, 'pa')).toBe(href);
    }
    for (const href of [
      '/api/news',
      '/media/images/a.png',
      '/images/default.svg',
      '/build/assets/x.js',
      '/fonts/a.woff2',
      '/robots.txt',
    ]) {
      expect(localizedPath(href, 'pa')).toBe(href);
    }
  });
  it('gives both versions of an address', () => {
    expect(languageVersions('/pa/shows')).toEqual({ en: '/shows', pa: '/pa/shows' });
  });
});

describe('localizeLinks', () => {
  it('moves the site links of content HTML to the language, and nothing else', () => {
    const html =
      '<p><a href="/about">About</a> <a class="x" href="/news?a=1&amp;b=2">N</a> <a href="https://x.example/">X</a> <a href="//evil.com/">E</a> <img src="/media/a.png"></p>';
    expect(localizeLinks(html, 'pa')).toBe(
      '<p><a href="/pa/about">About</a> <a class="x" href="/pa/news?a=1&amp;b=2">N</a> <a href="https://x.example/">X</a> <a href="//evil.com/">E</a> <img src="/media/a.png"></p>',
    );
    expect(localizeLinks(html, 'en')).toBe(html);
  });

  it('never prefixes feeds, sitemaps and share cards, which name their language themselves', () => {
    for (const path of ['/feeds/pa/news.xml', '/sitemap.xml', '/sitemaps/news.xml', '/share/card/pa/index.png'])
      expect(localizedPath(path, 'pa')).toBe(path);
  });
});
