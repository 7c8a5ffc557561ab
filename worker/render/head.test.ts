import { describe, expect, it } from 'vitest';
import type { Head } from '../../shared/routing/types';
import { headHtml, localizedUrl, publicUrl } from './head';

describe('publicUrl', () => {
  it('is always on SITE_URL, whatever the path looks like', () => {
    expect(publicUrl('https://site.example', '//evil.com/')).toBe('https://site.example/evil.com/');
    expect(publicUrl('https://site.example/', '/news//post/x')).toBe('https://site.example/news/post/x');
    expect(publicUrl('https://site.example/base', '//a:99999')).toBe('https://site.example/a:99999');
    expect(publicUrl('https://site.example', '/')).toBe('https://site.example/');
  });
});

describe('localizedUrl', () => {
  it('puts the page in its language on SITE_URL', () => {
    expect(localizedUrl('https://site.example/base', '/news/post/x', 'pa')).toBe('https://site.example/pa/news/post/x');
    expect(localizedUrl('https://site.example', '/pa/news/post/x', 'en')).toBe('https://site.example/news/post/x');
    expect(localizedUrl('https://site.example', '/', 'pa')).toBe('https://site.example/pa');
    expect(localizedUrl('https://site.example', '//evil.com/', 'pa')).toBe('https://site.example/pa/evil.com/');
  });
});

const headOf = (head: Head, path = '/news/post/x', lang: 'en' | 'pa' = 'en') =>
  headHtml({
    head,
    lang,
    path,
    siteUrl: 'https://site.example',
    styles: [],
    modulePreloads: [],
    noindex: false,
  });
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('the share image in the head', () => {
  it("is a demo image's JPEG, with its size and type", () => {
    const html = headOf({ title: 'T', image: '/media/images/bc/x.svg' });
    expect(metaOf(html, 'og:image')).toBe('https://site.example/media/share/bc/x.jpg');
    expect(metaOf(html, 'twitter:image')).toBe('https://site.example/media/share/bc/x.jpg');
    expect(metaOf(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:image:alt')).toBe('T');
  });

  it("is a CMS's raster image as it is (proxied mode), without a size it does not know", () => {
    const html = headOf({ title: 'T', image: 'https://cms.example/up/x.jpg' });
    expect(metaOf(html, 'og:image')).toBe('https://cms.example/up/x.jpg');
    expect(metaOf(html, 'twitter:image')).toBe('https://cms.example/up/x.jpg');
    expect(metaOf(html, 'og:image:width')).toBeUndefined();
  });

  it("is the page's card for a CMS's SVG, in the page's language", () => {
    const html = headOf({ title: 'T', image: 'https://cms.example/up/x.svg' }, '/news/post/x', 'pa');
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/site\.example\/share\/card\/pa\/news\/post\/x\.png\?v=/);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
  });
});

describe('the lead images in the head', () => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="(preload|modulepreload|stylesheet)"[^>]*>/g)].map((m) => m[0]);

  it('are preloaded at high priority after the stylesheet and before the module preloads', () => {
    const html = headHtml({
      head: { title: 'T', leadImages: ['/media/images/headers/home.svg', 'https://cms.example/a.jpg?x=1&y=2'] },
      lang: 'en',
      path: '/',
      siteUrl: 'https://site.example',
      styles: ['/build/assets/page.css'],
      modulePreloads: ['/build/assets/entry.js'],
      noindex: false,
    });
    expect(preloadsOf(html)).toEqual([
      '<link rel="stylesheet" href="/build/assets/page.css">',
      '<link rel="preload" as="image" href="/media/images/headers/home.svg" fetchpriority="high">',
      '<link rel="preload" as="image" href="https://cms.example/a.jpg?x=1&amp;y=2" fetchpriority="high">',
      '<link rel="modulepreload" href="/build/assets/entry.js">',
    ]);
  });

  it('are written once each, and not at all without any', () => {
    const twice = headOf({ title: 'T', leadImages: ['/a.svg', '/a.svg', ''] });
    expect(twice.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(headOf({ title: 'T' })).not.toContain('as="image"');
  });
});
