/**
 * The edge HTML cache (issue 14) in a browser: a page answered from the cache (x-cache HIT)
 * hydrates without console errors or hydration warnings in both languages (the fixture fails on
 * any), and the live radio started on it keeps playing across a client navigation.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

interface HowlLike {
  _src: string;
  playing(): boolean;
  _sounds: { _node: HTMLAudioElement }[];
}
type Win = Window & { Howler?: { _howls: HowlLike[] }; liveNode?: HTMLAudioElement };

/** Opens `path` twice: the second answer comes from the page cache. */
async function openCached(page: Page, path: string, lang: 'en' | 'pa') {
  await open(page, path, lang);
  const res = await open(page, path, lang);
  expect(res?.headers()['x-cache']).toBe('HIT');
  // Hydration has run its effects once the footer's year is written.
  await expect(page.locator('.footer__copyright')).toHaveText(/\d{4}/);
}

for (const lang of ['en', 'pa'] as const) {
  test(`a cached page hydrates without warnings (${lang})`, async ({ page }) => {
    await openCached(page, '/events', lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pa' ? 'pa' : 'en-CA');
  });
}

test('the radio started on a cached page keeps playing across a client navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCached(page, '/shows', 'en');
  await page
    .getByRole('region', { name: 'Live radio' })
    .getByRole('button', { name: /91\.5 FM/ })
    .click();
  // Page functions find the live stream's audio element themselves (the CSP forbids eval).
  await page.waitForFunction(() => {
    const w = window as Win;
    const n = w.Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing())?._sounds[0]?._node;
    if (n && !n.paused && n.currentTime > 0.3) w.liveNode = n;
    return Boolean(w.liveNode);
  });
  await page.locator('.header__menu').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  // The same element plays on after the navigation: its time moves past where it was.
  const at = await page.evaluate(() => (window as Win).liveNode?.currentTime ?? 0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const w = window as Win;
        const n = w.Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing())?._sounds[0]?._node;
        return n === w.liveNode && n?.paused === false ? n.currentTime : -1;
      }),
    )
    .toBeGreaterThan(at + 0.5);
});
