import { clickPage2, expect, open, test } from './fixtures';
import { localizedPath } from '../../shared/routing/lang-path';

/** The left and top edges of each tile of the hosts grid. */
const tileBoxes = (page: import('@playwright/test').Page) =>
  page.locator('.hosts-grid__item').evaluateAll((items) =>
    items.map((li) => {
      const r = li.getBoundingClientRect();
      return { x: Math.round(r.left), y: Math.round(r.top) };
    }),
  );

for (const lang of ['en', 'pa'] as const) {
  const heading = lang === 'en' ? 'Hosts' : 'ਹੋਸਟ';

  test(`${lang}: the hosts grid is three per row on wide screens and one on phones, and pages on`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/hosts', lang);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const wide = await tileBoxes(page);
    expect(wide.length).toBeGreaterThan(3);
    expect(new Set(wide.slice(0, 3).map((b) => b.y)).size).toBe(1);
    expect(new Set(wide.slice(0, 3).map((b) => b.x)).size).toBe(3);
    expect(wide[3]?.y).toBeGreaterThan(wide[0]?.y ?? 0);
    expect(wide[3]?.x).toBe(wide[0]?.x);
    // Photos keep their own shape: nothing crops them.
    const fit = await page
      .locator('.host-tile__photo')
      .first()
      .evaluate((img) => getComputedStyle(img).objectFit);
    expect(fit).toBe('fill');

    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await tileBoxes(page);
    expect(new Set(narrow.map((b) => b.x)).size).toBe(1);
    expect(narrow[1]?.y).toBeGreaterThan(narrow[0]?.y ?? 0);

    await clickPage2(page, lang);
    await expect(page).toHaveURL(/\/hosts\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.hosts-grid__item').first()).toBeVisible();
  });

  test(`${lang}: a host page shows the bio, named social links and the host's shows, which lead there and back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/hosts', lang);
    const tile = page.locator('.host-tile').first();
    const name = (await tile.locator('.host-tile__name').textContent()) ?? '';
    await tile.click();
    await expect(page).toHaveURL(/\/hosts\/view\/[\w-]+$/);
    const hostUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.]/g, '\\.')));
    await expect(page.locator('.host__bio')).not.toBeEmpty();
    await expect(
      page.getByRole('link', { name: lang === 'en' ? 'Back to hosts' : 'ਹੋਸਟਾਂ ’ਤੇ ਵਾਪਸ ਜਾਓ' }),
    ).toHaveAttribute('href', localizedPath('/hosts', lang));

    const social = page.locator('.host-social__link');
    await expect(social.first()).toBeVisible();
    for (const link of await social.all()) {
      await expect(link).toHaveAccessibleName(
        /^(Facebook|Instagram|X \(Twitter\)|YouTube|TikTok|LinkedIn|WhatsApp) \(/,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await expect(
      page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Host of' : 'ਇਨ੍ਹਾਂ ਸ਼ੋਆਂ ਦੇ ਹੋਸਟ' }),
    ).toBeVisible();
    const show = page.locator('.host-show').first();
    const showTitle = (await show.locator('.host-show__title').textContent()) ?? '';
    await expect(show.locator('.host-show__time')).toHaveText(
      lang === 'en' ? /[AP]M/ : /ਸਵੇਰ|ਸ਼ਾਮ|ਦੁਪਹਿਰ|ਰਾਤ|ਪੂ\.ਦੁ\.|ਬਾ\.ਦੁ\./,
    );
    await show.click();
    await expect(page).toHaveURL(/\/shows\/view\/[\w-]+\/1$/);
    // The show page (still the plain page) carries the show's name; back returns to the host.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(showTitle.replace(/…$/, ''));
    await page.goBack();
    await expect(page).toHaveURL(hostUrl);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('an unknown host answers with the not-found page', async ({ page }) => {
  const res = await open(page, '/hosts/view/no-such-host');
  expect(res?.status()).toBe(404);
});

test('a host page tells search engines who the host is', async ({ page }) => {
  await open(page, '/hosts/view/arjun-mehta');
  // The host's Person, then the page's breadcrumb trail.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Person', name: 'Arjun Mehta' });
  expect(ld.sameAs.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Arjun/);
});
