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
    // Nobody described the picture: it is the page's subject's, named with the station's name
    // (share bots require an alt), never the bare title again.
    expect(metaOf(html, 'og:image:alt')).toBe(`T — ${t('en', 'brand.name')}`);
    expect(metaOf(html, 'twitter:image:alt')).toBe(`T — ${t('en', 'brand.name')}`);
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

  // The picture the <img> shows: a generated SVG's published WebP (shared/format/page-image.ts).
  it('are preloaded at high priority after the stylesheet, and no module is (they start after the first paint)', () => {
    const html = headOf(
      { title: 'T', leadImages: ['/media/images/headers/home.svg', 'https://cms.example/a.jpg?x=1&y=2'] },
      { path: '/', styles: ['/build/assets/page.css'], paintFirst: true },
    );
    expect(preloadsOf(html)).toEqual([
      '<link rel="stylesheet" href="/build/assets/page.css">',
      '<link rel="preload" as="image" href="/media/images/headers/home.webp" fetchpriority="high">',
      '<link rel="preload" as="image" href="https://cms.example/a.jpg?x=1&amp;y=2" fetchpriority="high">',
    ]);
    // The first paint waits for the page's main content to be parsed, not the header alone.
    expect(html).toContain('<link rel="expect" href="#content" blocking="render">');
    expect(headOf({ title: 'T' })).not.toContain('rel="expect"');
  });

  it('are written once each, and not at all without any', () => {
    const twice = headOf({ title: 'T', leadImages: ['/a.svg', '/a.svg', ''] });
    expect(twice.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(headOf({ title: 'T' })).not.toContain('as="image"');
  });
});

/** The head of an article page and its JSON-LD scripts, parsed. */
const ldOf = (head: Head, more: Partial<HeadInput> = {}) => {
  const html = headOf(head, more);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return { html, lds: scripts.map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>) };
};

describe('JSON-LD in the head', () => {
  it('stays valid JSON that cannot close its script element, whatever the CMS title holds', () => {
    const title = `</script><script>alert("x")</script> "quoted" <!-- 'single' \u2028`;
    const { html, lds } = ldOf({
      title,
      jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: title },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(lds.length);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(lds[0]?.headline).toBe(title);
  });

  it('names raster images only: the JPEG of a demo SVG, the page image for another SVG', () => {
    const { lds, html } = ldOf({
      title: 'T',
      image: 'https://cms.example/x.svg',
      jsonLd: { '@type': 'Article', image: [`${site}/media/images/bc/a.svg`], about: { image: `${site}/x.svg` } },
    });
    const og = html.match(/<meta property="og:image" content="([^"]*)">/)?.[1]?.replaceAll('&amp;', '&');
    expect(lds[0]).toEqual({ '@type': 'Article', image: [`${site}/media/share/bc/a.jpg`], about: {} });
    const { lds: other } = ldOf({ title: 'T', image: 'https://cms.example/x.svg', jsonLd: { image: `${site}/x.svg` } });
    expect(other[0]?.image).toBe(og);
    expect(JSON.stringify([lds, other])).not.toMatch(/\.svg/);
  });

  it('gives a list page its CollectionPage with the cards it links to, in the page language', () => {
    const data = {
      cards: [
        { href: '/news/post/a', title: 'A', image: '/a.svg' },
        { href: '/news/2', title: 'Tab' },
      ],
    };
    const { lds } = ldOf({ title: 'News' }, { path: '/news', lang: 'pa', page: { routeId: 'news', data } });
    expect(lds[0]).toMatchObject({
      '@type': 'CollectionPage',
      url: `${site}/pa/news`,
      mainEntity: { '@type': 'ItemList', itemListElement: [{ position: 1, name: 'A', url: `${site}/pa/news/post/a` }] },
    });
  });

  it('writes none on a page kept out of search engines', () => {
    const { lds } = ldOf(
      { title: 'q', breadcrumbs: [{ name: 'Home', path: '/' }] },
      { noindex: true, path: '/search/q', page: { routeId: 'search', data: {} } },
    );
    expect(lds).toEqual([]);
  });
});
