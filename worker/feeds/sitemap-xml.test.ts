import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS, type SitemapUrl, urlsetXml } from './sitemap-xml';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => n === 'url' });
const href = (path: string, lang: 'en' | 'pa') => `https://radio.test${lang === 'pa' ? '/pa' : ''}${path}`;
const read = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).urlset.url as { loc: string }[];
};

describe('urlsetXml', () => {
  it('writes an image entry for a page with a lead picture, in the image namespace', () => {
    const xml = urlsetXml([{ path: '/news/post/a', image: 'https://radio.test/a.jpg' }, { path: '/news' }], href);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const urls = parser.parse(xml).urlset.url;
    expect(urls[0]['image:image']).toEqual({ 'image:loc': 'https://radio.test/a.jpg' });
    expect(urls[2]['image:image']).toBeUndefined();
  });

  it('stays valid XML with hostile slugs: escapes, controls, Gurmukhi, quotes', () => {
    const odd = ['a&b', '<script>', '"\'', 'ਕਿਸਾਨ', 'x\u0001y', ']]>'].map(
      (s) => `/news/post/${encodeURIComponent(s)}`,
    );
    const urls = read(urlsetXml([...odd.map((path) => ({ path })), { path: '/news/post/a&b<"c>' }], href));
    expect(urls).toHaveLength(2 * (odd.length + 1));
    expect(urls.at(-2)?.loc).toBe('https://radio.test/news/post/a&b<"c>');
  });

  it('lists a path given twice once', () => {
    expect(read(urlsetXml([{ path: '/news/latest' }, { path: '/news' }, { path: '/news/latest' }], href))).toHaveLength(
      4,
    );
  });

  it('keeps to the protocol limits: 50,000 addresses in a file (here 100), the newest first', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800, loc: 2047 });
    const many: SitemapUrl[] = Array.from({ length: 80 }, (_, i) => ({ path: `/news/post/p${i}` }));
    const urls = read(urlsetXml(many, href, { ...SITEMAP_LIMITS, urls: 100 }));
    expect(urls).toHaveLength(100);
    expect(urls[0]?.loc).toBe('https://radio.test/news/post/p0');
  });

  it('keeps under the size limit and leaves out an address too long to be read', () => {
    const limits = { urls: 50_000, bytes: 20_000, loc: 2047 };
    const long = { path: `/news/post/${'x'.repeat(3000)}` };
    const many: SitemapUrl[] = [long, ...Array.from({ length: 200 }, (_, i) => ({ path: `/news/post/p${i}` }))];
    const xml = urlsetXml(many, href, limits);
    const urls = read(xml);
    expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(limits.bytes);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.loc.length <= limits.loc)).toBe(true);
    expect(urls[0]?.loc).toBe('https://radio.test/news/post/p0');
  });
});
