/**
 * Issue 29, the bundler's glue out of the first module graph: the page hydrates from the screen
 * and strings chunks the worker names in its state (client/app/first-page.ts), asking for no other
 * screen's chunk; a later navigation to a screen whose stylesheet the first page did not hold
 * links it and waits for it before the screen shows (client/app/chunk-preload.ts). The fixture
 * fails on any console error or hydration warning.
 */
import type { Page } from '@playwright/test';
import type { AppState } from '../../shared/page-state';
import { expect, open, test } from './fixtures';

/** The build's script files the page asked for, in order. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/build/') && path.endsWith('.js')) seen.push(path);
  });
  return seen;
}

test('the first page imports the screen and strings chunks its state names, and no other screen', async ({ page }) => {
  const seen = scripts(page);
  await open(page, '/news', 'pa');
  const { boot } = JSON.parse((await page.locator('#__STATE__').textContent()) ?? '{}') as AppState;
  expect(boot?.screen.name).toBe('PostListPage');
  expect(seen).toEqual(expect.arrayContaining([boot?.screen.file, boot?.strings]));
  // Hydrated: the menu's links are the router's now, so the next page comes without a reload.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  const link = page.locator('.header__menu a[href^="/pa/"]:not([href="/pa/news"])').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a screen whose stylesheet the first page did not hold is styled when it first shows', async ({ page }) => {
  await open(page, '/');
  expect(await page.locator('head link[href*="/PostListPage-"]').count()).toBe(0);
  // Records the list's own padding (post-list.css) the moment the new screen enters the document.
  await page.evaluate(() => {
    const found = window as unknown as { firstPadding?: string[] };
    found.firstPadding = [];
    new MutationObserver((_, observer) => {
      const list = document.querySelector('.post-list');
      if (!list) return;
      found.firstPadding?.push(getComputedStyle(list).paddingBottom);
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.header__menu').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('.post-list')).toBeVisible();
  const padding = await page.evaluate(() => (window as unknown as { firstPadding?: string[] }).firstPadding);
  expect(padding).toHaveLength(1);
  expect(padding?.[0]).not.toBe('0px');
  // Linked by the chunk's preload step, as an applied stylesheet.
  await expect(page.locator('head link[rel="stylesheet"][href*="/PostListPage-"]:not([disabled])')).toHaveCount(1);
});
