/**
 * Text fragments in both scripts (issue 16): content shown in the other language than the page's
 * (an English-only listing on a Punjabi page) carries its own `lang`, so a speech engine reads it
 * in the right voice; and Gurmukhi in cards is never clipped, even the longest demo title (its
 * vowel signs above and below the line need the room a clipping box may not cut).
 */
import { demoBundle } from '../../worker/db/seed/bundle';
import { expect, open, test } from './fixtures';

const GURMUKHI = /[\u0A00-\u0A7F]/;

/** The longest Punjabi title of the demo content (posts, featured, shows, episodes, events…). */
const longestTitle = Object.values(demoBundle(new Date()))
  .flatMap((list): unknown[] => (Array.isArray(list) ? list : []))
  .map((item) => (item as { titlePa?: string }).titlePa ?? '')
  .reduce((a, b) => (b.length > a.length ? b : a), '');

test('an English-only event on the Punjabi events page is marked lang="en", Punjabi ones are not', async ({ page }) => {
  await open(page, '/events', 'pa');
  const english = page.locator('.event-card__title[lang="en"]');
  await expect(english.first()).toBeVisible();
  await expect(english.first()).not.toHaveText(GURMUKHI);
  // Titles in the page's language add nothing: the page's own lang="pa" covers them.
  await expect(page.locator('.event-card__title:not([lang])').first()).toHaveText(GURMUKHI);
});

test('a featured story with no Punjabi version has lang="en" on its card on the Punjabi list', async ({
  page,
  request,
}) => {
  // The demo keeps one featured story English-only; find its list page through the contract.
  const { count } = (await (await request.get('/api/featured?page=1')).json()) as { count: number };
  let found = 0;
  for (let n = 1; n <= count && !found; n++) {
    await open(page, `/featured/${n}`, 'pa');
    found = await page.locator('.card__title[lang="en"]').count();
  }
  expect(found).toBeGreaterThan(0);
  const title = page.locator('.card__title[lang="en"]').first();
  await expect(title).not.toHaveText(GURMUKHI);
  await expect(title.locator('xpath=following-sibling::p[@class="card__text"]')).toHaveAttribute('lang', 'en');
});

for (const width of [375, 1280]) {
  test(`the longest Gurmukhi title is not clipped in any card size at ${width} px`, async ({ page }) => {
    expect(longestTitle.length).toBeGreaterThan(60);
    await page.setViewportSize({ width, height: 900 });
    // The news grid has every card size: featured, large, medium, small.
    await open(page, '/news', 'pa');
    const clipped = await page.evaluate((title) => {
      const out: string[] = [];
      for (const size of ['featured', 'large', 'medium', 'small']) {
        const card = document.querySelector(`.card--${size}`);
        const heading = card?.querySelector<HTMLElement>('.card__title');
        const link = heading?.querySelector('a');
        if (!card || !heading || !link) {
          out.push(`no ${size} card`);
          continue;
        }
        link.textContent = title;
        // Whatever clips (the title's own box, the card's rounded frame) must hold the text.
        for (const el of [heading, card as HTMLElement]) {
          if (el.scrollHeight > el.clientHeight + 1) {
            out.push(`${size}: ${el.className} ${el.scrollHeight} > ${el.clientHeight}`);
          }
        }
      }
      return out;
    }, longestTitle);
    expect(clipped).toEqual([]);
  });
}
