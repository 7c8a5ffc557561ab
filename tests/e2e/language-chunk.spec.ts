/**
 * Issue 14, less JavaScript: a page downloads its own language's strings only and one stylesheet;
 * the toggle loads the other language's strings before it switches, without a reload; the shell's
 * parts that hydrate from their own chunks (client/app/shell-islands.ts) still work. The fixture
 * fails on any console error or hydration warning.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/** The build files a page asked for, by kind, in order. */
function requests(page: Page): { js: string[]; css: string[] } {
  const seen = { js: [] as string[], css: [] as string[] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/build/') && path.endsWith('.js')) seen.js.push(path);
    if (path.endsWith('.css')) seen.css.push(path);
  });
  return seen;
}

test('an English page loads English strings and one stylesheet; the toggle brings the Punjabi ones', async ({
  page,
}) => {
  const seen = requests(page);
  await open(page, '/news');
  // One stylesheet applies (the files it joined are listed disabled, for the chunks' preload step).
  const sheets = await page
    .locator('head link[rel="stylesheet"]:not([disabled])')
    .evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatch(/^\/build\/assets\/page-/);
  expect(seen.css).toEqual(sheets);
  const before = seen.js.length;
  await page.locator('.header__bar').getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' }).click();
  await expect(page).toHaveURL(/\/pa\/news$/);
  // Header, screen and footer (a part hydrated from its own chunk) all speak Punjabi now.
  await expect(page.locator('.header__burger')).toHaveAttribute('aria-label', 'ਮੀਨੂ ਖੋਲ੍ਹੋ'.normalize('NFC'));
  await expect(page.locator('footer')).toContainText('ਸਬਸਕ੍ਰਾਈਬ'.normalize('NFC'));
  expect(seen.js.length).toBeGreaterThan(before);
  await page.locator('.header__bar').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('.header__burger')).toHaveAttribute('aria-label', 'Open menu');
});

test('in Punjabi, the drawer and the search field hydrate from their chunks and work', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/events', 'pa');
  await page.getByRole('button', { name: 'ਮੀਨੂ ਖੋਲ੍ਹੋ'.normalize('NFC') }).click();
  const drawer = page.getByRole('dialog');
  const box = drawer.getByRole('searchbox');
  await expect(box).toBeVisible();
  await box.fill('kabaddi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pa\/search\/kabaddi$/);
  // The drawer closed; the full-screen search (issue 24) is the one dialog open.
  await expect(page.getByRole('dialog', { name: 'ਮੀਨੂ' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'ਖੋਜ' })).toBeVisible();
});
