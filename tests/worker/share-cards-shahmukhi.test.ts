/**
 * Share cards of Shahmukhi readings (issue 30): `/share/card/pa-arab/{rest}.png` is the card of
 * the Punjabi page `/pa/{rest}` read in Shahmukhi. Only a Punjabi article has one; the title is its
 * Punjabi title transliterated, drawn right to left by the same renderer on the cron.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { toShahmukhi } from '../../shared/script/shahmukhi';
import worker from '../../worker/index';
import { CARDS_CRON } from '../../worker/schedules';
import { renderCard } from '../../worker/share/card';
import { brandOf } from '../../worker/share/card-reading';
import { defaultImage } from '../../worker/share/default-images';
import { cardFonts } from '../../worker/share/fonts';
import { wantPageCard } from '../../worker/share/page-card';
import { call, testEnv } from './helpers';
import { pngSize } from './png';
import { noCards, wanted } from './share-card-state';

beforeEach(noCards);

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

async function cron(): Promise<void> {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: CARDS_CRON, scheduledTime: Date.now() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

/** A demo story with a Punjabi version (worker/db/seed/news/). */
const PUNJABI_POST = 'news/post/northeast-calgary-residents-push-for-more-frequent-buses';
/** A demo story in English only: its Punjabi page shows the English text, so it has no Shahmukhi reading. */
const ENGLISH_POST = 'news/post/alberta-energy-employers-turn-to-short-training-courses';

describe('a Shahmukhi share card', () => {
  it('answers image/png: the default card at once, then the Punjabi title transliterated, drawn right to left', async () => {
    const path = `/share/card/pa-arab/${PUNJABI_POST}.png`;
    const first = await call(path);
    expect([first.status, first.headers.get('content-type'), first.headers.get('x-card-cache')]).toEqual([
      200,
      'image/png',
      'DEFAULT',
    ]);
    await first.arrayBuffer();
    const marks = await wanted();
    expect(marks).toHaveLength(1);
    const mark = JSON.parse((await testEnv.CACHE.get(marks[0] ?? '')) ?? '');
    expect(mark).toEqual({ lang: 'pa-arab', title: toShahmukhi('ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੇ ਵਸਨੀਕਾਂ ਵੱਲੋਂ ਹੋਰ ਬੱਸਾਂ ਦੀ ਮੰਗ') });

    await cron();
    const res = await call(path);
    expect([res.headers.get('content-type'), res.headers.get('x-card-cache')]).toEqual(['image/png', 'HIT']);
    const card = await bytes(res);
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    const fonts = await cardFonts(testEnv.ASSETS);
    expect(card).toEqual(await renderCard(fonts, mark.title, brandOf('pa-arab'), true));
    // Not the Gurmukhi card of the same page: a card of its own.
    expect(card).not.toEqual(await renderCard(fonts, mark.title, brandOf('pa-arab'), false));
  }, 30_000);

  it('is marked wanted by a reading that shares its own card, under its transliterated title', async () => {
    // The demo's articles share their pictures (og:image a JPEG), so the mark is asked for directly,
    // as worker/render/page.tsx asks for it with the reading's head.
    const title = toShahmukhi('ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੇ ਵਸਨੀਕਾਂ ਵੱਲੋਂ ਹੋਰ ਬੱਸਾਂ ਦੀ ਮੰਗ');
    await wantPageCard(testEnv.CACHE, { path: `/${PUNJABI_POST}`, lang: 'pa-arab', head: { title }, noindex: false });
    const marks = await wanted();
    expect(marks).toHaveLength(1);
    expect(JSON.parse((await testEnv.CACHE.get(marks[0] ?? '')) ?? '')).toEqual({ lang: 'pa-arab', title });
  });

  it('is the default card, never drawn, for a page without a Shahmukhi reading', async () => {
    const fallback = new Uint8Array(await defaultImage(testEnv.ASSETS, 'card'));
    for (const rest of [ENGLISH_POST, 'index', 'about', 'news']) {
      const res = await call(`/share/card/pa-arab/${rest}.png`);
      expect([res.status, res.headers.get('x-card-cache')]).toEqual([200, 'DEFAULT']);
      expect(await bytes(res)).toEqual(fallback);
    }
    expect(await wanted()).toEqual([]);
  });

  it('is a 404 for an unknown reading or a page that does not exist', async () => {
    for (const path of [
      `/share/card/pa-arabic/${PUNJABI_POST}.png`,
      `/share/card/pa-guru/${PUNJABI_POST}.png`,
      `/share/card/ur/${PUNJABI_POST}.png`,
      '/share/card/pa-arab/news/post/no-such-post.png',
      '/share/card/pa-arab/..%2f..%2fetc.png',
      '/share/card/pa-arab/search/%D8%A8.png',
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    expect(await wanted()).toEqual([]);
  });
});
