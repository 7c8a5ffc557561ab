/**
 * The contact form and the footer subscriptions, with and without JavaScript, in both languages
 * (issue 10). Storage itself is asserted in the worker tests (tests/worker/form-posts.test.ts);
 * here the worker's answer and what the visitor sees.
 */
import type { Browser, Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, open, test } from './fixtures';

const person = {
  firstName: 'Harpreet',
  lastName: 'Gill',
  subject: 'A wrong date',
  message: 'The second paragraph says 2024.',
};

/** The expected console notes of a refused form: Chromium logs every 4xx answer. */
function allowRefusals(problems: string[]) {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (/status of (400|422)/.test(problems[i] ?? '')) problems.splice(i, 1);
  }
}

async function fill(page: Page, lang: 'en' | 'pa', email: string) {
  await page.getByLabel(t(lang, 'contact.firstName')).fill(person.firstName);
  await page.getByLabel(t(lang, 'contact.lastName')).fill(person.lastName);
  await page.getByLabel(t(lang, 'contact.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lang, 'contact.subject')).fill(person.subject);
  await page.getByLabel(t(lang, 'contact.messageReport')).fill(person.message);
}

/** A page whose browser runs no script, with the language cookie. */
async function noScriptPage(browser: Browser, lang: 'en' | 'pa') {
  const base = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  return { context, page: await context.newPage() };
}

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: a bad email shows its error beside the field and keeps what was typed; a good one is sent`, async ({
    page,
    problems,
  }) => {
    await open(page, '/contact/news-report', lang);
    await expect(page.getByLabel(t(lang, 'contact.messageReport'))).toBeVisible();
    await fill(page, lang, 'harpreet@');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
    await page.getByRole('button', { name: t(lang, 'contact.send') }).click();
    expect((await refused).status()).toBe(400);
    const email = page.getByLabel(t(lang, 'contact.email'), { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t(lang, 'form.email.invalid'));
    await expect(email).toHaveValue('harpreet@');
    await expect(page.getByLabel(t(lang, 'contact.firstName'))).toHaveValue(person.firstName);
    await expect(page.getByRole('alert').filter({ hasText: t(lang, 'contact.failed') })).toBeVisible();

    // Editing the field clears its error.
    await email.fill('harpreet@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
    await page.getByRole('button', { name: t(lang, 'contact.send') }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(answer.request().postData()).toContain('news-report');
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'contact.sent') })).toBeVisible();
    await expect(page.getByLabel(t(lang, 'contact.firstName'))).toHaveValue('');
    // A click anywhere closes the alert.
    await page.locator('h1').click();
    await expect(page.locator('.alert')).toHaveCount(0);
    allowRefusals(problems);
  });

  test(`${lang}: without JavaScript the form posts to the page, which shows the errors, then the success`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, lang);
    await page.goto('/contact/news-report');
    await fill(page, lang, 'harpreet@');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: t(lang, 'contact.send') }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const email = page.getByLabel(t(lang, 'contact.email'), { exact: true });
    await expect(email).toHaveValue('harpreet@');
    await expect(email).toHaveAccessibleDescription(t(lang, 'form.email.invalid'));
    await expect(page.getByLabel(t(lang, 'contact.messageReport'))).toHaveValue(person.message);

    await email.fill('harpreet@example.com');
    await page.getByRole('button', { name: t(lang, 'contact.send') }).click();
    await expect(page).toHaveURL(/\/contact\/news-report$/);
    await expect(page.getByText(t(lang, 'contact.sent'))).toBeVisible();
    await expect(page.getByLabel(t(lang, 'contact.firstName'))).toHaveValue('');
    await context.close();
  });

  test(`${lang}: the footer subscriptions succeed and their alert stays above the radio bar at 375 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/hosts', lang);
    for (const [channel, value] of [
      ['email', `footer-${lang}-${Date.now()}@example.org`],
      ['phone', '+1 604 555 0142'],
    ] as const) {
      const form = page.locator(`form[data-subscribe="${channel}"]`);
      await form.getByRole('textbox').fill(value);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
      expect((await answer).status()).toBe(200);
      const alert = page.locator('.alert');
      await expect(alert).toContainText(t(lang, 'footer.subscribed'));
      await expect(form.getByRole('textbox')).toHaveValue('');
      const dock = await page.locator('.players__dock').boundingBox();
      const box = await alert.boundingBox();
      expect(dock && box).toBeTruthy();
      if (dock && box) {
        expect(boxesOverlap(box, dock)).toBe(false);
        expect(box.y + box.height).toBeLessThanOrEqual(dock.y);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await page.keyboard.press('Escape');
      await expect(alert).toHaveCount(0);
    }
  });

  test(`${lang}: without JavaScript a footer subscription comes back to the page with its outcome`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, lang);
    await page.goto('/hosts');
    const form = page.locator('form[data-subscribe="phone"]');
    await form.getByRole('textbox').fill('call me');
    await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
    await expect(page).toHaveURL(/\/hosts$/);
    await expect(form.getByRole('textbox')).toHaveValue('call me');
    await expect(form.getByText(t(lang, 'form.phone.invalid'))).toBeVisible();
    await form.getByRole('textbox').fill('+1 604 555 0143');
    await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
    await expect(page.getByText(t(lang, 'footer.subscribed'))).toBeVisible();
    await context.close();
  });
}

test('REPORT AN ERROR names the article on the contact form', async ({ page }) => {
  await open(page, '/news/bc');
  const href = await page.locator('main a[href^="/news/post/"]').first().getAttribute('href');
  await open(page, href!);
  await page.locator('.article-byline__report').click();
  await expect(page).toHaveURL(/\/contact\/news-report\?about=/);
  await expect(page.getByText(t('en', 'contact.about', { path: href! }))).toBeVisible();
  await expect(page.getByLabel(t('en', 'contact.messageReport'))).toBeVisible();
});

test('the side card links the phone and email', async ({ page }) => {
  await open(page, '/contact');
  await expect(page.getByRole('link', { name: '+1 604-555-0915' })).toHaveAttribute('href', 'tel:+16045550915');
  await expect(page.getByRole('link', { name: 'info@915radio.example' })).toHaveAttribute(
    'href',
    'mailto:info@915radio.example',
  );
  await expect(page.getByLabel(t('en', 'contact.message'), { exact: true })).toBeVisible();
});
