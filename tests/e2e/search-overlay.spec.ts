/**
 * Issue 24: the full-screen search (spec doc 1 §2 "Search": "Full-screen search with a large text
 * input, a close button (goes back) and a submit button"), opened over the page the visitor is on
 * and closed back to it; its server render without JavaScript; the matched words in `<mark>`; the
 * results in the page's language; and where each kind of hit leads.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const GURMUKHI = /[\u0A00-\u0A7F]/;

/** An article of the news list, opened and scrolled down a little. */
async function openArticle(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/news');
  const href = await page.locator('a[href^="/news/post/"]').first().getAttribute('href');
  await open(page, href ?? '/');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  return { href: href ?? '/', scrollY: await page.evaluate(() => window.scrollY) };
}

/** Searches from the header's field, as a visitor would: the condensed bar's, since the page is scrolled. */
async function searchFromHeader(page: Page, text: string) {
  const bar = page.locator('.header__sticky.is-shown');
  await bar.getByRole('button', { name: 'Open search' }).click();
  await bar.getByRole('combobox', { name: 'Search' }).fill(text);
  await page.keyboard.press('Enter');
}

/** Whether focus is inside the search dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"].search-overlay'));

test('the search opens over an article, keeps focus inside, and Escape returns to the article where it was', async ({
  page,
}) => {
  const { href, scrollY } = await openArticle(page);
  // A mark on the document: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = () => page.evaluate(() => 'sameDocument' in window);
  await searchFromHeader(page, 'radio');
  await expect(page).toHaveURL(/\/search\/radio$/);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ result\(s\) found\.$/)).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  // The client router opened it (no document load), and the article is still there under it, inert.
  expect(await sameDocument()).toBe(true);
  await expect(page.locator('main [inert] h1')).toBeAttached();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `focus after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(await sameDocument()).toBe(true);
});

test('typing and Enter stay in one history entry, and the close button goes back to the page', async ({ page }) => {
  const { href } = await openArticle(page);
  await searchFromHeader(page, 'kabaddi');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('searchbox');
  await input.fill('radio');
  await expect(page).toHaveURL(/\/search\/radio$/);
  await input.fill('kisan');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\/kisan$/);
  await dialog.getByRole('link', { name: 'Close search' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog).toHaveCount(0);
});

test('a direct visit closes to the home page of its language', async ({ page }) => {
  await open(page, '/search/radio', 'pa');
  const dialog = page.getByRole('dialog', { name: 'ਖੋਜ' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/pa$/);
});

test('without JavaScript, /search/radio is the full-screen search with its results and marks', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const base = test.info().project.use.baseURL;
  await page.goto(`${base}/search/radio`);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ result\(s\) found\.$/)).toBeVisible();
  expect(await dialog.locator('.search-hit').count()).toBeGreaterThan(3);
  expect(await dialog.locator('.search-hit mark').count()).toBeGreaterThan(0);
  await expect(dialog.getByRole('link', { name: 'Close search' })).toHaveAttribute('href', '/');
  await context.close();
});

test('matched words are marked, in English and in Gurmukhi, and typed in Latin letters', async ({ page }) => {
  await open(page, '/search/radio');
  const marks = page.locator('.search-hit mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).every((m) => /^radio$/i.test(m))).toBe(true);

  await open(page, '/search/ਕਿਸਾਨ', 'pa');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).every((m) => m.startsWith('ਕਿਸਾਨ'))).toBe(true);

  // 'kisan' finds ਕਿਸਾਨ by sound: on the Punjabi page, those words are the ones marked.
  await open(page, '/search/kisan', 'pa');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).some((m) => m.startsWith('ਕਿਸਾਨ'))).toBe(true);
});

test('a Punjabi search page shows Punjabi titles and excerpts', async ({ page }) => {
  await open(page, '/search/radio', 'pa');
  const hits = page.locator('.search-hit');
  await expect(hits.first()).toBeVisible();
  const excerpts = await hits.locator('.search-hit__excerpt').allTextContents();
  const titles = await hits.locator('.search-hit__title').allTextContents();
  expect(excerpts.length).toBeGreaterThan(3);
  for (const text of [...excerpts, ...titles]) expect(text).toMatch(GURMUKHI);
  // And the English page's excerpts carry no Gurmukhi from the Punjabi text.
  await open(page, '/search/radio');
  const english = await page.locator('.search-hit__excerpt:not([lang])').allTextContents();
  expect(english.length).toBeGreaterThan(3);
  for (const text of english) expect(text).not.toMatch(GURMUKHI);
});

test('hits link by type: an episode at its address under its show, a show without a page number', async ({ page }) => {
  await open(page, '/search/voices punjabi folk');
  const episode = page.locator('.search-hit', { hasText: 'Episode' }).first().getByRole('link');
  const episodeHref = await episode.getAttribute('href');
  expect(episodeHref).toMatch(/^\/shows\/view\/\d+\/episode\/\d+$/);
  const show = page.locator('.search-hit', { hasText: /^Show/ }).first().getByRole('link');
  expect(await show.getAttribute('href')).toMatch(/^\/shows\/view\/[a-z0-9-]+$/);
  await episode.click();
  await expect(page).toHaveURL(new RegExp(`${episodeHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The voices of Punjabi folk');
});

test('an originals hit opens its series page with the item scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/pa/search/langar volunteers'.replace('/pa', ''), 'pa');
  const link = page.locator('.search-hit', { hasText: 'ਕਨੈਕਟ' }).first().getByRole('link');
  await expect(link).toHaveAttribute('href', '/pa/originals/docs/2?item=510');
  await link.click();
  await expect(page).toHaveURL(/\/pa\/originals\/docs\/2$/);
  const item = page.locator('#originals-item-510');
  await expect(item).toBeInViewport();
});
