/**
 * Feeds, podcasts, sitemaps and robots.txt parse with a real XML parser (fast-xml-parser,
 * validating) and list what they should; audio answers HEAD and Range as podcast apps need.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsListResponse, ShowResponse, ShowsResponse } from '../../shared/types/api';
import { call, clearCache, countRows, getJson, testEnv } from './helpers';

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'url', 'sitemap', 'xhtml:link'].includes(name),
});

async function parsed(path: string) {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return { res, doc: parser.parse(text) };
}

let latest: NewsListResponse;
let showWithAudio = '';
let audioEpisodes = 0;

beforeAll(async () => {
  await clearCache();
  latest = (await getJson<NewsListResponse>('/api/news/latest/pa?page=1')).body;
  const { body: shows } = await getJson<ShowsResponse>('/api/shows');
  for (const s of shows.data) {
    const { body } = await getJson<ShowResponse>(`/api/shows/${s.slug}?page=1`);
    if (!body.episodes.some((e) => e.soundLink)) continue;
    showWithAudio = s.slug;
    for (let page = 1; page <= body.count; page++) {
      const { body: p } = await getJson<ShowResponse>(`/api/shows/${s.slug}?page=${page}`);
      audioEpisodes += p.episodes.filter((e) => e.soundLink).length;
    }
    break;
  }
});

describe('RSS feeds', () => {
  it('lists the latest news in Punjabi with links in that language, dates and GUIDs', async () => {
    const { res, doc } = await parsed('/feeds/pa/news.xml');
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const channel = doc.rss.channel;
    expect(doc.rss['@version']).toBe('2.0');
    expect(channel.language).toBe('pa');
    expect(channel.item).toHaveLength(latest.data.length);
    const first = channel.item[0];
    expect(first.link).toBe(`http://localhost:8787/pa/news/post/${latest.data[0]!.slug}`);
    expect(first.title).toBe(latest.data[0]!.titlePa || latest.data[0]!.title);
    expect(Number.isNaN(Date.parse(first.pubDate))).toBe(false);
    expect(first.guid['#text']).toBeTruthy();
    // No image enclosure: a share card's length is not known (issue 27: no length="0").
    expect(first.enclosure).toBeUndefined();
  });

  it('has an English feed, a feed per news category and one for entertainment', async () => {
    const en = (await parsed('/feeds/en/news.xml')).doc.rss.channel;
    expect(en.item[0].link).toMatch(/^http:\/\/localhost:8787\/news\/post\//);
    expect((await parsed('/feeds/en/news/bc.xml')).doc.rss.channel.item.length).toBeGreaterThan(0);
    const ent = (await parsed('/feeds/pa/entertainment.xml')).doc.rss.channel;
    expect(ent.item[0].link).toMatch(/^http:\/\/localhost:8787\/pa\/entertainment\/post\//);
  });

  it('is advertised on the matching pages', async () => {
    const html = await (await call('/pa/news')).text();
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" href="http://localhost:8787/feeds/pa/news.xml" title="',
    );
    const ent = await (await call('/entertainment')).text();
    expect(ent).toContain('href="http://localhost:8787/feeds/en/entertainment.xml"');
  });
});

describe('podcast feeds', () => {
  it('have the iTunes tags and an enclosure with length and type for each audio episode', async () => {
    expect(showWithAudio).not.toBe('');
    const { doc } = await parsed(`/feeds/en/podcast/${showWithAudio}.xml`);
    const channel = doc.rss.channel;
    expect(doc.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(channel['itunes:image']['@href']).toBe(`http://localhost:8787/share/cover/en/${showWithAudio}.jpg`);
    const { body: show } = await getJson<ShowResponse>(`/api/shows/${showWithAudio}?page=1`);
    // The show's own category where Apple has it (the demo's Talk, Music, News, Spiritual all map).
    expect(channel['itunes:category']['@text']).toBe(
      { Talk: 'Society & Culture', Music: 'Music', News: 'News', Spiritual: 'Religion & Spirituality' }[
        show.data.type.title
      ],
    );
    expect(channel['itunes:explicit']).toBe('false');
    expect(channel.item).toHaveLength(audioEpisodes);
    for (const item of channel.item) {
      expect(Number(item.enclosure['@length'])).toBeGreaterThan(0);
      expect(item.enclosure['@type']).toMatch(/^audio\//);
      expect(item['itunes:duration']).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(item.guid['#text']).toMatch(/^episode-\d+$/);
      // The stated length is the file's.
      const audio = await call(new URL(item.enclosure['@url']).pathname, { method: 'HEAD' });
      expect(audio.headers.get('content-length')).toBe(item.enclosure['@length']);
    }
    const page = await (await call(`/shows/view/${showWithAudio}/1`)).text();
    expect(page).toContain(`/feeds/en/podcast/${showWithAudio}.xml`);
  });
});

describe('audio for podcast apps', () => {
  it('answers HEAD with the length and no body, and Range with 206', async () => {
    const { doc } = await parsed(`/feeds/en/podcast/${showWithAudio}.xml`);
    const path = new URL(doc.rss.channel.item[0].enclosure['@url']).pathname;
    const head = await call(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const part = await call(path, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('sitemaps', () => {
  // Every sitemap read cold: the content pages' loaders run for pages.xml.
  it('index the per-type sitemaps, each with hreflang alternates and last-modified dates', {
    timeout: 30_000,
  }, async () => {
    const index = (await parsed('/sitemap.xml')).doc.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(index).toContain('http://localhost:8787/sitemaps/news.xml');
    expect(index).toContain('http://localhost:8787/sitemaps/news-recent.xml');
    for (const loc of index) {
      const { doc } = await parsed(new URL(loc).pathname);
      expect(doc.urlset).toBeTruthy();
    }
    const news = (await parsed('/sitemaps/news.xml')).doc.urlset.url;
    const slug = latest.data.find((a) => a.locale.includes('en') && a.locale.includes('pa'))!.slug;
    const pa = news.find((u: { loc: string }) => u.loc === `http://localhost:8787/pa/news/post/${slug}`);
    expect(pa.lastmod).toBeTruthy();
    // and the Shahmukhi reading of the Punjabi version (issue 30)
    expect(pa['xhtml:link'].map((l: Record<string, string>) => l['@hreflang']).sort()).toEqual([
      'en',
      'pa',
      'pa-Arab',
      'x-default',
    ]);
    const shows = (await parsed('/sitemaps/shows.xml')).doc.urlset.url;
    expect(shows.some((u: { loc: string }) => u.loc.includes('/episode/'))).toBe(true);
  });

  it('list every demo post once per language it is written in, Punjabi-only ones included', async () => {
    type Url = { loc: string; 'xhtml:link': Record<string, string>[] };
    for (const kind of ['news', 'entertainment'] as const) {
      const urls: Url[] = (await parsed(`/sitemaps/${kind}.xml`)).doc.urlset.url;
      const en = await countRows(`SELECT COUNT(*) AS n FROM posts WHERE kind = '${kind}' AND has_en = 1`);
      const pa = await countRows(`SELECT COUNT(*) AS n FROM posts WHERE kind = '${kind}' AND has_pa = 1`);
      expect(
        urls.filter((u) => !u.loc.includes('/pa/') && !u.loc.includes('/pa-arab/')),
        kind,
      ).toHaveLength(en);
      expect(
        urls.filter((u) => u.loc.includes('/pa/')),
        kind,
      ).toHaveLength(pa);
      // Each Punjabi post's Shahmukhi reading too (issue 30).
      expect(
        urls.filter((u) => u.loc.includes('/pa-arab/')),
        kind,
      ).toHaveLength(pa);
      expect(new Set(urls.map((u) => u.loc)).size, kind).toBe(urls.length);
    }
    const one = async (en: number, pa: number) =>
      (await testEnv.DB.prepare('SELECT slug FROM posts WHERE kind = ? AND has_en = ? AND has_pa = ? LIMIT 1')
        .bind('news', en, pa)
        .first<{ slug: string }>())!.slug;
    // More English news than the five list pages (50 posts) the sitemaps once read: the cap covers the demo.
    expect(await countRows(`SELECT COUNT(*) AS n FROM posts WHERE kind = 'news' AND has_en = 1`)).toBeGreaterThan(50);
    const news: Url[] = (await parsed('/sitemaps/news.xml')).doc.urlset.url;
    const listed = (slug: string) => news.filter((u) => u.loc.endsWith(`/news/post/${slug}`));
    const english = listed(await one(1, 0));
    expect(english.map((u) => u.loc)).toEqual([expect.stringMatching(/^http:\/\/localhost:8787\/news\/post\//)]);
    expect(english[0]!['xhtml:link'].map((l) => l['@hreflang'])).toEqual(['en', 'x-default']);
    const punjabi = listed(await one(0, 1));
    // Its Punjabi address and its Shahmukhi reading (issue 30), each naming both.
    expect(punjabi.map((u) => u.loc)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:8787\/pa\/news\/post\//),
      expect.stringMatching(/^http:\/\/localhost:8787\/pa-arab\/news\/post\//),
    ]);
    expect(punjabi[0]!['xhtml:link'].map((l) => l['@hreflang'])).toEqual(['pa', 'x-default', 'pa-Arab']);
  });

  it('has a news sitemap of the last two days only', async () => {
    const { doc } = await parsed('/sitemaps/news-recent.xml');
    const since = Date.now() - 2 * 86_400_000;
    for (const u of doc.urlset.url ?? [])
      expect(Date.parse(u['news:news']['news:publication_date'])).toBeGreaterThanOrEqual(since);
  });

  it('are named in robots.txt', async () => {
    const res = await call('/robots.txt');
    expect(await res.text()).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });
});
