import { expect, open, test } from './fixtures';

test('searching from the header lists results that lead to the content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await page.locator('.header__bar').getByRole('button', { name: 'Open search' }).click();
  // Focused, the field becomes a combobox (its suggestions load on the first focus: issue 15).
  await page.locator('.header__bar').getByRole('combobox', { name: 'Search' }).fill('kabaddi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/kabaddi$/);
  await expect(page.getByText(/^\d+ result\(s\) found\.$/)).toBeVisible();
  const first = page.locator('.search-hit a').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/]/g, '\\/')}$`));
});

test('typing on the search page searches after a pause, in Punjabi too, and says when nothing matches', async ({
  page,
}) => {
  await open(page, '/search', 'pa');
  const input = page.getByRole('searchbox').last();
  await expect(input).toBeFocused();
  await input.fill('ਕਬੱਡੀ');
  await expect(page).toHaveURL(/\/pa\/search\/%E0%A8/);
  await expect(page.locator('.search-hit').first()).toBeVisible();
  await input.fill('zzqqxx');
  await expect(page.getByText('ਮਾਫ਼ ਕਰਨਾ, "zzqqxx" ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਨਤੀਜਾ ਨਹੀਂ ਮਿਲਿਆ'.normalize('NFC'))).toBeVisible();
});
