/**
 * One URL per language (issue 13): every route type answers in each language at its own address,
 * to a bot without cookies; canonical, hreflang (en, pa, x-default) and og:locale are absolute and
 * reciprocal; Punjabi pages carry Punjabi titles and descriptions and link to /pa addresses;
 * ?lang= and the cookie redirect; the 404 page and the form posts work under the prefix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../shared/routing/lang-path';
import type { ShowResponse, ShowsResponse } from '../../shared/types/api';
import { call, getJson, testEnv } from './helpers';

const BOT = 'WhatsApp/2.23.20.0';
const SITE = new URL(testEnv.SITE_URL).origin;
const GURMUKHI = /[\u0A00-\u0A7F]/;

const bot = (path: string, headers: Record<string, string> = {}) =>
  call(path, { headers: { 'user-agent': BOT, ...headers } });

/** The first link on an English page whose address matches `pattern`. */
async function firstLink(page: string, pattern: RegExp): Promise<string> {
  const html = await (await bot(page)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h));
  if (!href) throw new Error(`no link like ${pattern} on ${page}`);
  return href.replace(/&amp;/g, '&').split(/[?#]/)[0]!;
}

const attr = (head: string, re: RegExp) => head.match(re)?.[1];
const linkTag = (head: string, rel: string, hreflang?: string) =>
  attr(head, new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)">`));
const metaTag = (head: string, property: string) =>
  attr(head, new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`));

const paths: Record<string, string> = {
  home: '/',
  'news list': '/news',
  'news category page': '/news/bc/2',
  'news latest': '/news/latest',
  entertainment: '/entertainment',
  search: '/search/kabaddi',
  contact: '/contact',
  'contact type': '/contact/news-report',
  shows: '/shows',
  hosts: '/hosts',
  originals: '/originals',
  'originals channel': '/originals/news-room',
  'originals series': '/originals/docs/1',
  featured: '/featured',
  events: '/events',
  about: '/about',
  'app coming': '/apps/coming',
  'content page': '/community',
  'app page': '/app/privacy',
  legal: '/privacy-policy',
  'style guide': '/font',
};

beforeAll(async () => {
  paths.article = await firstLink('/news', /^\/news\/post\//);
  paths['entertainment post'] = await firstLink('/entertainment', /^\/entertainment\/post\//);
  const { body: shows } = await getJson<ShowsResponse>('/api/shows');
  const { body: show } = await getJson<ShowResponse>(`/api/shows/${shows.data[0]!.slug}?page=1`);
  paths.show = `/shows/view/${show.data.slug}`;
  paths.episode = `/shows/view/${show.episodes[0]!.showId}/episode/${show.episodes[0]!.id}`;
  paths.host = await firstLink('/hosts', /^\/hosts\/view\//);
  paths['featured story'] = await firstLink('/featured', /^\/featured\/post\//);
});

describe('every route type in both languages', () => {
  for (const lang of ['en', 'pa'] as const) {
    it(`answers ${lang} at its own address to a bot without cookies, with canonical, hreflang and og:locale`, async () => {
      for (const [type, path] of Object.entries(paths)) {
        const address = localizedPath(path, lang);
        const res = await bot(address);
        expect(res.status, type).toBe(200);
        const html = await res.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(html, type).toContain(`<html lang="${lang === 'pa' ? 'pa' : 'en-CA'}">`);
        const en = SITE + localizedPath(path, 'en');
        const pa = SITE + localizedPath(path, 'pa');
        expect(linkTag(head, 'canonical'), type).toBe(lang === 'pa' ? pa : en);
        expect(metaTag(head, 'og:url'), type).toBe(lang === 'pa' ? pa : en);
        expect(linkTag(head, 'alternate', 'en'), type).toBe(en);
        expect(linkTag(head, 'alternate', 'pa'), type).toBe(pa);
        expect(linkTag(head, 'alternate', 'x-default'), type).toBe(en);
        expect(metaTag(head, 'og:locale'), type).toBe(lang === 'pa' ? 'pa_IN' : 'en_CA');
        expect(metaTag(head, 'og:locale:alternate'), type).toBe(lang === 'pa' ? 'en_CA' : 'pa_IN');
        if (lang === 'pa') {
          // The page's own title and description in Punjabi, not only the brand around them.
          expect(metaTag(head, 'og:title'), `${type} title`).toMatch(GURMUKHI);
          expect(metaTag(head, 'description'), `${type} description`).toMatch(GURMUKHI);
          // Every internal link keeps the language; the toggle (hreflang="en") is the way out.
          const plain = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
            .filter((m) => !/hreflang="en"/i.test(m[0]))
            .map((m) => m[1]!)
            .filter((h) => !/^\/(pa(\/|$|\?)|pa-arab\/|api\/|media\/|images\/|build\/|fonts\/)/.test(h));
          expect(plain, `${type}: links without /pa`).toEqual([]);
        }
      }
      // ~30 pages, the first ones compiling their screens: past 5 s on a busy machine.
    }, 30_000);
  }

  it('a share bot gets the Punjabi title of an article at its Punjabi address, English at the plain one', async () => {
    const pa = await (await bot(`/pa${paths.article}`)).text();
    const en = await (await bot(paths.article!)).text();
    const title = (html: string) => attr(html, /<meta property="og:title" content="([^"]*)">/) ?? '';
    expect(title(pa)).toMatch(GURMUKHI);
    expect(title(en)).not.toMatch(GURMUKHI);
    expect(title(pa)).not.toBe(title(en));
  });

  it('answers the 404 page in each language under its prefix, not indexed', async () => {
    for (const [address, lang] of [
      ['/no-such-page', 'en'],
      ['/pa/no-such-page', 'pa'],
      ['/pa/news/post/no-such-story', 'pa'],
      ['/pa/api/news', 'pa'],
    ] as const) {
      const res = await bot(address);
      expect(res.status, address).toBe(404);
      const html = await res.text();
      expect(html, address).toContain(`<html lang="${lang === 'pa' ? 'pa' : 'en-CA'}">`);
      expect(html, address).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('content written in one language', () => {
  /** The slug of a news post published in exactly `locale`. */
  async function postIn(locale: 'en' | 'pa'): Promise<string> {
    const row = await testEnv.DB.prepare(
      "SELECT slug FROM posts WHERE kind = 'news' AND has_en = ? AND has_pa = ? ORDER BY id LIMIT 1",
    )
      .bind(locale === 'en' ? 1 : 0, locale === 'pa' ? 1 : 0)
      .first<{ slug: string }>();
    if (!row) throw new Error(`no post in ${locale}`);
    return `/news/post/${row.slug}`;
  }

  const versionsOf = async (address: string) => {
    const html = await (await bot(address)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    return {
      html,
      canonical: linkTag(head, 'canonical'),
      ogUrl: metaTag(head, 'og:url'),
      alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    };
  };

  it('an English-only post is one English version from both addresses; its Punjabi page marks the body English', async () => {
    const path = await postIn('en');
    const en = await versionsOf(path);
    const pa = await versionsOf(`/pa${path}`);
    const english = SITE + path;
    // No hreflang="pa": its Punjabi address is the same English text in the Punjabi interface, not a translation.
    expect(en.alternates).toEqual([`en ${english}`, `x-default ${english}`]);
    expect(pa.alternates).toEqual(en.alternates);
    expect(pa.canonical).toBe(english);
    expect(pa.ogUrl).toBe(english);
    expect(en.canonical).toBe(english);
    // The Punjabi page is still Punjabi around the post; only the post's body says it is English.
    expect(pa.html).toContain('<html lang="pa">');
    expect(pa.html).toMatch(/<div class="article-body" lang="en">/);
    expect(en.html).toMatch(/<div class="article-body">/);
  });

  it('a Punjabi-only post is one Punjabi version from both addresses', async () => {
    const path = await postIn('pa');
    const en = await versionsOf(path);
    const pa = await versionsOf(`/pa${path}`);
    const punjabi = `${SITE}/pa${path}`;
    // and its Shahmukhi reading (issue 30)
    expect(pa.alternates).toEqual([`pa ${punjabi}`, `x-default ${punjabi}`, `pa-Arab ${SITE}/pa-arab${path}`]);
    expect(en.alternates).toEqual(pa.alternates);
    expect(en.canonical).toBe(punjabi);
    expect(en.html).toMatch(/<div class="article-body" lang="pa">/);
    expect(pa.html).toMatch(/<div class="article-body">/);
  });
});

describe('the cookie and the ?lang= entry point', () => {
  it('?lang= remembers the choice and moves to that language address, the rest of the query kept', async () => {
    const pa = await call('/contact?about=%2Fnews&lang=pa');
    expect(pa.status).toBe(301);
    expect(pa.headers.get('location')).toBe('/pa/contact?about=%2Fnews');
    expect(pa.headers.get('set-cookie')).toMatch(/^lang=pa;/);
    expect(pa.headers.get('cache-control')).toBe('private, no-store');
    const en = await call('/pa/shows?lang=en');
    expect(en.headers.get('location')).toBe('/shows');
    expect(en.headers.get('set-cookie')).toMatch(/^lang=en;/);
  });

  it('a visitor whose cookie says Punjabi is sent from a plain address to its /pa address, never cached', async () => {
    const res = await call('/news?x=1', { headers: { cookie: 'lang=pa' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/pa/news?x=1');
    expect(res.headers.get('vary')).toBe('Cookie');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('/pa/news', { headers: { cookie: 'lang=pa' } })).status).toBe(200);
  });

  it('serves English at a plain address without the cookie, whatever the browser asks, and says it varies on Cookie', async () => {
    const res = await call('/news', { headers: { 'accept-language': 'pa-IN,pa;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Cookie, Save-Data');
    expect(await res.text()).toContain('<html lang="en-CA">');
  });

  it('does not redirect a form post: it is answered in the language of its address', async () => {
    const res = await call('/pa/subscribe/email', {
      method: 'POST',
      body: new URLSearchParams({ email: 'nope', return: '/pa/shows' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        cookie: 'lang=en',
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pa/shows');
  });
});
