/**
 * Issue 15: the header search offers the top titles while typing (after the 300 ms pause), as an
 * ARIA combobox: arrows move through the options, Enter on one opens it, Escape closes the list
 * (then the field), and Enter with no option chosen still goes to the search page. Both languages.
 */
import type { Page } from '@playwright/test';
import { expect, open, test, transitionsDone } from './fixtures';

const CASES = [
  { lang: 'en', openLabel: 'Open search', label: 'Search', query: 'kabaddi', prefix: '' },
  { lang: 'pa', openLabel: 'ਖੋਜ ਖੋਲ੍ਹੋ', label: 'ਖੋਜ', query: 'ਕਬੱਡੀ', prefix: '/pa' },
] as const;

/**
 * The field is open and settled: focused, and its box done growing. The bar field's box grows
 * from width 0 (0.25 s), and for its first ~50 ms the input's text area has no width (its
 * padding takes the whole box); Chromium inserts text there without moving the caret, so
 * Gurmukhi typed at once (Playwright sends it as one text insertion per character) came out
 * reversed ('ੀਡੱਬਕ'): no title matched, and no suggestion could ever appear, however long the
 * wait. With the input held at its open width, 30 of 30 immediate typings came out right.
 */
async function fieldReady(page: Page, input: ReturnType<Page['locator']>) {
  await expect(input).toBeFocused();
  await transitionsDone(page);
}

async function openField(page: Page, c: (typeof CASES)[number]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/', c.lang);
  const bar = page.locator('.header__bar');
  await bar.getByRole('button', { name: c.openLabel }).click();
  const input = bar.getByRole('combobox', { name: c.label });
  await fieldReady(page, input);
  return { bar, input, list: bar.getByRole('listbox') };
}

for (const c of CASES) {
  test(`header suggestions appear while typing and open by keyboard (${c.lang})`, async ({ page }) => {
    const { input, list } = await openField(page, c);
    // The provider comes from the page state's settings: typing asks for hits only.
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    await input.pressSequentially(c.query);
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(asked).toContain('/api/search');
    expect(asked).not.toContain('/api/settings');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');

    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    if ((await options.count()) > 1) {
      await input.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowUp');
    }
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const title = (await options.first().textContent()) ?? '';
    await input.press('Enter');
    await expect(page).not.toHaveURL(/\/search/);
    if (c.prefix) await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${c.prefix}/`));
    // The page the option names shows its title (an event's is in the events list, not the h1).
    await expect(page.locator('main')).toContainText(title.trim().slice(0, 20));
  });

  test(`Escape closes the suggestions, then the field; Enter without a choice searches (${c.lang})`, async ({
    page,
  }) => {
    const { bar, input, list } = await openField(page, c);
    await input.pressSequentially(c.query);
    await expect(input).toHaveValue(c.query);
    await expect(list.getByRole('option').first()).toBeVisible();
    await input.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
    await input.press('Escape');
    await expect(bar.getByRole('button', { name: c.openLabel })).toBeFocused();

    // The second Escape is also the search field's own: it empties the field; typed again once it is open.
    await bar.getByRole('button', { name: c.openLabel }).click();
    await fieldReady(page, input);
    await expect(input).toHaveValue('');
    await input.pressSequentially(c.query);
    await expect(input).toHaveValue(c.query);
    await expect(list.getByRole('option').first()).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/search/${encodeURIComponent(c.query)}$`));
  });
}
