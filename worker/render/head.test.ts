import { describe, expect, it } from 'vitest';
import type { Head } from '../../shared/routing/types';
import type { Lang } from '../../shared/types/content';
import { t } from '../../shared/i18n/translate';
import { headHtml, localizedUrl, publicUrl, type HeadInput } from './head';

const site = 'https://site.example';

// With or without a trailing slash or a base path on SITE_URL, every address lands on its origin.
describe('publicUrl', () => {
  it.each([
    [site, '//evil.com/', `${site}/evil.com/`],
    [`${site}/`, '/news//post/x', `${site}/news/post/x`],
    [`${site}/base`, '//a:99999', `${site}/a:99999`],
    [site, '/', `${site}/`],
  ])('is always on SITE_URL %s, whatever the path looks like: %s is %s', (siteUrl, path, url) =>
    expect(publicUrl(siteUrl, path)).toBe(url),
  );
});

describe('localizedUrl', () => {
  it.each<[string, string, Lang, string]>([
    [`${site}/base`, '/news/post/x', 'pa', `${site}/pa/news/post/x`],
    [site, '/pa/news/post/x', 'en', `${site}/news/post/x`],
    [site, '/', 'pa', `${site}/pa`],
    [site, '//evil.com/', 'pa', `${site}/pa/evil.com/`],
  ])('puts the page in its language on SITE_URL %s: %s in %s is %s', (siteUrl, path, lang, url) =>
    expect(localizedUrl(siteUrl, path, lang)).toBe(url),
  );
});

/** The head of `path` (an article by default) with `head`, on SITE_URL https://site.example. */
const headOf = (head: Head, more: Partial<HeadInput> = {}) =>
  headHtml({
    head,
    lang: 'en',
    path: '/news/post/x',
    siteUrl: site,
    styles: [],
    modulePreloads: [],
    noindex: false,
    ...more,
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
    // Nobody described the picture: no alt, rather than the title again.
    expect(metaOf(html, 'og:image:alt')).toBeUndefined();
    expect(metaOf(html, 'twitter:image:alt')).toBeUndefined();
  });

  it("is described by the content's own words for it (an article's caption)", () => {
    const html = headOf({ title: 'T', image: '/media/images/bc/x.svg', imageAlt: 'Rain over the Fraser' });
    expect(metaOf(html, 'og:image:alt')).toBe('Rain over the Fraser');
    expect(metaOf(html, 'twitter:image:alt')).toBe('Rain over the Fraser');
  });

  it("is a CMS's raster image as it is (proxied mode), without a size it does not know", () => {
    const html = headOf({ title: 'T', image: 'https://cms.example/up/x.jpg' });
    expect(metaOf(html, 'og:image')).toBe('https://cms.example/up/x.jpg');
    expect(metaOf(html, 'twitter:image')).toBe('https://cms.example/up/x.jpg');
    expect(metaOf(html, 'og:image:width')).toBeUndefined();
  });

  it("is the page's card for a CMS's SVG, in the page's language", () => {
    const html = headOf({ title: 'T', image: 'https://cms.example/up/x.svg' }, { lang: 'pa' });
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/site\.example\/share\/card\/pa\/news\/post\/x\.png\?v=/);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    // The card is a picture of text: its alt is that text, the title on the station's banner.
    expect(metaOf(html, 'og:image:alt')).toBe(`T — ${t('pa', 'brand.name')}`);
  });
});

describe('twitter:site', () => {
  it("names the station's account when the settings have one, on every page", () => {
    expect(metaOf(headOf({ title: 'T' }, { twitterSite: '@radio' }), 'twitter:site')).toBe('@radio');
    expect(metaOf(headOf({ title: 'T' }, { twitterSite: '@radio', noindex: true }), 'twitter:site')).toBe('@radio');
    expect(headOf({ title: 'T' })).not.toContain('twitter:site');
  });
});

describe('the lead images in the head', () => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="(preload|modulepreload|stylesheet)"[^>]*>/g)].map((m) => m[0]);

  it('are preloaded at high priority after the stylesheet and before the module preloads', () => {
    const html = headOf(
      { title: 'T', leadImages: ['/media/images/headers/home.svg', 'https://cms.example/a.jpg?x=1&y=2'] },
      { path: '/', styles: ['/build/assets/page.css'], modulePreloads: ['/build/assets/entry.js'] },
    );
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
