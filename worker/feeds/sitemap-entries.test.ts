import { describe, expect, it } from 'vitest';
import {
  articleUrls,
  categoryUrls,
  featuredUrls,
  hostUrls,
  hrefOf,
  leadImage,
  mergeLanguages,
  originalsUrls,
  recentNewsEntries,
  robotsTxt,
  showUrls,
  sitemapIndexEntries,
} from './sitemap-entries';

const site = (path: string) => `https://radio.test${path}`;
const card = (slug: string, postDate: string) => ({ slug, postDate, title: slug.toUpperCase(), titlePa: `ਪ ${slug}` });

describe('mergeLanguages', () => {
  it('lists a post once with every language whose list has it, newest first', () => {
    const both = card('both', '2026-11-01T00:00:00Z');
    const paOnly = card('pa-only', '2026-11-03T00:00:00Z');
    const enOnly = card('en-only', '2026-11-02T00:00:00Z');
    expect(mergeLanguages([both, enOnly], [paOnly, both])).toEqual([
      { card: paOnly, languages: ['pa'] },
      { card: enOnly, languages: ['en'] },
      { card: both, languages: ['en', 'pa'] },
    ]);
  });
});

describe('sitemap urls', () => {
  it("writes a post's path with its languages and an ISO lastmod", () => {
    const [url] = articleUrls(
      'entertainment',
      [{ card: { ...card('x', '2026-11-01T10:00:00-08:00'), image: '/media/images/posts/x.svg' }, languages: ['pa'] }],
      site,
    );
    expect(url).toEqual({
      path: '/entertainment/post/x',
      lastmod: '2026-11-01T18:00:00.000Z',
      languages: ['pa'],
      // Written in Punjabi: its Shahmukhi reading is listed too (issue 30).
      reading: true,
      image: 'https://radio.test/media/share/posts/x.jpg',
    });
  });

  it('escapes a slug with odd characters as one path segment, and leaves out a date that does not parse', () => {
    const odd = 'a b&c<d>"/é?#%';
    const [url] = articleUrls('news', [{ card: card(odd, 'not a date'), languages: ['en'] }], site);
    expect(url?.path).toBe(`/news/post/${encodeURIComponent(odd)}`);
    expect(url?.lastmod).toBeUndefined();
    expect(hostUrls([{ slug: odd }])[0]?.path).toBe(`/hosts/view/${encodeURIComponent(odd)}`);
  });

  it('names a raster lead picture, absolute, and none that is not on the web', () => {
    expect(leadImage('https://cdn.test/a.webp', site)).toBe('https://cdn.test/a.webp');
    expect(leadImage('/media/images/posts/a.svg', site)).toBe('https://radio.test/media/share/posts/a.jpg');
    expect(leadImage(undefined, site)).toBeUndefined();
    expect(leadImage('data:image/png;base64,AAAA', site)).toBeUndefined();
    expect(leadImage('//evil.test/a.png', site)).toBeUndefined();
  });

  it('lists each category but the entertainment tag under news, featured stories and originals', () => {
    expect(categoryUrls('news', [{ slug: 'bc' }, { slug: 'entertainment' }]).map((u) => u.path)).toEqual(['/news/bc']);
    expect(categoryUrls('entertainment', [{ slug: 'bollywood' }]).map((u) => u.path)).toEqual([
      '/entertainment/bollywood',
    ]);
    expect(featuredUrls([{ id: 7, postDate: '2026-01-01T00:00:00Z', image: '/a.png' }], site)).toEqual([
      { path: '/featured/post/7', lastmod: '2026-01-01T00:00:00.000Z', image: 'https://radio.test/a.png' },
    ]);
    // A Punjabi title in Gurmukhi: the story's Shahmukhi reading is listed too; a Latin one has none.
    const punjabi = { id: 8, postDate: '2026-01-01T00:00:00Z', image: '/a.png' };
    expect(featuredUrls([{ ...punjabi, titlePa: 'ਸਰੀ ਮੇਲਾ' }], site)[0]?.reading).toBe(true);
    expect(featuredUrls([{ ...punjabi, titlePa: 'Surrey mela' }], site)[0]?.reading).toBeUndefined();
    const series = (slug: string) => ({ slug, title: slug, titlePa: slug });
    const category = { id: 1, slug: 'c', title: 'c', titlePa: 'c', items: [], series: [series('a'), series('b')] };
    const urls = originalsUrls({
      data: [category, { ...category, series: [series('a')] }],
      headers: {} as never,
    });
    expect(urls.map((u) => u.path)).toEqual([
      '/originals/news-room',
      '/originals/entertainment',
      '/originals/lifestyle',
      '/originals/a',
      '/originals/b',
    ]);
  });

  it("lists a show's page before its episodes'", () => {
    const urls = showUrls({ slug: 'mornings', postDate: '2026-01-01T00:00:00Z' }, [
      { id: 4, showId: 2, postDate: '2026-02-01T00:00:00Z' },
    ]);
    expect(urls.map((u) => u.path)).toEqual(['/shows/view/mornings/1', '/shows/view/2/episode/4']);
  });

  it('indexes every type, then the recent news', () => {
    expect(sitemapIndexEntries(site).map((e) => e.loc)).toEqual([
      'https://radio.test/sitemaps/pages.xml',
      'https://radio.test/sitemaps/news.xml',
      'https://radio.test/sitemaps/entertainment.xml',
      'https://radio.test/sitemaps/shows.xml',
      'https://radio.test/sitemaps/hosts.xml',
      'https://radio.test/sitemaps/featured.xml',
      'https://radio.test/sitemaps/originals.xml',
      'https://radio.test/sitemaps/news-recent.xml',
    ]);
    expect(hrefOf(site)('/news', 'pa')).toBe('https://radio.test/pa/news');
  });
});

describe('recentNewsEntries', () => {
  it('keeps the last two days, one entry per language with its title', () => {
    const now = Date.parse('2026-11-10T00:00:00Z');
    const entries = recentNewsEntries(
      [
        { card: card('new', '2026-11-08T00:00:00Z'), languages: ['en', 'pa'] },
        { card: card('old', '2026-11-07T23:59:59Z'), languages: ['en'] },
      ],
      now,
      site,
    );
    expect(entries).toEqual([
      { loc: 'https://radio.test/news/post/new', lang: 'en', title: 'NEW', date: '2026-11-08T00:00:00Z' },
      { loc: 'https://radio.test/pa/news/post/new', lang: 'pa', title: 'ਪ new', date: '2026-11-08T00:00:00Z' },
    ]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers off the contract and names the sitemap', () => {
    expect(robotsTxt('https://radio.test/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://radio.test/sitemap.xml\n',
    );
  });
});
