/**
 * Gurmukhi's look-alike spellings find the same things (shared/search/fold.ts): ਉ typed as ੳ + ੁ,
 * ਆ as ਅ + ਾ, ਸ਼ as ਸ + ਼ look the same on screen but are different text, and a reader's keyboard
 * may give either. The words are from the demo's Punjabi news titles.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/** The titles of the results the site's search shows for `query`, typed into its search box. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await open(page, '/search', 'pa');
  const input = page.getByRole('searchbox').last();
  await input.fill(query);
  await expect(page).toHaveURL(/\/search\/[^/]+$/);
  const titles = page.locator('.search-hit__title');
  await expect(titles.first()).toBeVisible();
  return titles.allTextContents();
}

const CASES: [string, string, string][] = [
  ['ਉ as ੳ + ੁ', 'ਉਡੀਕ', '\u0A73\u0A41ਡੀਕ'],
  ['ਆ as ਅ + ਾ', 'ਆਮਦ', '\u0A05\u0A3Eਮਦ'],
  // The one code point ਸ਼ (U+0A36) and ਸ + ਼ typed apart.
  ['ਸ਼ as ਸ + ਼', '\u0A36ਿਕਾਇਤਾਂ', '\u0A38\u0A3Cਿਕਾਇਤਾਂ'],
];

for (const [name, standard, lookAlike] of CASES) {
  test(`${name}: the look-alike spelling finds what the standard one does`, async ({ page }) => {
    expect(lookAlike).not.toBe(standard);
    const expected = await resultsFor(page, standard);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.join(' ')).toContain(standard.normalize('NFC'));
    expect(await resultsFor(page, lookAlike)).toEqual(expected);
  });
}
