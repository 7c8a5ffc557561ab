/**
 * A failed client navigation keeps the page and the radio (issue 16): with the next route's data
 * blocked, a click on a link leaves the page on screen and the live radio playing, says so in a
 * notice with Retry, and Retry brings the page once the data is back. Offline, the notice says so.
 */
import type { Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, open, test } from './fixtures';

type Win = Window & { Howler?: { _howls: { _src: string; playing(): boolean }[] } };

/** True while the live stream's howl plays. */
const livePlaying = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as Win).Howler?._howls.some((h) => h._src.includes('/media/live/') && h.playing())),
  );

/** The expected console notes: the blocked calls, and the router's log of the failure. */
function allowFailureLogs(problems: string[]) {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (
      /navigation failed|Error fetching data|status of 50\d|ERR_FAILED|ERR_INTERNET_DISCONNECTED/.test(
        problems[i] ?? '',
      )
    )
      problems.splice(i, 1);
  }
}

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: a navigation whose data fails keeps the page and the radio, and Retry loads it`, async ({
    page,
    problems,
  }) => {
    await open(page, '/', lang);
    const radio = page.getByRole('region', { name: t(lang, 'radio.region') });
    await radio.locator('button[aria-pressed]').first().click();
    await expect.poll(() => livePlaying(page), { timeout: 15_000 }).toBe(true);
    const here = page.url();
    const h1 = await page.locator('h1').first().textContent();

    // The news listing's data answers 503.
    await page.route('**/api/news**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.locator('.header__menu a[href$="/news"]').first().click();
    const notice = page.getByRole('alert').filter({ hasText: t(lang, 'navFailure.failed') });
    await expect(notice).toBeVisible();
    expect(page.url()).toBe(here);
    await expect(page.locator('h1').first()).toHaveText(h1 ?? '');
    expect(await livePlaying(page)).toBe(true);
    expect(problems.some((p) => p.includes('navigation failed'))).toBe(true);

    // Back: Retry brings the page, and the radio still plays.
    await page.unroute('**/api/news**');
    await notice.getByRole('button', { name: t(lang, 'navFailure.retry') }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${lang === 'pa' ? '/pa' : ''}/news$`));
    expect(await livePlaying(page)).toBe(true);
    allowFailureLogs(problems);
  });
}

test('offline at 375 px, a navigation says the visitor is offline above the radio bar and the page stays', async ({
  page,
  context,
  problems,
}) => {
  // On a phone, where the notice must sit above the fixed radio bar; the menu is in the drawer.
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/');
  const here = page.url();
  await context.setOffline(true);
  await page.getByRole('button', { name: t('en', 'nav.openMenu') }).click();
  await page.getByRole('dialog').locator('a[href$="/shows"]').first().click();
  const notice = page.getByRole('alert').filter({ hasText: t('en', 'navFailure.offline') });
  await expect(notice).toBeVisible();
  const box = await notice.locator('p').boundingBox();
  const dock = await page.locator('.players__dock').boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(dock?.y ?? 0);
  expect(page.url()).toBe(here);
  await context.setOffline(false);
  // The screen's chunk failed to download, which the browser keeps for this document: Retry
  // asks the server for the page.
  await page.getByRole('button', { name: t('en', 'navFailure.retry') }).click();
  await expect(page).toHaveURL(/\/shows$/);
  allowFailureLogs(problems);
});

test('an image that fails to load shows the default picture in the same box', async ({ page, problems }) => {
  await open(page, '/news/latest');
  const first = page.locator('main img').first();
  const before = await first.boundingBox();
  await page.route('**/media/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload({ waitUntil: 'networkidle' });
  await expect(first).toHaveAttribute('src', '/images/default.svg');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await first.boundingBox()).toEqual(before);
  for (let i = problems.length - 1; i >= 0; i--) if (/status of 404/.test(problems[i] ?? '')) problems.splice(i, 1);
});
