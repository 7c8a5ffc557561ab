/**
 * One address per page (issue 27), in the browser: the worker answers a trailing slash with a 301
 * (tests/worker/one-address.test.ts); the client router, which follows links without asking the
 * worker, lands on the same one address (shared/routing/resolve.ts findPage), without a reload.
 */
import { expect, hydrated, open, test } from './fixtures';

/** A link added to the page, followed by the client router like any of the site's own. */
async function followLink(page: import('@playwright/test').Page, href: string) {
  await page.evaluate((to) => {
    (window as unknown as { marker: number }).marker = 27;
    const a = document.createElement('a');
    a.href = to;
    a.id = 'one-address-link';
    a.textContent = 'go';
    const main = document.querySelector('main') ?? document.body;
    main.insertBefore(a, main.firstChild);
  }, href);
  await page.locator('#one-address-link').click();
}

const marker = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

for (const [from, to, lang] of [
  ['/news/?utm_source=a', /\/news\?utm_source=a$/, 'en'],
  ['/pa/news/', /\/pa\/news$/, 'pa'],
] as const)
  test(`a client-side link to ${from} lands on the address without the slash, without a reload`, async ({ page }) => {
    await open(page, lang === 'pa' ? '/pa/hosts' : '/hosts', lang);
    await hydrated(page);
    await followLink(page, from);
    await expect(page).toHaveURL(to);
    expect(await marker(page)).toBe(27);
    // The slash spelling is not left in the history: Back returns to the page the link was on.
    await page.goBack();
    await expect(page).toHaveURL(/\/hosts$/);
  });
