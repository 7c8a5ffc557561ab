/** The JSON-LD the head writes: safe in its script element, raster images, none on noindex pages. */
import { describe, expect, it } from 'vitest';
import type { Head } from '../../shared/routing/types';
import { headHtml, type HeadInput } from './head';

const site = 'https://site.example';

const ldOf = (head: Head, more: Partial<HeadInput> = {}) => {
  const html = headHtml({
    head,
    lang: 'en',
    path: '/news/post/x',
    siteUrl: site,
    styles: [],
    modulePreloads: [],
    noindex: false,
    ...more,
  });
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
