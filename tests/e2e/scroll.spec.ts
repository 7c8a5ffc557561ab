/**
 * Back and Forward return the reader to where they were, once the page's data is in: on a long
 * list (the news grid) and on an article, with the radio shell never reloading. The originals
 * remember the item to scroll to until a click inside the shell on /originals.
 */
import { expect, frames, hydrated, open, test } from './fixtures';

/** Scrolls the window to `y` and waits until the browser has settled there. */
async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test('Back restores the position on a long list, Forward on the article', async ({ page }) => {
  await open(page, '/news/bc');
  const listHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(listHeight, 'the list must be long enough to scroll').toBeGreaterThan(1200);
  await scrollTo(page, 1200);
  // A marker on the document proves the shell stayed (client navigation, no full load).
  await page.evaluate(() => document.documentElement.setAttribute('data-test-session', '1'));

  // Follow a story further down the list: the article starts at the top.
  const link = page.locator('main a[href^="/news/post/"]').nth(6);
  await link.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => Math.round(window.scrollY));
  await link.click();
  await expect(page).toHaveURL(/\/news\/post\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Read part of the article, then go Back: the list is where it was left.
  await scrollTo(page, 600);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\/bc$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(listY);

  // Forward: the article, at the position the reader left it.
  await page.goForward();
  await expect(page).toHaveURL(/\/news\/post\//);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-test-session'))).toBe('1');
});

test('a reload keeps the position of the entry it returns to', async ({ page }) => {
  await open(page, '/news/latest');
  // A story well down the list, clicked where the reader sees it.
  const link = page.locator('main a[href^="/news/post/"]').nth(8);
  await link.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => Math.round(window.scrollY));
  expect(listY).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/news\/post\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(listY);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(listY);
});

test('the originals remember the item to scroll to until a click inside the shell on /originals', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/originals');
  // An item of the last carousel, below the first screen.
  const id = await page.locator('.originals-row').last().locator('.originals-grid__item').first().getAttribute('id');
  const itemId = id?.replace('originals-item-', '') ?? '';
  expect(itemId).toMatch(/^\d+$/);
  const item = page.locator(`#originals-item-${itemId}`);
  const saved = () => page.evaluate(() => sessionStorage.getItem('originals:scrollItem'));

  // Asked for by a link (a search hit): scrolled into view, and remembered for the tab.
  await open(page, `/originals?item=${itemId}`);
  await expect(item).toBeInViewport();
  await expect(page).toHaveURL(/\/originals$/);
  expect(await saved()).toBe(itemId);

  // A click elsewhere (another page) keeps it; back on /originals the list scrolls to it again.
  await open(page, '/news');
  await page.locator('main h1').first().click();
  await open(page, '/originals');
  await expect(item).toBeInViewport();

  // A click inside the shell on /originals clears it: the next visit starts at the top.
  await page
    .locator('header')
    .first()
    .click({ position: { x: 5, y: 5 } });
  expect(await saved()).toBeNull();
  await open(page, '/news');
  await open(page, '/originals');
  // The list would scroll a frame after hydrating, marking its item: past both, it has not.
  await hydrated(page);
  await frames(page);
  await expect(page.locator('.originals-grid__item--target')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(item).not.toBeInViewport();
});
