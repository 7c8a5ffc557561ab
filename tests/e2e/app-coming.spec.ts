/**
 * Issue 24, item 4: the App Store badge (no store link in the demo's settings) is a link. Without
 * JavaScript it leads to the app-coming page, a real page in the page's language with its title,
 * description and a newsletter form that works; with JavaScript a plain click opens the app-store
 * modal on the page instead.
 */
import type { Browser } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { localizedPath } from '../../shared/routing/lang-path';
import { expect, open, test } from './fixtures';

async function noScriptPage(browser: Browser, lang: 'en' | 'pa') {
  const base = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  return { context, page: await context.newPage() };
}

for (const lang of ['en', 'pa'] as const) {
  const coming = localizedPath('/apps/coming', lang);

  test(`${lang}: without JavaScript the App Store badge leads to the page that says the apps are coming`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, lang);
    await page.goto(localizedPath('/', lang));
    const badge = page.locator('footer').getByRole('link', { name: t(lang, 'footer.appStore') });
    await expect(badge).toHaveAttribute('href', coming);
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`${coming}$`));
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'appComing.title') })).toBeVisible();
    await expect(page.getByText(t(lang, 'notify.textBefore'))).toBeVisible();
    expect(await page.title()).toContain(t(lang, 'appComing.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t(lang, 'notify.textBefore'));
    // The store that has the app is one press away; the one that has not is not offered here.
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: t(lang, 'footer.googlePlay') })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await expect(main.getByRole('link', { name: t(lang, 'footer.appStore') })).toHaveCount(0);

    // Leaving an address works without a script and comes back here with the outcome.
    const form = main.locator('form[data-subscribe="email"]');
    await expect(form.getByRole('heading', { name: t(lang, 'appComing.formTitle') })).toBeVisible();
    await form.getByRole('textbox').fill('apps-please@example.com');
    await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
    await expect(page).toHaveURL(new RegExp(`${coming}$`));
    await expect(page.getByText(t(lang, 'footer.subscribed'))).toBeVisible();
    await context.close();
  });

  test(`${lang}: with JavaScript a plain click on the badge opens the app-store modal and stays on the page`, async ({
    page,
  }) => {
    await open(page, '/events', lang);
    const url = page.url();
    await page
      .locator('footer')
      .getByRole('link', { name: t(lang, 'footer.appStore') })
      .click();
    await expect(page.locator('#app-store-modal')).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test(`${lang}: with JavaScript the app-coming page hydrates cleanly and its form subscribes in place`, async ({
    page,
  }) => {
    await open(page, '/apps/coming', lang);
    const form = page.locator('main form[data-subscribe="email"]');
    await form.getByRole('textbox').fill('apps-soon@example.com');
    await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
    await expect(page.locator('.alert')).toContainText(t(lang, 'footer.subscribed'));
    await expect(form.getByRole('textbox')).toHaveValue('');
    expect(page.url()).toMatch(new RegExp(`${coming}$`));
  });
}
