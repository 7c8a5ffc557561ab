/**
 * The newsletter popup and the app-store modal as a visitor meets them (spec document 1 §4,
 * document 2 §4), in both languages. The page's clock is Playwright's, so "ten seconds after load"
 * is a fast-forward, not a wait.
 */
import type { Page, Request } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, hydrated, open, test } from './fixtures';

const KEY = 'showSubscribePopup';
const saved = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, KEY);

/**
 * Opens the home page on a fake clock and waits until the popup's ten seconds are running: they
 * start in an effect of the hydrating commit, the one that writes the footer's year.
 */
async function load(page: Page, lang: 'en' | 'pa') {
  await page.clock.install();
  await open(page, '/', lang);
  await hydrated(page);
}

async function reload(page: Page) {
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
}

const popup = (page: Page, lang: 'en' | 'pa', title = t(lang, 'notify.titleBefore')) =>
  page.getByRole('dialog', { name: title });

/**
 * Lets the fake clock run a little and says whether the popup is open. React reveals a lazily
 * loaded component on a short timer of its own, which a fake clock only fires when it moves.
 */
async function popupOpen(page: Page) {
  await page.clock.runFor(300);
  return page.locator('#newsletter-popup[open]').count();
}

/**
 * Lets the page finish what the clock set off, twice over: React's queued work (a message-channel
 * round trip runs after it), every request under way (the popup's code would be one), and then
 * React's short reveal timer. A popup the rules let through is open by then.
 */
async function settle(page: Page, underWay: Set<Request>) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await expect.poll(() => underWay.size).toBe(0);
    await page.clock.runFor(300);
  }
}

