/**
 * The sitemaps list the site (issue 27): a crawler's walk of every sitemap of the demo, from the
 * index. Every address listed answers 200 (to a bot, without cookies), in both languages where
 * the page has both, and every route the route table has is listed in the sitemap
 * worker/feeds/sitemap-routes.ts names for it (that table is keyed by route id, so a new page
 * type without an entry fails typecheck, and one whose sitemap does not list it fails here).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/app/routes';
import { splitLanguage } from '../../shared/routing/lang-path';
import { shahmukhiPlain } from '../../shared/routing/reading';
import { matchRoute } from '../../shared/routing/resolve';
import { SITEMAP_TYPES } from '../../worker/feeds/sitemap-entries';
import { ROUTE_SITEMAPS, type RouteId, sitemapOf } from '../../worker/feeds/sitemap-routes';
import { call, clearCache, testEnv } from './helpers';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface Listed {
  sitemap: string;
  loc: string;
  path: string;
  lang: 'en' | 'pa';
  route: RouteId | null;
}

const listed: Listed[] = [];

beforeAll(async () => {
  await clearCache();
  const index = parser.parse(await (await call('/sitemap.xml')).text());
  for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
    const sitemap = new URL(loc).pathname;
    const res = await call(sitemap);
    expect(res.status, sitemap).toBe(200);
    const text = await res.text();
    expect(XMLValidator.validate(text), sitemap).toBe(true);
    for (const url of parser.parse(text).urlset.url ?? []) {
      const { pathname } = new URL(url.loc);
      // A Shahmukhi reading (issue 30) is its Punjabi page's route, read in another script.
      const reading = shahmukhiPlain(pathname);
      const { lang, path } = reading === null ? splitLanguage(pathname) : { lang: 'pa' as const, path: reading };
      listed.push({ sitemap, loc: url.loc, path: pathname, lang, route: matchRoute(ROUTES, path)?.route.id ?? null });
    }
  }
}, 120_000);

describe('the sitemaps of the demo', () => {
  it('index every type', async () => {
    const sitemaps = new Set(listed.map((l) => l.sitemap));
    for (const type of SITEMAP_TYPES) expect(sitemaps, type).toContain(`/sitemaps/${type}.xml`);
  });

  it('list each address once, on the site, in the sitemap its route belongs to', () => {
    // The Google News sitemap lists the last two days' news again, as Google News asks.
    const pages = listed.filter((l) => l.sitemap !== '/sitemaps/news-recent.xml');
    const seen = new Set<string>();
    expect(pages.filter((l) => seen.size === seen.add(l.loc).size).map((l) => l.loc)).toEqual([]);
    for (const l of listed) {
      expect(l.loc.startsWith('http://localhost:8787/'), l.loc).toBe(true);
      if (l.sitemap === '/sitemaps/news-recent.xml') continue;
      expect(l.route, l.loc).not.toBeNull();
      expect(`${l.loc} in /sitemaps/${sitemapOf(l.route!)}.xml`).toBe(`${l.loc} in ${l.sitemap}`);
    }
  });

  it.each(Object.keys(ROUTE_SITEMAPS) as RouteId[])('list the route %s in both languages, or say why not', (id) => {
    const where = ROUTE_SITEMAPS[id];
    const of = listed.filter((l) => l.route === id);
    if (typeof where !== 'string') {
      expect(of, `${id} is unlisted (${where.unlisted})`).toEqual([]);
      return;
    }
    expect(of.map((l) => l.lang)).toContain('en');
    expect(of.map((l) => l.lang)).toContain('pa');
  });

  it('list the Shahmukhi readings of Punjabi news, entertainment and featured stories (issue 30)', () => {
    const readings = listed.filter((l) => l.path.startsWith('/pa-arab/')).map((l) => l.route);
    for (const id of ['news-post', 'entertainment-post', 'featured-post'] as const) expect(readings).toContain(id);
    expect(readings.every((id) => id === 'news-post' || id === 'entertainment-post' || id === 'featured-post')).toBe(
      true,
    );
  });

  it('list the host pages, featured stories, categories and content pages the issue names', () => {
    const paths = new Set(listed.map((l) => l.path));
    const count = (re: RegExp) => [...paths].filter((p) => re.test(p)).length;
    expect(count(/^\/hosts\/view\//)).toBe(15);
    expect(count(/^\/featured\/post\//)).toBeGreaterThanOrEqual(17);
    for (const path of [
      '/news/bc',
      '/entertainment/bollywood',
      '/originals/news-room',
      '/contact',
      '/contact/advertise',
      '/advertise',
      '/apps',
      '/app/privacy',
      '/careers',
      '/community',
      '/privacy-policy',
      '/cookie-policy',
      '/about',
      '/pa/about',
    ])
      expect(paths, path).toContain(path);
  });

  it('have an image entry for articles with a lead picture', async () => {
    const text = await (await call('/sitemaps/news.xml')).text();
    const urls = parser.parse(text).urlset.url as { 'image:image'?: { 'image:loc': string } }[];
    const images = urls.flatMap((u) => (u['image:image'] ? [u['image:image']['image:loc']] : []));
    expect(images.length).toBeGreaterThan(0);
    // A built file: the assets binding answers it before the worker.
    const image = await testEnv.ASSETS.fetch(new Request(images[0]!));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(jpeg|png)/);
  });

  // About 600 pages rendered one after another: two minutes on a busy two-core machine.
  it('list only addresses that answer 200 to a bot', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const l of listed) {
      const res = await call(l.path, { headers: { 'user-agent': 'Googlebot/2.1' }, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${res.status} ${l.loc}`);
    }
    expect(failures).toEqual([]);
  });
});
