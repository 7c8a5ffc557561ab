/**
 * Issue 24, "Language": what a Punjabi reader sees is Punjabi where the content has it, as the
 * lists show it. The originals channel page (its first page and 'View More'), event places on
 * /pa/events and in the Punjabi calendar file, the home's story blocks (no story on a home page
 * that its lists would not show in that language), and the style guide's title.
 */
import type { EventsResponse, OriginalsResponse } from '../../shared/types/api';
import { expect, open, test } from './fixtures';

const GURMUKHI = /[\u0A00-\u0A7F]/;
const LATIN = /[A-Za-z]/;

test('/pa/originals/news-room shows the Punjabi video titles /pa/originals shows, also after View More', async ({
  page,
  request,
}) => {
  const originals = (await (await request.get('/api/connectOriginals')).json()) as OriginalsResponse;
  const items = originals.data.find((c) => c.slug === 'news-room')?.items ?? [];
  const punjabi = new Set(items.flatMap((i) => (i.titlePa ? [i.titlePa.normalize('NFC')] : [])));
  const english = new Set(items.filter((i) => i.titlePa).map((i) => i.title));
  expect(punjabi.size).toBeGreaterThan(2);

  await open(page, '/originals/news-room', 'pa');
  const titles = page.locator('.video-card__title');
  await expect(titles.first()).toBeVisible();
  const shown = async () => (await titles.allInnerTexts()).map((s) => s.trim().normalize('NFC'));
  const first = await shown();
  expect(first.filter((title) => punjabi.has(title)).length).toBeGreaterThan(2);
  expect(first.filter((title) => english.has(title))).toEqual([]);
  await expect(page.locator('.video-card__text').first()).toHaveText(GURMUKHI);

  const more = page.getByRole('button', { name: 'ਹੋਰ ਵੇਖੋ' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(async () => (await shown()).length).toBeGreaterThan(first.length);
    expect((await shown()).filter((title) => english.has(title))).toEqual([]);
  }
});

test('event places read in Punjabi on /pa/events and in the Punjabi calendar file, in English on /events', async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/api/events')).json()) as EventsResponse;
  const featured = events.meta.featured;
  const placed = events.data.find((e) => e.locationPa && e.id !== featured?.id);
  const englishOnly = events.data.find((e) => !e.locationPa);
  if (!featured?.locationPa || !placed?.locationPa || !englishOnly) throw new Error('the demo events');

  await open(page, '/events', 'pa');
  const place = (scope: string) => page.locator(`${scope} .event-facts__row--place dd`);
  await expect(place('.featured-event')).toHaveText(featured.locationPa.normalize('NFC'));
  await expect(place(`#event-${placed.id}`)).toHaveText(placed.locationPa.normalize('NFC'));
  // No Punjabi place: the English one, marked as English for screen readers.
  await expect(place(`#event-${englishOnly.id}`)).toHaveText(englishOnly.location);
  await expect(place(`#event-${englishOnly.id}`)).toHaveAttribute('lang', 'en');

  const ics = await (await request.get(`/pa/events/${placed.id}.ics`)).text();
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toContain(`LOCATION:${placed.locationPa.normalize('NFC').replace(/([,;\\])/g, '\\$1')}\r\n`);

  await open(page, '/events', 'en');
  await expect(place(`#event-${placed.id}`)).toHaveText(placed.location);
});

test('no home block lists a Punjabi-only story on / nor an English-only one on /pa', async ({ page, request }) => {
  // Stories are in one language or both; a one-language story's title is in its language.
  const stories = '.home-news .card__title, .home-ent .card__title';
  await open(page, '/', 'en');
  const en = await page.locator(stories).allInnerTexts();
  expect(en.length).toBeGreaterThan(6);
  for (const title of en) expect(title, 'a story title on /').toMatch(LATIN);

  await open(page, '/', 'pa');
  const pa = await page.locator(stories).allInnerTexts();
  expect(pa.length).toBeGreaterThan(6);
  for (const title of pa) expect(title, 'a story title on /pa').toMatch(GURMUKHI);

  // And by the contract's locale lists: every story linked from a home block is in that language.
  const home = (await (await request.get('/api/home')).json()) as {
    sections: { handle: string; items: { slug: string; locale: string[] }[] }[];
  };
  const news = home.sections.find((s) => s.handle === 'news')?.items ?? [];
  const locales = new Map(news.map((c) => [c.slug, c.locale]));
  const slugs = await page
    .locator('.home-news a[href*="/news/post/"]')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
  for (const slug of slugs) expect(locales.get(slug), slug).toContain('pa');
});

test('the Punjabi style-guide title names its part in Punjabi', async ({ page }) => {
  await open(page, '/form', 'pa');
  const title = await page.title();
  const part = title.split(':').pop() ?? '';
  expect(part.trim().normalize('NFC')).toBe('ਫ਼ਾਰਮ ਦੇ ਖ਼ਾਨੇ'.normalize('NFC'));
  expect(part).not.toMatch(LATIN);
});