/** Ten seconds (or `ms`) pass; the popup appears (or, with `shown` false, does not). */
async function tenSeconds(page: Page, lang: 'en' | 'pa', shown = true, ms = 10_500) {
  const underWay = new Set<Request>();
  const start = (r: Request) => underWay.add(r);
  const end = (r: Request) => underWay.delete(r);
  page.on('request', start).on('requestfinished', end).on('requestfailed', end);
  await page.clock.fastForward(ms);
  if (shown) {
    await expect.poll(() => popupOpen(page)).toBe(1);
    await expect(popup(page, lang)).toBeVisible();
  } else {
    await settle(page, underWay);
    expect(await page.locator('#newsletter-popup[open]').count()).toBe(0);
  }
  page.off('request', start).off('requestfinished', end).off('requestfailed', end);
}

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: the popup appears after ten seconds, each close counts, and five closes end it`, async ({ page }) => {
    // Six page loads on a busy machine: more than the default 30 s.
    test.setTimeout(120_000);
    await load(page, lang);
    await page.clock.fastForward(7_000);
    expect(await popupOpen(page)).toBe(0);
    await tenSeconds(page, lang, true, 3_500);
    const dialog = popup(page, lang);
    await expect(dialog.getByText(t(lang, 'notify.textBefore'))).toBeVisible();
    await expect(dialog.getByPlaceholder(t(lang, 'notify.placeholder'))).toBeVisible();
    // It opened unasked: focus is on its title, inside the dialog.
    await expect(dialog.getByRole('heading', { name: t(lang, 'notify.titleBefore') })).toBeFocused();

    // 1: 'NO THANKS'.
    await dialog.getByRole('button', { name: t(lang, 'notify.noThanks') }).click();
    await expect(dialog).toBeHidden();
    expect(await saved(page)).toEqual({ subscribed: false, timesToShow: 1 });

    // 2: the overlay.
    await reload(page);
    await tenSeconds(page, lang);
    await page.mouse.click(5, 5);
    await expect(popup(page, lang)).toBeHidden();
    expect(await saved(page)).toEqual({ subscribed: false, timesToShow: 2 });

    // 3: Escape.
    await reload(page);
    await tenSeconds(page, lang);
    await page.keyboard.press('Escape');
    await expect(popup(page, lang)).toBeHidden();
    expect(await saved(page)).toEqual({ subscribed: false, timesToShow: 3 });

    // 4 and 5.
    for (const times of [4, 5]) {
      await reload(page);
      await tenSeconds(page, lang);
      await popup(page, lang)
        .getByRole('button', { name: t(lang, 'notify.noThanks') })
        .click();
      expect(await saved(page)).toEqual({ subscribed: false, timesToShow: times });
    }

    // Closed five times: never again.
    await reload(page);
    await tenSeconds(page, lang, false);
  });

  test(`${lang}: subscribing from the popup thanks the reader and ends the popup`, async ({ page }) => {
    await load(page, lang);
    await tenSeconds(page, lang);
    const dialog = popup(page, lang);
    // Confirming empty flags the field through its placeholder.
    await dialog.getByRole('button', { name: t(lang, 'notify.confirm'), exact: true }).click();
    await expect(dialog.getByPlaceholder(t(lang, 'notify.fieldEmpty'))).toBeVisible();

    await dialog.getByLabel(t(lang, 'notify.emailLabel')).fill(`popup-${lang}-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: t(lang, 'notify.confirm'), exact: true }).click();
    const thanks = popup(page, lang, t(lang, 'notify.titleAfter'));
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText(t(lang, 'notify.textAfter'))).toBeVisible();
    await expect(thanks.getByRole('button', { name: t(lang, 'notify.confirmed') })).toBeDisabled();
    expect(await saved(page)).toEqual({ subscribed: true, timesToShow: 0 });

    // Closing after subscribing does not count; the popup is not shown again.
    await thanks.getByRole('button', { name: t(lang, 'notify.close') }).click();
    await expect(thanks).toBeHidden();
    expect(await saved(page)).toEqual({ subscribed: true, timesToShow: 0 });
    await reload(page);
    await tenSeconds(page, lang, false);
  });

  test(`${lang}: corrupt or unavailable storage does not break the page`, async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"subscribed": "maybe", timesToShow'), KEY);
    await load(page, lang);
    await tenSeconds(page, lang);
    await popup(page, lang)
      .getByRole('button', { name: t(lang, 'notify.noThanks') })
      .click();
    expect(await saved(page)).toEqual({ subscribed: false, timesToShow: 1 });

    // Storage that throws on every touch (blocked by the browser's settings).
    const blocked = await page.context().newPage();
    blocked.on('pageerror', (e) => expect(String(e)).toBe('no page errors'));
    blocked.on('console', (m) => expect(m.type() === 'error' ? m.text() : '').toBe(''));
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await blocked.clock.install();
    await blocked.goto('/', { waitUntil: 'networkidle' });
    await hydrated(blocked);
    await blocked.clock.fastForward(10_500);
    await expect.poll(() => popupOpen(blocked)).toBe(1);
    const dialog = popup(blocked, lang);
    await dialog.getByRole('button', { name: t(lang, 'notify.noThanks') }).click();
    await expect(dialog).toBeHidden();
    await blocked.close();
  });

  test(`${lang}: a store badge without a link opens the app-store modal, which resets when closed`, async ({
    page,
  }) => {
    await open(page, '/', lang);
    const footer = page.locator('footer');
    // Both badges show: Google Play has a link in the demo, the App Store has none.
    await expect(footer.getByRole('link', { name: t(lang, 'footer.googlePlay') })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    const badge = footer.getByRole('link', { name: t(lang, 'footer.appStore') });
    await badge.click();
    const dialog = popup(page, lang);
    await expect(dialog).toBeVisible();
    await expect(page.locator('#app-store-modal')).toBeVisible();
    const input = dialog.getByLabel(t(lang, 'notify.emailLabel'));
    await expect(input).toBeFocused();

    // Confirming empty sets the 'empty' hint.
    await dialog.getByRole('button', { name: t(lang, 'notify.confirm'), exact: true }).click();
    await expect(input).toHaveAttribute('placeholder', t(lang, 'notify.fieldEmpty'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // Closing resets: typed text and the hint are gone when it opens again; focus went back to the badge.
    await input.fill('half-typed');
    await dialog.getByRole('button', { name: t(lang, 'notify.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    await badge.click();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', t(lang, 'notify.placeholder'));

    // A non-empty address confirms; closing (Escape) resets the confirmation too.
    await input.fill(`apps-${lang}-${Date.now()}@example.com`);
    await input.press('Enter');
    const thanks = popup(page, lang, t(lang, 'notify.titleAfter'));
    await expect(thanks.getByRole('button', { name: t(lang, 'notify.confirmed') })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(thanks).toBeHidden();
    await badge.click();
    await expect(popup(page, lang)).toBeVisible();
    await expect(input).toHaveValue('');
  });
}
