/**
 * The camera of `scripts/pixel-diff.ts`: Debian's Chromium (the flags of the e2e suite) takes a
 * full-page screenshot of each shot against a running worker, with everything that moves by
 * itself held still, so two runs of the same build give the same pixels: no animation,
 * transition or caret, lazy images loaded, fonts ready, the page hydrated and the network idle,
 * and the newsletter popup (which opens after ten seconds) kept shut as for a subscriber.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../lib/chromium';
import { CHROMIUM_FLAGS } from '../lib/chromium-flags';
import type { Shot } from './pages';

/**
 * What the clock changes, painted over in every shot: the radio bar's on-air show, its picture and
 * its name (which also scrolls in a marquee); the show changes on the hour.
 */
const MASKED = ['.radio-bar__art', '.radio-bar__now'];

const FROZEN =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/**
 * Raster and text the same on every run: no sub-pixel text positioning or LCD text, no hinting,
 * and every compositor stage run before a frame is drawn (a first screen drawn early differs).
 */
const STEADY_FLAGS = [
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--run-all-compositor-stages-before-draw',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-checker-imaging',
];

/** Loads every image now (lazy ones too) and waits until each has loaded or failed. */
function allImages(page: Page) {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

/** Opens a shot's address and waits until the page stands still. */
async function settle(page: Page, base: string, shot: Shot): Promise<number> {
  const res = await page.goto(base + shot.address, { waitUntil: 'networkidle' });
  // The footer's year is set by an effect: it is there once the page has hydrated.
  await page.locator('.footer__copyright').filter({ hasText: /\d{4}/ }).waitFor();
  await allImages(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // Two frames: whatever the last load or font swap changed is laid out and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return res?.status() ?? 0;
}

/** Takes each shot into `dir` (file names from the shot list); says each one's status. */
export async function shoot(base: string, shots: readonly Shot[], dir: string): Promise<void> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, ...STEADY_FLAGS],
  });
  try {
    for (const shot of shots) {
      const ctx = await browser.newContext({ viewport: { width: shot.width, height: 800 }, deviceScaleFactor: 1 });
      await ctx.addCookies([{ name: 'lang', value: shot.lang, url: base }]);
      // Held still from the first paint: no transition ever runs, not even one the page starts itself.
      await ctx.addInitScript((css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.documentElement.appendChild(style);
      }, FROZEN);
      await ctx.addInitScript(() => {
        try {
          localStorage.setItem('showSubscribePopup', JSON.stringify({ subscribed: true, timesToShow: 0 }));
        } catch {
          // A frame without storage (the offline video player's) has no popup either.
        }
      });
      const page = await ctx.newPage();
      const status = await settle(page, base, shot);
      await page.screenshot({
        path: `${dir}/${shot.file}`,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: MASKED.map((selector) => page.locator(selector)),
      });
      console.log(`${shot.file}: ${shot.address} ${status}`);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
}
