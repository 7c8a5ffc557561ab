/**
 * Issue 27: the structured data of every page type (the route table's samples, both languages)
 * on the production build, checked as Google reads it (tests/lib/google-ld.ts: structured-data-
 * testing-tool's Google preset, Google's rich-result requirements, raster images only), and its
 * share tags as share bots read them (tests/lib/share-presets.ts: the Twitter and Facebook
 * presets): 0 errors on all three. Indexable pages each have JSON-LD; pages kept out of the index
 * have none.
 */
import { checkLd, ldNodes, ldScripts } from '../lib/google-ld';
import { LAYOUTS_CHECKED, samplePages } from '../lib/sample-pages';
import { checkSharePreset, SHARE_PRESETS } from '../lib/share-presets';
import { expect, test } from './fixtures';

/** Routes kept out of search engines (a robots noindex): no structured data. */
const NOINDEX = new Set(['search', 'style-guide', 'not-found']);

/** The type each page type is, at least (its loader's or the page's own). */
const TYPE: Record<string, string> = {
  home: 'RadioStation',
  'news-post': 'NewsArticle',
  'entertainment-post': 'NewsArticle',
  'featured-post': 'Article',
  'shows-view': 'RadioSeries',
  host: 'Person',
  contact: 'ContactPage',
  page: 'AboutPage',
  'section-built page': 'WebPage',
  app: 'WebPage',
  'app-coming': 'WebPage',
  events: 'Event',
};

/** Pages whose trail Google shows as a breadcrumb. */
const TRAIL = ['shows-view', 'shows-episode', 'host', 'news-post', 'entertainment-post', 'featured-post', 'events'];

for (const lang of ['en', 'pa'] as const)
  for (const { name, path } of samplePages(lang, LAYOUTS_CHECKED))
    test(`${lang} ${name}: structured data passes Google's checks`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const report = await checkLd(html);
      expect(report.errors, path).toEqual([]);
      const types = ldNodes(ldScripts(html)).map((n) => n['@type']);
      if (NOINDEX.has(name)) return expect(types, path).toEqual([]);
      expect(types.length, path).toBeGreaterThan(0);
      if (TYPE[name]) expect(types, path).toContain(TYPE[name]);
      if (TRAIL.includes(name)) expect(types, path).toContain('BreadcrumbList');
      if (/^(news|news-latest|entertainment|featured|shows|hosts|originals.*)$/.test(name))
        expect(types, path).toContain('CollectionPage');
    });

for (const lang of ['en', 'pa'] as const)
  for (const { name, path } of samplePages(lang, LAYOUTS_CHECKED))
    test(`${lang} ${name}: share tags pass the Twitter and Facebook presets`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      for (const preset of SHARE_PRESETS) expect((await checkSharePreset(html, preset)).errors, path).toEqual([]);
    });
