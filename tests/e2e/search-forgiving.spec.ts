import { expect, open, test } from './fixtures';

for (const lang of ['en', 'pa'] as const) {
  test(`${lang}: Punjabi typed in Latin letters finds the Gurmukhi item`, async ({ page }) => {
    await open(page, '/search', lang);
    const input = page.getByRole('searchbox').last();
    await input.fill('kisaan');
    await expect(page).toHaveURL(/\/search\/kisaan$/);
    await expect(page.locator('.search-hit__title').first()).toContainText('ਕਿਸਾਨ'.normalize('NFC'));
    await expect(page.locator('.search-page__corrected')).toHaveCount(0);
  });

  test(`${lang}: a misspelt English word shows the corrected query's results and says so`, async ({ page }) => {
    await open(page, '/search/vancuver', lang);
    const note = lang === 'en' ? 'Showing results for "vancouver"' : '"vancouver" ਲਈ ਨਤੀਜੇ ਦਿਖਾਏ ਜਾ ਰਹੇ ਹਨ';
    await expect(page.getByText(note.normalize('NFC'))).toBeVisible();
    await expect(page.locator('.search-hit').first()).toBeVisible();
  });
}

test('the second page of results is the second page of the answer', async ({ page }) => {
  await open(page, '/search/surrey');
  const first = await page.locator('.search-hit__title').first().textContent();
  await open(page, '/search/surrey/2');
  await expect(page.locator('.search-hit').first()).toBeVisible();
  expect(await page.locator('.search-hit__title').first().textContent()).not.toBe(first);
});
