/**
 * The data saver and the sleep timer (issue 28), in Chromium against the worker: an article with
 * the data saver on weighs at most 50 KB before any interaction (HTML, CSS, fonts and JavaScript,
 * gzip), in both languages; its first tap still works (the app loads then and replays the press);
 * the radio bar's menu turns the data saver on and sets the sleep timer, which fades the stream
 * out and stops it when Playwright's clock passes its end; the open menu passes axe.
 */
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import type { NewsListResponse } from '../../shared/types/api';
import { expect, noProblems, open, test, transitionsDone } from './fixtures';

const LIMIT = 50 * 1000;
const radio = (page: Page) => page.locator('section.radio-bar');

/** An article's address from the seeded news. */
async function anArticle(page: Page): Promise<string> {
  const res = await page.request.get('/api/news/bc');
  return `/news/post/${((await res.json()) as NewsListResponse).data[0]!.slug}`;
}

/**
 * What the page loaded before any interaction, from Chromium's Resource Timing: the document, its
 * scripts, stylesheets and fonts (pictures are not counted), each as its gzip bytes (the local
 * server sends them uncompressed; a deploy gzips or better) and as Chromium received them.
 */
async function weight(page: Page) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      url: e.name,
      kind: e.entryType === 'navigation' ? 'document' : (e as PerformanceResourceTiming).initiatorType,
      encoded: (e as PerformanceResourceTiming).encodedBodySize,
    })),
  );
  const counted = entries.filter(
    (e) => e.kind === 'document' || /\.(?:js|css|woff2)(?:\?|$)/.test(new URL(e.url).pathname),
  );
  let gzip = 0;
  for (const e of counted) gzip += gzipSync(await (await page.request.get(e.url)).body(), { level: 9 }).length;
  const received = counted.reduce((sum, e) => sum + e.encoded, 0);
  return { gzip, received, files: counted.map((e) => new URL(e.url).pathname) };
}

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: an article with the data saver weighs at most 50 KB before interaction`, async ({ page }) => {
    const path = await anArticle(page);
    await open(page, path, lang);
    const full = await weight(page);
    await page.setExtraHTTPHeaders({ 'save-data': 'on' });
    await open(page, path, lang);
    const light = await weight(page);
    console.log(
      `data saver, ${lang} article: ${light.gzip} B gzip (Chromium received ${light.received} B) before interaction, ` +
        `${full.gzip} B gzip without it; files: ${light.files.join(', ')}`,
    );
    expect(light.files.some((f) => f.endsWith('/saver-boot.js'))).toBe(true);
    expect(light.files.filter((f) => f.startsWith('/build/assets/') && f.endsWith('.js'))).toEqual([]);
    expect(light.gzip).toBeLessThanOrEqual(LIMIT);
  });
}

test('with the data saver, the first tap loads the app and still plays the radio', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'save-data': 'on' });
  await open(page, await anArticle(page));
  const fm = radio(page).getByRole('button', { name: /91\.5 FM/ });
  await fm.click();
  await expect(fm).toHaveAttribute('aria-pressed', 'true');
});

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: the radio bar's menu turns the data saver on, and passes axe`, async ({ page }) => {
    await open(page, '/news', lang);
    await radio(page)
      .getByRole('button', { name: t(lang, 'radio.tools') })
      .click();
    const toggle = page.getByRole('switch', { name: new RegExp(t(lang, 'saver.toggle')) });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await transitionsDone(page);
    const result = await new AxeBuilder({ page })
      .include('section.radio-bar')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: t(lang, 'saver.showImages') })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'save-data')?.value).toBe('on');
    expect(await page.evaluate(() => localStorage.getItem('save-data'))).toBe('on');
    // The next page from the server is the lighter one.
    const html = (await (await page.reload())?.text()) ?? '';
    expect(html).toContain('"saveData":true');
  });
}

test('the sleep timer fades the stream out and stops it when its time is up', async ({ page, problems }) => {
  await page.clock.install();
  await open(page, '/news');
  const fm = radio(page).getByRole('button', { name: /91\.5 FM/ });
  await fm.click();
  await expect(fm).toHaveAttribute('aria-pressed', 'true');
  await radio(page)
    .getByRole('button', { name: t('en', 'radio.tools') })
    .click();
  await page.getByRole('button', { name: t('en', 'sleep.minutes', { n: 15 }) }).click();
  const notice = radio(page).locator('.radio-tools__notice');
  await expect(notice).toHaveText(t('en', 'sleep.set', { choice: t('en', 'sleep.minutes', { n: 15 }) }));
  await expect(radio(page).getByText(t('en', 'sleep.left', { time: '15:00' }))).toBeVisible();
  await page.clock.fastForward('10:00');
  await page.clock.runFor(1000);
  await expect(radio(page).getByText(t('en', 'sleep.left', { time: '4:59' }))).toBeVisible();
  await expect(fm).toHaveAttribute('aria-pressed', 'true');
  await page.clock.fastForward('05:00');
  await page.clock.runFor(5000);
  await expect(fm).toHaveAttribute('aria-pressed', 'false');
  await expect(notice).toHaveText(t('en', 'sleep.stopped'));
  await expect(page.getByRole('button', { name: t('en', 'sleep.cancel') })).toHaveCount(0);
  // The clock's jumps are minutes to the radio's watchdog, while the audio's position moves in real
  // time: it may take a jump for a stall and reconnect (as after a laptop's sleep). Only that is expected.
  noProblems(problems, 'the sleep timer', /stream stalled; reconnecting/);
});

test('a running sleep timer can be cancelled, and says so', async ({ page }) => {
  await open(page, '/news', 'pa');
  await radio(page)
    .getByRole('button', { name: t('pa', 'radio.tools') })
    .click();
  await page.getByRole('button', { name: t('pa', 'sleep.minutes', { n: 30 }) }).click();
  await page.getByRole('button', { name: t('pa', 'sleep.cancel') }).click();
  await expect(radio(page).locator('.radio-tools__notice')).toHaveText(t('pa', 'sleep.cancelled'));
  await expect(radio(page).locator('.radio-tools__left')).toHaveCount(0);
});
