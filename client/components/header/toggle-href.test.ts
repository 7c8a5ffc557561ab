import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../../shared/routing/lang-path';
import { toggleHref } from './toggle-href';

/** What the toggle wrote before, through the URL parser: the pure step must give the same. */
function throughParser(pageUrl: string, lang: 'en' | 'pa'): string {
  const url = new URL(localizedPath(pageUrl, lang), 'http://site.invalid');
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}

describe('toggleHref', () => {
  it('links an English page to its Punjabi address, and back', () => {
    expect(toggleHref('/news/view/abc', 'pa')).toBe('/pa/news/view/abc?lang=pa');
    expect(toggleHref('/pa/news/view/abc', 'en')).toBe('/news/view/abc?lang=en');
    expect(toggleHref('/', 'pa')).toBe('/pa?lang=pa');
    expect(toggleHref('/pa', 'en')).toBe('/?lang=en');
  });

  it('keeps the page query and replaces a lang already there', () => {
    expect(toggleHref('/search?q=ਖ਼ਬਰ&lang=en', 'pa')).toBe('/pa/search?q=%E0%A8%96%E0%A8%BC%E0%A8%AC%E0%A8%B0&lang=pa');
    expect(toggleHref('/news?page=2', 'pa')).toBe('/pa/news?page=2&lang=pa');
  });

  it('gives what the URL parser gave, for the addresses pages have', () => {
    const urls = [
      '/',
      '/pa',
      '/pages/about',
      '/pa/pages/about',
      '/pa-arab/news/view/abc',
      '/news/view/%E0%A8%96',
      '/search?q=a+b&x=1',
      '/search?q=%3Cscript%3E',
      '/pa/shows/view/amrit-vela/1?ref=x',
      '/events?lang=pa&lang=en',
    ];
    for (const url of urls) {
      for (const lang of ['en', 'pa'] as const)
        expect(toggleHref(url, lang), `${url} → ${lang}`).toBe(throughParser(url, lang));
    }
  });
});
