/**
 * The dialog primitive as a visitor meets it, in the share dialog and the video modals: focus
 * moves in, Tab and Shift+Tab wrap inside, the page behind does not scroll, Escape (or the
 * overlay) closes, and focus goes back to the control that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, open, playFirstVideo, test, wheelSettled } from './fixtures';

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls with the wheel over the left edge (the overlay while a dialog is open); resolves to the
 * position once the page has dealt with the wheel (fixtures.ts).
 */
async function wheel(page: Page, dy: number) {
  await page.mouse.move(4, 400);
  return wheelSettled(page, dy);
}

/**
 * Waits until the player's iframe has loaded its page (offline here: the browser's error page).
 * Focus inside a frame that is still loading is lost when its page arrives, which is the frame's
 * doing, not the dialog's.
 */
async function playerLoaded(dialog: Locator) {
  const frame = await (await dialog.locator('iframe').elementHandle())?.contentFrame();
  await frame?.waitForLoadState('load');
}

/** Presses `key` `times` times, checking after each press that focus stayed in `dialog`. */
async function pressInside(page: Page, dialog: Locator, key: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `${key} #${i + 1} keeps focus in the dialog`).toBe(true);
  }
}

test('the share dialog keeps focus and scroll, closes on Escape and hands focus back', async ({ page, request }) => {
  const latest = await (await request.get('/api/news/latest?page=1')).json();
  await open(page, `/news/post/${latest.data[0].slug}`);
  const opener = page.getByRole('button', { name: 'Copy link' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Share this Link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();

  // Its controls, in order: close, the address, Copy. From Copy, Tab wraps to close and back.
  const close = dialog.getByRole('button', { name: 'Close' });
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();
  await pressInside(page, dialog, 'Tab', 4);
  await pressInside(page, dialog, 'Shift+Tab', 4);

  const before = await scrollY(page);
  expect(await wheel(page, 800)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await scrollY(page)).toBe(before);
  expect(await wheel(page, 400)).toBeGreaterThan(before);

  // The overlay closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 400);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the preview and the video modal keep focus and scroll, close on Escape and hand focus back', async ({ page }) => {
  await open(page, '/originals');
  const opener = page
    .locator('main')
    .getByRole('button', { name: /watch|play/i })
    .first();
  await opener.click();
  const preview = page.getByRole('dialog');
  await expect(preview).toBeVisible();
  expect(await focusInside(preview)).toBe(true);
  const close = preview.getByRole('button', { name: 'Close preview' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(preview.getByRole('button', { name: 'PLAY', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  const before = await scrollY(page);
  expect(await wheel(page, 800)).toBe(before);

  // PLAY swaps the preview for the video modal, which now holds focus and the scroll lock.
  await preview.getByRole('button', { name: 'PLAY', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toHaveCount(1);
  await expect(modal.getByRole('button', { name: 'Close video' })).toBeFocused();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await playerLoaded(modal);
  await pressInside(page, modal, 'Shift+Tab', 3);
  expect(await wheel(page, 800)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await wheel(page, 400)).toBeGreaterThan(before);
});

test('a video card on a channel page plays in the same dialog', async ({ page }) => {
  const opener = await playFirstVideo(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  // Its controls: close, then the player's iframe; Tab out of the iframe comes back to close.
  await playerLoaded(dialog);
  await pressInside(page, dialog, 'Tab', 3);
  await pressInside(page, dialog, 'Shift+Tab', 3);
  // A key pressed inside the player's iframe belongs to the player: Escape from the page.
  await dialog.getByRole('button', { name: 'Close video' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
