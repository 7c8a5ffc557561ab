/**
 * The page keeps clear of the fixed radio bar at every width, in both languages, from the server's
 * HTML on: the stylesheet holds the bar's height (radio-shared.css), and the shell writes the
 * measured height on <html> only when it differs, since a custom property set there restyles
 * every element of the page (a 43 ms task on home after hydration, before this).
 */
import type { Page } from '@playwright/test';
import { expect, frames, open, test } from './fixtures';

/** The dock's height, the body's bottom padding, and the height written on <html> (empty when none). */
const room = (page: Page) =>
  page.evaluate(() => ({
    dock: Math.round(document.querySelector<HTMLElement>('.players__dock')?.offsetHeight ?? -1),
    padding: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
    written: document.documentElement.style.getPropertyValue('--players-height'),
  }));

/** Waits until React has hydrated the players (they hydrate from their own chunk) and run their effects. */
async function playersLive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const dock = document.querySelector('.players__dock');
        return !!dock && Object.keys(dock).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  await frames(page, 3);
}

for (const lang of ['en', 'pa'] as const)
  for (const width of [375, 800, 1280])
    test(`${lang} at ${width}px: the page keeps clear of the radio bar without restyling the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/', lang);
      await playersLive(page);
      const { dock, padding, written } = await room(page);
      expect(dock).toBeGreaterThan(60);
      expect(padding, 'the body keeps the bar’s height clear below the page').toBe(dock);
      expect(written, 'the stylesheet already holds this height: nothing written on <html>').toBe('');
    });

test('a bar of another height is measured: the condensed player, then the full one again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  await playersLive(page);
  await page.getByRole('button', { name: 'Make the player smaller' }).click();
  await expect.poll(async () => (await room(page)).dock).toBeLessThan(60);
  await expect.poll(async () => (await room(page)).padding).toBe((await room(page)).dock);
  expect((await room(page)).written).toBe(`${(await room(page)).dock}px`);
  await page.getByRole('button', { name: 'Make the player bigger' }).click();
  await expect.poll(async () => (await room(page)).padding).toBe(87);
  expect((await room(page)).dock).toBe(87);
});
