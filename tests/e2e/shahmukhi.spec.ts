/**
 * Issue 30, "Punjabi articles in Shahmukhi", end to end in Chromium: the script switch of a
 * Punjabi article opens its Shahmukhi reading, which reads right to left in its Nastaliq face,
 * passes axe, moves nothing as it loads, and whose shell links lead back to Gurmukhi pages with
 * the radio playing on.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, type Shift } from '../../scripts/cls/layout-shift';
import { SCRIPT_NAMES } from '../../shared/routing/reading-path';
import { expect, open, test } from './fixtures';

interface HowlLike {
  _src: string;
  playing(): boolean;
  _sounds: { _node: HTMLAudioElement }[];
}
type Win = Window & { Howler?: { _howls: HowlLike[] }; liveNode?: HTMLAudioElement | null };

/** A Punjabi news article's plain path: the first of the Punjabi list that is written in Punjabi. */
async function punjabiArticle(page: Page): Promise<string> {
  const res = await page.request.get('/api/news/latest/pa?page=1');
  const list = (await res.json()) as { data: { slug: string; locale: string[] }[] };
  return `/news/post/${list.data.find((a) => a.locale.includes('pa'))!.slug}`;
}

test('the switch opens the Shahmukhi reading: right to left, Nastaliq, axe clean, no layout shift', async ({
  page,
  context,
}) => {
  await context.addInitScript(OBSERVER_SCRIPT);
  const path = await punjabiArticle(page);
  await open(page, path, 'pa');
  const guru = page.locator('.script-switch');
  await expect(guru.getByRole('link', { name: SCRIPT_NAMES.guru })).toHaveAttribute('aria-current', 'page');
  await guru.getByRole('link', { name: SCRIPT_NAMES.arab }).click();
  await expect(page).toHaveURL(new RegExp(`/pa-arab${path}$`));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa-Arab');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.locator('#article-title');
  await expect(title).toHaveText(/[\u0600-\u06FF]/);
  await expect(title).not.toHaveText(/[\u0A00-\u0A7F]/);
  const arab = page.locator('.script-switch');
  await expect(arab.getByRole('link', { name: SCRIPT_NAMES.arab })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.script-switch__note')).toBeVisible();
  // The body's text in Nastaliq, its start on the right.
  await page.evaluate(() => document.fonts.ready);
  const body = page.locator('.article__main p').first();
  expect(await body.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'پنجاب'))).toBe(true);
  const shifts = (await page.evaluate('window.__shifts')) as Shift[];
  expect(cumulativeLayoutShift(shifts)).toBe(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('from a reading, the shell leads to Gurmukhi pages and the radio plays on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const path = await punjabiArticle(page);
  await open(page, path, 'pa');
  await page.goto(`/pa-arab${path}`, { waitUntil: 'networkidle' });
  const radio = page.getByRole('region', { name: 'لائیو ریڈیو' });
  await radio.getByRole('button', { name: /91\.5 FM/ }).click();
  await page.waitForFunction(() => {
    const w = window as Win;
    const n = w.Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing())?._sounds[0]?._node;
    if (n && !n.paused && n.currentTime > 0.3) w.liveNode = n;
    return Boolean(w.liveNode);
  });
  const news = page.locator('.header__menu a[href="/pa/news"]').first();
  await news.click();
  await expect(page).toHaveURL(/\/pa\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const same = () =>
    page.evaluate(() => {
      const w = window as Win;
      const n = w.Howler?._howls.find((x) => x._src.includes('/media/live/') && x.playing())?._sounds[0]?._node;
      return Boolean(n && n === w.liveNode && !n.paused);
    });
  await expect.poll(same).toBe(true);
});
