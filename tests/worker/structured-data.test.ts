/** The station, the site, breadcrumbs and the article's publisher in JSON-LD (issue 13). */
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/translate';
import { call, clearCache } from './helpers';
import { pngSize } from './png';

type Ld = Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };

async function ldOf(path: string): Promise<Ld[]> {
  const html = await (await call(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Ld,
  );
}

const ofType = (lds: Ld[], type: string) =>
  lds.flatMap((l) => l['@graph'] ?? [l]).find((n) => n['@type'] === type) as Record<string, unknown> | undefined;

const breadcrumbNames = (lds: Ld[]) =>
  ((ofType(lds, 'BreadcrumbList')?.itemListElement ?? []) as { name: string; position: number; item: string }[]).map(
    (i) => i.name,
  );

let article = '';
let episode = '';

beforeAll(async () => {
  await clearCache();
  article = (await (await call('/news')).text()).match(/\/news\/post\/[^"?#]+/)?.[0] ?? '';
  const show = (await (await call('/shows')).text()).match(/\/shows\/view\/[^"?#/]+/)?.[0] ?? '';
  episode = (await (await call(show)).text()).match(/\/shows\/view\/[^"?#/]+\/episode\/\d+/)?.[0] ?? '';
});

describe('structured data', () => {
  it('describes the station and the site on the home page', async () => {
    const lds = await ldOf('/');
    const station = ofType(lds, 'RadioStation');
    expect(station).toMatchObject({ name: 'Radio 91.5', address: { '@type': 'PostalAddress' } });
    const broadcast = ofType(lds, 'BroadcastService');
    expect(broadcast?.broadcaster).toEqual({ '@id': 'http://localhost:8787/#station' });
    const frequencies = broadcast?.broadcastFrequency as Record<string, unknown>[];
    expect(frequencies).toHaveLength(2);
    expect(frequencies[1]).toMatchObject({ broadcastFrequencyValue: 91.5, broadcastSubChannel: 'HD2' });
    expect(station?.logo).toMatchObject({ url: 'http://localhost:8787/share/logo.png' });
    expect(Array.isArray(station?.sameAs)).toBe(true);
    const site = ofType(lds, 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'http://localhost:8787/search/{search_term_string}' },
    });
  });

  it('gives articles their publisher with a raster logo, and a breadcrumb', async () => {
    const lds = await ldOf(`/pa${article}`);
    const news = ofType(lds, 'NewsArticle');
    expect(news?.publisher).toMatchObject({ '@type': 'Organization', logo: { '@type': 'ImageObject' } });
    // Absolute addresses come from SITE_URL, not from the Host the request came with (http://localhost).
    // …and on a Punjabi page they are its Punjabi addresses, as canonical and og:url are.
    expect(String(news?.mainEntityOfPage)).toBe(`http://localhost:8787/pa${article}`);
    const items = (ofType(lds, 'BreadcrumbList')?.itemListElement ?? []) as { item: string }[];
    expect(items.map((i) => i.item)).toEqual([
      'http://localhost:8787/pa',
      'http://localhost:8787/pa/news',
      `http://localhost:8787/pa${article}`,
    ]);
    // Files are the same in both languages.
    expect(news?.publisher).toMatchObject({ logo: { url: 'http://localhost:8787/share/logo.png' } });
    const names = breadcrumbNames(lds);
    expect(names).toEqual([t('pa', 'nav.home'), t('pa', 'news.title'), expect.any(String)]);
    const logo = await call('/share/logo.png');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await logo.arrayBuffer()))).toEqual({ width: 512, height: 512 });
  });

  it('names Punjabi addresses on Punjabi pages, English ones on English pages', async () => {
    const pa = await ldOf('/pa');
    expect(ofType(pa, 'WebSite')).toMatchObject({
      url: 'http://localhost:8787/pa',
      '@id': 'http://localhost:8787/#website',
      potentialAction: { target: { urlTemplate: 'http://localhost:8787/pa/search/{search_term_string}' } },
    });
    const paEpisode =
      ofType(await ldOf(`/pa${episode}`), 'PodcastEpisode') ?? ofType(await ldOf(`/pa${episode}`), 'RadioEpisode');
    expect(paEpisode?.url).toBe(`http://localhost:8787/pa${episode}`);
    expect(paEpisode?.partOfSeries).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:8787\/pa\/shows\/view\//),
    });
    const enEpisode = ofType(await ldOf(episode), 'PodcastEpisode') ?? ofType(await ldOf(episode), 'RadioEpisode');
    expect(enEpisode?.url).toBe(`http://localhost:8787${episode}`);
  });

  it('puts episodes and events in a breadcrumb trail', async () => {
    const ep = breadcrumbNames(await ldOf(episode));
    expect(ep[0]).toBe('Home');
    expect(ep[1]).toBe('Shows');
    expect(ep).toHaveLength(4);
    const events = breadcrumbNames(await ldOf('/events'));
    expect(events).toHaveLength(2);
    expect(events[0]).toBe('Home');
  });

  it("says what each page is: a list's cards, the contact and about pages", async () => {
    const news = ofType(await ldOf('/pa/news'), 'CollectionPage');
    const list = news?.mainEntity as { itemListElement: { url: string; position: number }[] } | undefined;
    const items = list?.itemListElement ?? [];
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]).toMatchObject({ position: 1, url: expect.stringMatching(/^http:\/\/localhost:8787\/pa\/news\//) });
    expect(ofType(await ldOf('/contact'), 'ContactPage')).toBeTruthy();
    expect(ofType(await ldOf('/about'), 'AboutPage')).toBeTruthy();
    expect(await ldOf('/search/kabaddi')).toEqual([]);
  });

  it("names the station's X account on every page, from the settings", async () => {
    for (const path of ['/', '/pa/news', '/about', '/no-such-page']) {
      const html = await (await call(path)).text();
      expect(html, path).toContain('<meta name="twitter:site" content="@radio915surrey">');
    }
  });
});
