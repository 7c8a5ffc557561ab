/**
 * Every page type's og:image, in both languages, is an image the share bots show: it answers
 * 200 with an image type, is 1200×630 and under 300 KB (WhatsApp's limit), and the head says so.
 * Pages whose content has an image share that image's JPEG (drawn at build time for the demo's
 * generated SVGs); the others share their generated card.
 */
import { localizedPath } from '../../shared/routing/lang-path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, clearCache, testEnv } from './helpers';
import { imageSize } from './png';

const BOT = 'WhatsApp/2.23.20.0';

async function html(path: string): Promise<string> {
  return (await call(path, { headers: { 'user-agent': BOT } })).text();
}

/** The first link on `listing` whose path matches `pattern`. */
async function firstLink(listing: string, pattern: RegExp): Promise<string> {
  const found = (await html(listing)).match(pattern);
  if (!found) throw new Error(`no link like ${pattern} on ${listing}`);
  return found[0];
}

const paths: Record<string, string> = { home: '/', events: '/events', page: '/about', contact: '/contact' };

/** The share image's bytes: a card from the worker, a static JPEG from the assets (as wrangler serves /media/share/). */
async function fetchImage(url: URL): Promise<Response> {
  if (url.pathname.startsWith('/share/')) return call(url.pathname + url.search);
  return testEnv.ASSETS.fetch(new Request(url.href));
}

/** Page types whose demo content has an image: they share its JPEG, the rest their card. */
const WITH_IMAGE = ['home', 'events', 'article', 'entertainment', 'show', 'episode', 'host', 'featured'];

beforeAll(async () => {
  await clearCache();
  paths.article = await firstLink('/news', /\/news\/post\/[^"?#]+/);
  paths.entertainment = await firstLink('/entertainment', /\/entertainment\/post\/[^"?#]+/);
  paths.show = await firstLink('/shows', /\/shows\/view\/[^"?#/]+/);
  paths.episode = await firstLink(paths.show, /\/shows\/view\/[^"?#/]+\/episode\/\d+/);
  paths.host = await firstLink('/hosts', /\/hosts\/view\/[^"?#]+/);
  paths.featured = await firstLink('/featured', /\/featured\/post\/[^"?#]+/);
});

const meta = (head: string, key: string) =>
  head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('share images', () => {
  for (const lang of ['en', 'pa'] as const) {
    it(`are raster, 1200×630 and under 300 KB on every page type (${lang})`, async () => {
      for (const [type, path] of Object.entries(paths)) {
        const page = await html(localizedPath(path, lang));
        const head = page.slice(0, page.indexOf('</head>'));
        const image = meta(head, 'og:image');
        expect(image, type).toBeTruthy();
        expect(meta(head, 'twitter:image'), type).toBe(image);
        // The alt describes the picture (a caption, or the card's own text), never the title alone.
        const alt = meta(head, 'og:image:alt');
        expect(meta(head, 'twitter:image:alt'), type).toBe(alt);
        if (alt) expect(alt, type).not.toBe(meta(head, 'og:title'));
        expect(meta(head, 'og:image:width'), type).toBe('1200');
        expect(meta(head, 'og:image:height'), type).toBe('630');
        const url = new URL((image ?? '').replaceAll('&amp;', '&'));
        if (WITH_IMAGE.includes(type)) {
          expect(url.pathname, type).toMatch(/^\/media\/share\/.+\.jpg$/);
          expect(meta(head, 'og:image:type'), type).toBe('image/jpeg');
        } else {
          expect(url.pathname, type).toContain(`/share/card/${lang}/`);
          expect(alt, type).toBeTruthy();
          expect(meta(head, 'og:image:type'), type).toBe('image/png');
        }
        const res = await fetchImage(url);
        expect(res.status, `${type} ${url.pathname}`).toBe(200);
        expect(res.headers.get('content-type'), type).toMatch(/^image\/(png|jpeg)$/);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(imageSize(bytes), type).toEqual({ width: 1200, height: 630 });
        expect(bytes.length, type).toBeLessThan(300 * 1024);
      }
    }, 60_000);
  }
});
