/**
 * Issue 24: every form answers in the language of the page the visitor is on (its address), not
 * the `lang` cookie — a Punjabi address opened directly has no cookie, and a cookie set in another
 * tab may say the other language — with and without JavaScript; and after a failed submit focus
 * is on the first field to fix. The API's side (header, Referer, both content modes) is in
 * tests/worker/form-language.test.ts.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { t } from '../../shared/i18n/translate';
import { expect, test } from './fixtures';

type Lang = 'en' | 'pa';

const base = () => test.info().project.use.baseURL ?? '';

/** Sets the visitor's `lang` cookie (as the toggle in another tab would), or leaves none. */
const setCookie = (context: BrowserContext, lang: Lang | null) =>
  lang ? context.addCookies([{ name: 'lang', value: lang, url: base() }]) : Promise.resolve();

/** Chromium logs each refused form's 400 as a console error: expected here, every other problem is not. */
function allowRefusals(problems: string[]) {
  for (let i = problems.length - 1; i >= 0; i--) if (/status of 400/.test(problems[i] ?? '')) problems.splice(i, 1);
}

/** A browser context that runs no script, with the given cookie. */
async function noScript(browser: Browser, cookie: Lang | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base() });
  await setCookie(context, cookie);
  return { context, page: await context.newPage() };
}

const CONTACT_LABELS = [
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.subject',
  'contact.messageReport',
] as const;

/** Each required field of the report form is marked and described by the required message in `lang`. */
async function expectRequired(page: Page, lang: Lang) {
  for (const key of CONTACT_LABELS) {
    const field = page.getByLabel(t(lang, key), { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t(lang, 'form.required'));
  }
  await expect(page.locator('.field__error')).toHaveText(Array(5).fill(t(lang, 'form.required')));
}

/** Sends the contact form empty, with the script: waits for the API's refusal. */
async function sendEmpty(page: Page, lang: Lang) {
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
  await page.getByRole('button', { name: t(lang, 'contact.send') }).click();
  expect((await refused).status()).toBe(400);
}

for (const cookie of [null, 'en'] as const) {
  test(`/pa/contact/news-report (cookie ${cookie ?? 'none'}) sent empty: every message in Punjabi, focus on the first field`, async ({
    page,
    problems,
  }) => {
    await setCookie(page.context(), cookie);
    await page.goto('/pa/contact/news-report', { waitUntil: 'networkidle' });
    await sendEmpty(page, 'pa');
    await expectRequired(page, 'pa');
    await expect(page.getByRole('alert').filter({ hasText: t('pa', 'contact.failed') })).toBeVisible();
    // Focus is on the first field to fix, not lost on the body (where Tab would reach "Skip to content").
    await expect(page.getByLabel(t('pa', 'contact.firstName'))).toBeFocused();
    await expect(page.locator('.skip-link')).not.toBeFocused();
    allowRefusals(problems);
  });
}

test('an English page with a Punjabi cookie answers in English, and focus goes to the first invalid field', async ({
  page,
  problems,
}) => {
  await page.goto('/contact/news-report', { waitUntil: 'networkidle' });
  // The visitor chose Punjabi in another tab after this page loaded.
  await setCookie(page.context(), 'pa');
  await page.getByLabel(t('en', 'contact.firstName')).fill('Harpreet');
  await page.getByLabel(t('en', 'contact.email'), { exact: true }).fill('harpreet@');
  await sendEmpty(page, 'en');
  const lastName = page.getByLabel(t('en', 'contact.lastName'));
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription(t('en', 'form.required'));
  await expect(page.getByLabel(t('en', 'contact.email'), { exact: true })).toHaveAccessibleDescription(
    t('en', 'form.email.invalid'),
  );

  const form = page.locator('form[data-subscribe="email"]');
  await form.getByRole('textbox').fill('nope@');
  await form.getByRole('button', { name: t('en', 'footer.subscribe') }).click();
  await expect(form.getByRole('textbox')).toHaveAccessibleDescription(t('en', 'form.email.invalid'));
  allowRefusals(problems);
});

test('the footer forms on /pa/about answer in Punjabi whatever the cookie, and focus the field', async ({
  page,
  problems,
}) => {
  await setCookie(page.context(), 'en');
  await page.goto('/pa/about', { waitUntil: 'networkidle' });
  for (const [channel, value, key] of [
    ['email', 'nope@', 'form.email.invalid'],
    ['phone', 'call me', 'form.phone.invalid'],
  ] as const) {
    const form = page.locator(`form[data-subscribe="${channel}"]`);
    const field = form.getByRole('textbox');
    await field.fill(value);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: t('pa', 'footer.subscribe') }).click();
    expect((await refused).status()).toBe(400);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t('pa', key));
    await expect(field).toBeFocused();
  }
  // The browser's own check (an empty field) speaks the page's language too, and focuses the field.
  const email = page.locator('form[data-subscribe="email"]');
  await email.getByRole('textbox').fill('');
  await email.getByRole('button', { name: t('pa', 'footer.subscribe') }).click();
  await expect(email.getByRole('textbox')).toHaveAccessibleDescription(t('pa', 'footer.fieldEmpty'));
  await expect(email.getByRole('textbox')).toBeFocused();
  allowRefusals(problems);
});

