import { MISSING_PATHS, PAGE_PATHS } from '../fixtures/page-paths';
import { expect, open, test } from './fixtures';

for (const lang of ['en', 'pa'] as const) {
  test(`every route answers in ${lang}, without console errors`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PAGE_PATHS) {
      const res = await open(page, path, lang);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pa' ? 'pa' : 'en-CA');
    }
    for (const path of MISSING_PATHS) {
      const res = await open(page, path, lang);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole('link', { name: lang === 'pa' ? 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਵਾਪਸ ਜਾਓ' : 'Back to home' }),
      ).toBeVisible();
    }
  });
}

test('the home page shows every section', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Latest News', 'Entertainment', 'Upcoming Events', 'Recently Aired', 'Our Shows', 'Careers']) {
    await expect(page.getByRole('heading', { name, exact: true }).first(), name).toBeVisible();
  }
  const links: [string, string][] = [
    ['All News', '/news'],
    ['All Entertainment', '/entertainment'],
    ['All Connect Originals', '/originals'],
    ['Show all', '/events'],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name, exact: true }).first(), name).toHaveAttribute('href', href);
  }
  await expect(page.locator('text=/started at \\d+\\$/').first()).toBeVisible();
});

test('the language toggle moves to the other language address without a reload, and back works', async ({
  page,
  context,
}) => {
  await open(page, '/news');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  const toPa = page.locator('.header__bar').getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' });
  await expect(toPa).toHaveAttribute('href', '/pa/news?lang=pa');
  await toPa.click();
  await expect(page).toHaveURL(/\/pa\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  await expect(page).toHaveTitle('ਰੇਡੀਓ 91.5 | ਖ਼ਬਰਾਂ'.normalize('NFC'));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('pa');
  // Links on the Punjabi page keep the language, and the client router follows them.
  await page
    .locator('.header__menu')
    .getByRole('link', { name: 'ਮਨੋਰੰਜਨ'.normalize('NFC'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/pa\/entertainment$/);
  await expect(page).toHaveTitle('ਰੇਡੀਓ 91.5 | ਮਨੋਰੰਜਨ'.normalize('NFC'));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // Back through history: each address brings its own language.
  await page.goBack();
  await expect(page).toHaveURL(/\/pa\/news$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page).toHaveTitle('Radio 91.5 | News');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // The Punjabi address survives a reload; the toggle comes back to the English one.
  await page.goto('/pa/news', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  await page.locator('.header__bar').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle('Radio 91.5 | News');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('without JavaScript the toggle stores the choice and lands on the other language address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/events');
  await page.locator('.header__bar').getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' }).click();
  await expect(page).toHaveURL(/\/pa\/events$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  // The choice is remembered: a plain address now leads to the Punjabi one.
  await page.goto('/shows');
  await expect(page).toHaveURL(/\/pa\/shows$/);
  await page.locator('.header__bar').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/shows$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await context.close();
});

test('without JavaScript the search page form finds results at the Punjabi search address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pa/search');
  await page.locator('#search-page-input').fill('kisan');
  await page.locator('#search-page-input').press('Enter');
  await expect(page).toHaveURL(/\/pa\/search\/kisan$/);
  await expect(page.locator('main')).toContainText('ਨਤੀਜੇ ਮਿਲੇ');
  await context.close();
});

test('client navigation keeps the same document, scrolls to the top, and back works', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
    window.scrollTo(0, 1200);
  });
  await page.locator('.header__menu').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle('Radio 91.5 | News');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.locator('main a[href^="/news/post/"]').first().click();
  await expect(page).toHaveURL(/\/news\/post\//);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle('Radio 91.5 | News');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('the condensed header appears once the page is scrolled past 350px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  const sticky = page.locator('.header__sticky');
  await expect(sticky).not.toHaveClass(/is-shown/);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(sticky).not.toHaveClass(/is-shown/);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(sticky).toHaveClass(/is-shown/);
});

test('the search field goes to /search/{text} and ignores a blank term', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await page.locator('.header__bar').getByRole('button', { name: 'Open search' }).click();
  // Focused, the field becomes a combobox (its suggestions load on the first focus: issue 15).
  const input = page.locator('.header__bar').getByRole('combobox', { name: 'Search' });
  await expect(input).toBeFocused();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await page.locator('.header__bar').getByRole('button', { name: 'Open search' }).click();
  await input.fill('kabaddi cup');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\/kabaddi%20cup$/);
});

test('the mobile drawer holds search, Home and the menu, and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/events');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('searchbox')).toBeVisible();
  await drawer.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
