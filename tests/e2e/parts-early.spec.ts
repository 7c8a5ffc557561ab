/**
 * Issue 29: parts of the page hydrate from their own chunks after it (client/app/island.tsx), and
 * what a visitor does before a part's chunk is in must not be lost. The contact form
 * (client/pages/contact/form-island.ts) and the footer's newsletter form: the fields keep what was
 * typed when the form hydrates, and sending then sends it (React keeps the value but calls no
 * onChange; the form's store adopts it: client/forms/use-form.ts). The header: a tap on the menu
 * button opens the drawer once the header's code is in. Each chunk is held back here until the
 * visitor has acted, as a slow phone would hold it.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { localizedPath } from '../../shared/routing/lang-path';
import { t } from '../../shared/i18n/translate';
import { expect, hydrated, open, test } from './fixtures';

type Manifest = Record<string, { file: string; name?: string }>;
const manifest = (): Manifest => JSON.parse(readFileSync('public/build/manifest.json', 'utf8')) as Manifest;

/** The built file of a source's chunk, from the build's manifest. */
function chunkOf(source: string): string {
  const entry = manifest()[source];
  if (!entry) throw new Error(`no chunk for ${source} in public/build/manifest.json`);
  return entry.file;
}

/** The one chunk of the shell's parts: the header, footer, players… (scripts/vite/shell-parts.ts). */
function shellPartsChunk(): string {
  const entry = Object.values(manifest()).find((chunk) => chunk.name === 'shell-parts');
  if (!entry) throw new Error('no shell-parts chunk in public/build/manifest.json');
  return entry.file;
}
const formChunk = () => chunkOf('client/pages/contact/ContactForm.tsx');

/** Holds the page's requests for `file` until the returned function is called. */
async function hold(page: Page, file: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/build/${file}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` in `lang` without waiting for the network to go quiet, which a held chunk never lets it. */
async function openEarly(page: Page, path: string, lang: 'en' | 'pa') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }]);
  await page.goto(localizedPath(path, lang));
}

/** True once React has hydrated the element (it keeps its fiber on the node under this prefix). */
const isHydrated = (el: Locator) =>
  el.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

/** The page has hydrated, its shell's parts aside (the fixtures' `hydrated` waits for the footer, one of them). */
const pageHydrated = (page: Page) => expect.poll(() => isHydrated(page.locator('main#content'))).toBe(true);

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: what is typed before the form's code arrives is kept and sent`, async ({ page }) => {
    const release = await hold(page, formChunk());
    await openEarly(page, '/contact', lang);
    await hydrated(page);
    const form = page.locator('form.contact-form');
    expect(await isHydrated(form)).toBe(false);

    await page.getByLabel(t(lang, 'contact.firstName')).fill('Harpreet');
    await page.getByLabel(t(lang, 'contact.lastName')).fill('Gill');
    await page.getByLabel(t(lang, 'contact.email'), { exact: true }).fill('harpreet@example.com');
    await page.getByLabel(t(lang, 'contact.subject')).fill('Early');
    await page
      .getByRole('textbox', { name: t(lang, 'contact.message') })
      .fill('Typed while the page was still loading.');

    release();
    await expect.poll(() => isHydrated(form)).toBe(true);
    await expect(page.getByLabel(t(lang, 'contact.firstName'))).toHaveValue('Harpreet');
    await expect(page.getByRole('textbox', { name: t(lang, 'contact.message') })).toHaveValue(
      'Typed while the page was still loading.',
    );

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-form'));
    await page.getByRole('button', { name: t(lang, 'contact.send') }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const posted = answer.request().postData() ?? '';
    expect(posted).toContain('Harpreet');
    expect(posted).toContain('harpreet@example.com');
    expect(posted).toContain('Typed while the page was still loading.');
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'contact.sent') })).toBeVisible();
  });

  test(`${lang}: an email typed into the footer before the footer's code arrives is kept and subscribed`, async ({
    page,
  }) => {
    const release = await hold(page, shellPartsChunk());
    await openEarly(page, '/hosts', lang);
    // The page hydrates; the footer waits for its held chunk.
    await pageHydrated(page);
    const form = page.locator('form[data-subscribe="email"]');
    expect(await isHydrated(form)).toBe(false);
    const email = `early-${lang}-${Date.now()}@example.org`;
    await form.getByRole('textbox').fill(email);

    release();
    await expect.poll(() => isHydrated(form)).toBe(true);
    await expect(form.getByRole('textbox')).toHaveValue(email);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: t(lang, 'footer.subscribe') }).click();
    expect((await answer).status()).toBe(200);
    expect((await answer).request().postData()).toContain(email);
    await expect(page.locator('.alert')).toContainText(t(lang, 'footer.subscribed'));
  });
}

test('the contact page downloads the form chunk only after its first paint, and open still finds it ready', async ({
  page,
}) => {
  await open(page, '/contact');
  expect(await isHydrated(page.locator('form.contact-form'))).toBe(true);
  const html = await (await page.request.get('/contact')).text();
  // Not among the page's first scripts or module preloads: the island asks for it after hydration.
  expect(html).not.toContain(formChunk());
});

test("375 px: a tap on the menu button before the header's code arrives opens the drawer once it is in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await hold(page, shellPartsChunk());
  await openEarly(page, '/events', 'en');
  await pageHydrated(page);
  const opener = page.getByRole('button', { name: t('en', 'nav.openMenu') });
  expect(await isHydrated(opener)).toBe(false);
  await opener.click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
});

test("a press on the radio bar's 91.5 FM before the players' code arrives starts the radio once it is in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await hold(page, shellPartsChunk());
  await openEarly(page, '/events', 'en');
  await pageHydrated(page);
  const fm = page.getByRole('region', { name: 'Live radio' }).getByRole('button', { name: /91\.5 FM/ });
  expect(await isHydrated(fm)).toBe(false);
  await fm.click();
  release();
  await expect(fm).toHaveAttribute('aria-pressed', 'true');
});

test("375 px: a tap on the menu button before the app's script arrives opens the drawer once it is in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The page's starter (public/paint-boot.js) asks for the app after the first paint; held here.
  const release = await hold(page, chunkOf('client/entry.tsx'));
  await openEarly(page, '/events', 'en');
  const opener = page.getByRole('button', { name: t('en', 'nav.openMenu') });
  await opener.click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-pressed-early]')).toHaveCount(0);
});