test('the newsletter popup on a Punjabi page answers in Punjabi with an English cookie', async ({ page, problems }) => {
  await setCookie(page.context(), 'en');
  await page.clock.install();
  await page.goto('/pa', { waitUntil: 'networkidle' });
  await expect(page.locator('.footer__copyright')).toHaveText(/\d{4}/);
  await page.clock.fastForward(10_500);
  const dialog = page.getByRole('dialog', { name: t('pa', 'notify.titleBefore') });
  await expect
    .poll(async () => {
      await page.clock.runFor(300);
      return dialog.count();
    })
    .toBe(1);
  const input = dialog.getByLabel(t('pa', 'notify.emailLabel'));
  await input.fill('nope@');
  await dialog.getByRole('button', { name: t('pa', 'notify.confirm'), exact: true }).click();
  await expect(input).toHaveAccessibleDescription(t('pa', 'form.email.invalid'));
  allowRefusals(problems);
});

test.describe('without JavaScript', () => {
  test('/pa/contact/news-report with an English cookie shows every message in Punjabi', async ({ browser }) => {
    const { context, page } = await noScript(browser, 'en');
    await page.goto('/pa/contact/news-report');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: t('pa', 'contact.send') }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expectRequired(page, 'pa');
    await context.close();
  });

  test('the footer form on /pa/about with a bad email comes back in Punjabi', async ({ browser }) => {
    const { context, page } = await noScript(browser, null);
    await page.goto('/pa/about');
    const form = page.locator('form[data-subscribe="email"]');
    await form.getByRole('textbox').fill('nope@');
    await form.getByRole('button', { name: t('pa', 'footer.subscribe') }).click();
    await expect(page).toHaveURL(/\/pa\/about$/);
    await expect(form.getByRole('textbox')).toHaveAccessibleDescription(t('pa', 'form.email.invalid'));
    await context.close();
  });

  test('an English contact page posted with a Punjabi cookie answers in English', async ({ browser }) => {
    const { context, page } = await noScript(browser, null);
    await page.goto('/contact/news-report');
    await setCookie(context, 'pa');
    await page.getByRole('button', { name: t('en', 'contact.send') }).click();
    await expect(page).toHaveURL(/\/contact\/news-report$/);
    await expectRequired(page, 'en');
    await context.close();
  });
});

for (const width of [375, 1280]) {
  test(`screenshot: /pa/contact/news-report after a failed submit at ${width} px`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await page.goto('/pa/contact/news-report', { waitUntil: 'networkidle' });
    await sendEmpty(page, 'pa');
    await expect(page.getByLabel(t('pa', 'contact.firstName'))).toBeFocused();
    // The focused field is on screen, not under the sticky header or the players dock.
    const box = await page.getByLabel(t('pa', 'contact.firstName')).boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(box && header).toBeTruthy();
    if (box && header) expect(box.y).toBeGreaterThanOrEqual(Math.max(0, header.y + header.height) - 1);
    await page.screenshot({ path: test.info().outputPath(`contact-failed-${width}.png`) });
    allowRefusals(problems);
  });
}
