import { describe, expect, it } from 'vitest';
import type { Lang } from '../types/content';
import { languageVersions, localizeLinks, localizedPath, splitLanguage } from './lang-path';

describe('splitLanguage', () => {
  it.each([
    ['/pa/news/post/x', '/news/post/x'],
    ['/pa', '/'],
    ['/pa/', '/'],
  ])('reads the /pa prefix of %s and leaves the plain path the route table matches: %s', (address, path) =>
    expect(splitLanguage(address)).toEqual({ lang: 'pa', path }),
  );
  it.each(['/', '/news', '/pan', '/page/pa'])('takes %s as English, including look-alike prefixes', (path) =>
    expect(splitLanguage(path)).toEqual({ lang: 'en', path }),
  );
});

/** Each rule of localizedPath, with addresses, the language asked for and the address it gives. */
const localizeRules: Record<string, [path: string, lang: Lang, localized: string][]> = {
  'prefixes Punjabi pages and keeps English plain': [
    ['/news/post/x', 'pa', '/pa/news/post/x'],
    ['/news/post/x', 'en', '/news/post/x'],
    ['/', 'pa', '/pa'],
    ['/', 'en', '/'],
  ],
  'moves an address from one language to the other without doubling the prefix': [
    ['/pa/news', 'pa', '/pa/news'],
    ['/pa/news', 'en', '/news'],
    ['/pa', 'en', '/'],
  ],
  'keeps the query and the hash': [
    ['/contact?about=x#form', 'pa', '/pa/contact?about=x#form'],
    ['/pa?x=1', 'en', '/?x=1'],
    ['/?x=1', 'pa', '/pa?x=1'],
  ],
};

describe('localizedPath', () => {
  for (const [rule, cases] of Object.entries(localizeRules))
    it.each(cases)(`${rule}: %s in %s is %s`, (path, lang, localized) =>
      expect(localizedPath(path, lang)).toBe(localized),
    );
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
