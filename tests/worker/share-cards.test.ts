/**
 * Share cards are drawn off every request's path (issue 26): a card not drawn yet answers the
 * station's default card at once and is marked as wanted; the renderer (the cron's second
 * schedule) draws it with the same code as before, and the next fetch serves it from KV.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import { importBundle } from '../../worker/content/import/import';
import worker from '../../worker/index';
import { CARDS_CRON, JOBS_CRON } from '../../worker/schedules';
import { renderCard } from '../../worker/share/card';
import { CARD_PREFIX } from '../../worker/share/card-store';
import { defaultImage } from '../../worker/share/default-images';
import { cardFonts } from '../../worker/share/fonts';
import { renderWantedCards } from '../../worker/share/renderer';
import wranglerToml from '../../wrangler.toml?raw';
import { call, clearCache, testEnv } from './helpers';
import { importPost } from '../fixtures/import-post';
import { pngSize } from './png';
import { noCards, wanted } from './share-card-state';

/** Each test starts with no card drawn and none wanted. */
beforeEach(noCards);

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** Runs the cron trigger's card schedule through the worker's own scheduled handler. */
async function cron(schedule = CARDS_CRON): Promise<void> {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: schedule, scheduledTime: Date.now() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

/** A page's og:image, as its head names it. */
async function ogImage(path: string): Promise<string> {
  const html = await (await call(path)).text();
  return (html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? '').replaceAll('&amp;', '&');
}

/** Checks a card answer's status and headers; its bytes. */
async function pngAnswer(res: Response, cache: 'DEFAULT' | 'HIT', maxAge: number): Promise<Uint8Array> {
  expect([res.status, res.headers.get('content-type'), res.headers.get('x-card-cache')]).toEqual([
    200,
    'image/png',
    cache,
  ]);
  expect(res.headers.get('cache-control')).toBe(`public, max-age=${maxAge}`);
  return bytes(res);
}

describe('a share card not drawn yet', () => {
  for (const lang of ['en', 'pa'] as const satisfies readonly Lang[]) {
    it(`answers the default card at once, and the real one after the renderer ran (${lang})`, async () => {
      const path = `/share/card/${lang}/index.png`;
      const fallback = await pngAnswer(await call(path), 'DEFAULT', 60);
      expect(fallback).toEqual(new Uint8Array(await defaultImage(testEnv.ASSETS, 'card')));
      expect(pngSize(fallback)).toEqual({ width: 1200, height: 630 });
      // Marked once, however often it is asked for before the renderer runs.
      await call(path);
      const marks = await wanted();
      expect(marks).toHaveLength(1);
      const mark = JSON.parse((await testEnv.CACHE.get(marks[0] ?? '')) ?? '');
      expect(mark).toMatchObject({ lang });

      await cron();
      expect(await wanted()).toEqual([]);
      const card = await pngAnswer(await call(path), 'HIT', 3600);
      expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
      expect(card.length).toBeLessThan(300 * 1024);
      // The drawing code is unchanged: the stored card is the bytes it draws for that title.
      const drawn = await renderCard(await cardFonts(testEnv.ASSETS), mark.title, t(lang, 'brand.name'));
      expect(card).toEqual(drawn);
    }, 30_000);
  }

  it('is drawn by the card schedule only: the other schedule, and SHARE_CARD_RENDERER=local, leave it wanted', async () => {
    await call('/share/card/en/index.png');
    await cron(JOBS_CRON);
    const ctx = createExecutionContext();
    const local = { ...testEnv, SHARE_CARD_RENDERER: 'local' };
    worker.scheduled(createScheduledController({ cron: CARDS_CRON, scheduledTime: Date.now() }), local, ctx);
    await waitOnExecutionContext(ctx);
    expect(await wanted()).toHaveLength(1);
    expect((await call('/share/card/en/index.png')).headers.get('x-card-cache')).toBe('DEFAULT');
  });

  it('is a 404 for a page that does not exist, and nothing is marked', async () => {
    expect((await call('/share/card/en/news/post/no-such-post.png')).status).toBe(404);
    expect(await wanted()).toEqual([]);
  });
});

describe('a rendered page', () => {
  it('marks its own card as wanted, so it is drawn before anyone shares the page', async () => {
    const image = new URL(await ogImage('/pa/about'));
    expect(image.pathname).toBe('/share/card/pa/about.png');
    expect(await wanted()).toHaveLength(1);
    await cron();
    expect((await call(image.pathname + image.search)).headers.get('x-card-cache')).toBe('HIT');
  }, 30_000);

  it('marks nothing when it shares its content image, nor for a search or the not-found page', async () => {
    expect(await ogImage('/')).toMatch(/^http:\/\/localhost:8787\/media\/share\/.+\.jpg$/);
    await call('/search/anything');
    expect((await call('/news/post/no-such-post')).status).toBe(404);
    expect(await wanted()).toEqual([]);
  });
});

describe('the og:image of pages', () => {
  it('names the same card addresses as before cards moved off the request path', async () => {
    // cardUrl (worker/share/card-url.ts) and render/head.ts are unchanged: these are the addresses
    // the code before issue 26 wrote (?v= is the FNV-1a of the title).
    expect(await ogImage('/about')).toBe(`http://localhost:8787/share/card/en/about.png?v=${BEFORE.about}`);
    expect(await ogImage('/pa/about')).toBe(`http://localhost:8787/share/card/pa/about.png?v=${BEFORE.paAbout}`);
    expect(await ogImage('/search/anything')).toBe(`http://localhost:8787/share/card/en/index.png?v=${BEFORE.search}`);
  });
});

/** The card versions the code before issue 26 wrote for these pages. */
const BEFORE = { about: 'uhamga', paAbout: 'wyuzlu', search: 'ztntfp' };

describe('the logo', () => {
  it('is the default logo until the renderer drew it, then the drawn one', async () => {
    const first = await call('/share/logo.png');
    expect(first.headers.get('x-card-cache')).toBe('DEFAULT');
    expect(pngSize(await bytes(first))).toEqual({ width: 512, height: 512 });
    await cron();
    const drawn = await call('/share/logo.png');
    expect(drawn.headers.get('x-card-cache')).toBe('HIT');
    expect(pngSize(await bytes(drawn))).toEqual({ width: 512, height: 512 });
  }, 30_000);
});

describe('the cron schedules', () => {
  it('are the two wrangler.toml deploys', () => {
    const crons = wranglerToml.match(/^crons = (\[.*\])$/m)?.[1];
    expect(JSON.parse(crons ?? '[]')).toEqual([JOBS_CRON, CARDS_CRON]);
  });
});

describe('share cards after a purge', () => {
  const post = (title: string) => importPost({ id: 990_101, slug: 'card-purge-test', title });
  const cardOf = async () => {
    const url = new URL(await ogImage('/news/post/card-purge-test'));
    return url.pathname + url.search;
  };

  it('get a new card for a changed title, drawn by the renderer; the old one expires with the keep time', async () => {
    await importBundle(testEnv.DB, { posts: [post('The first title')] });
    await clearCache();
    const before = await cardOf();
    expect(before).toMatch(/^\/share\/card\/en\/news\/post\/card-purge-test\.png\?v=\w+$/);
    await renderWantedCards(testEnv);
    const first = await call(before);
    expect(first.headers.get('x-card-cache')).toBe('HIT');
    const firstBytes = await bytes(first);

    // Every card is kept with an expiry: one that no page names any more disappears by itself.
    const keep = Number(testEnv.CACHE_KEEP_SECONDS);
    const { keys } = await testEnv.CACHE.list({ prefix: CARD_PREFIX });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.expiration, key.name).toBeGreaterThan(Date.now() / 1000);
      expect(key.expiration, key.name).toBeLessThanOrEqual(Date.now() / 1000 + keep + 5);
    }

    // The CMS publishes a new title and purges the contract's cache (the webhook).
    await importBundle(testEnv.DB, { posts: [post('The second title')] });
    const purge = await call('/api/_cache/purge?prefix=/api/news', {
      method: 'POST',
      headers: { authorization: `Bearer ${testEnv.PURGE_TOKEN}` },
    });
    expect(purge.status).toBe(200);
    // The page rendered after the purge names a new ?v= (share bots that keep images by URL fetch
    // it again) and marks its new card; until the renderer ran, the default card answers.
    const after = await cardOf();
    expect(after).not.toBe(before);
    expect((await call(after)).headers.get('x-card-cache')).toBe('DEFAULT');
    await renderWantedCards(testEnv);
    const second = await call(after);
    expect(second.headers.get('x-card-cache')).toBe('HIT');
    expect(await bytes(second)).not.toEqual(firstBytes);
    // The old address is the page's card too: it reads the title from the page, never a stale one.
    expect((await call(before)).headers.get('x-card-cache')).toBe('HIT');
    expect(await bytes(await call(before))).toEqual(await bytes(await call(after)));
  }, 30_000);
});
