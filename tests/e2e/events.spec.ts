import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES } from '../../shared/i18n/translate';
import { expect, open, test } from './fixtures';
import { localizedPath } from '../../shared/routing/lang-path';

const LANGS = [
  {
    lang: 'en',
    title: 'Events',
    heading: "What's on in our community",
    advertisers: 'Advertisers',
    calendar: 'Add to calendar',
    featured: 'Featured event',
  },
  {
    lang: 'pa',
    title: 'ਸਮਾਗਮ',
    heading: 'ਸਾਡੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਕੀ ਹੋ ਰਿਹਾ ਹੈ',
    advertisers: 'ਇਸ਼ਤਿਹਾਰ ਦੇਣ ਵਾਲੇ',
    calendar: 'ਕੈਲੰਡਰ ਵਿੱਚ ਜੋੜੋ',
    featured: 'ਖ਼ਾਸ ਸਮਾਗਮ',
  },
] as const;

/** The left and top edges of the cards of the first month. */
const cardBoxes = (page: Page) =>
  page
    .locator('.events-month')
    .first()
    .locator('.events-grid__item')
    .evaluateAll((items) =>
      items.map((li) => {
        const r = li.getBoundingClientRect();
        return { x: Math.round(r.left), y: Math.round(r.top) };
      }),
    );

for (const l of LANGS) {
  test.describe(`events (${l.lang})`, () => {
    test('months in order with their names in the page language, events by date within each', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/events', l.lang);
      // The banner shows the supplied headers.heading (issue 24); the tab keeps the page's title.
      await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
      expect(await page.title()).toMatch(new RegExp(`\\| ${l.title}$`));
      await expect(page.getByText(l.featured, { exact: true })).toBeVisible();

      const headings = await page.locator('.events-month__title').allTextContents();
      expect(headings.length).toBeGreaterThan(1);
      const keys = headings.map((h) => {
        const match = /^(\S+) (\d{4})$/.exec(h.trim());
        const month = LOCALES[l.lang].months.indexOf(match?.[1] ?? '');
        expect(month, `"${h}" is a month of ${l.lang}`).toBeGreaterThanOrEqual(0);
        return Number(match?.[2]) * 12 + month;
      });
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
      expect(new Set(keys).size).toBe(keys.length);

      for (const month of await page.locator('.events-month').all()) {
        const times = await month
          .locator('.event-card time')
          .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
        expect(times.length).toBeGreaterThan(0);
        const instants = times.map((t) => Date.parse(t));
        expect(instants).toEqual([...instants].sort((a, b) => a - b));
      }
      // Each card says when (Vancouver time, 'h:mm a') and how much.
      const facts = page.locator('.event-card .event-facts').first();
      await expect(facts).toContainText(l.lang === 'en' ? /\d{1,2}:\d{2} [AP]M/ : /\d{1,2}:\d{2} (ਪੂ\.ਦੁ\.|ਬਾ\.ਦੁ\.)/);

      // JSON-LD: one Event per event on the page.
      const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) =>
        JSON.parse(s),
      );
      const graph = lds.find((ld) => ld['@graph'])?.['@graph'] as {
        '@type': string;
        startDate: string;
        offers: { priceCurrency: string };
      }[];
      expect(graph.length).toBe(await page.locator('.event-card').count());
      for (const e of graph) {
        expect(e['@type']).toBe('Event');
        expect(e.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[78]:00$/);
        expect(e.offers.priceCurrency).toBe('CAD');
      }
    });

    test('three cards per row on large screens and one on phones; the Advertisers button and event links', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/events', l.lang);
      const wide = await cardBoxes(page);
      expect(wide.length).toBeGreaterThan(3);
      expect(new Set(wide.slice(0, 3).map((b) => b.y)).size).toBe(1);
      expect(new Set(wide.slice(0, 3).map((b) => b.x)).size).toBe(3);
      expect(wide[3]?.x).toBe(wide[0]?.x);

      // The demo note links to a page of the site: an ordinary link in the same tab.
      const advertisers = page.getByRole('link', { name: l.advertisers });
      await expect(advertisers).toHaveAttribute('href', localizedPath('/advertise', l.lang));
      await expect(advertisers).not.toHaveAttribute('target', /.+/);
      // Event links to other sites open in a new tab.
      const external = page.locator('.event-card .event-actions__details[href^="http"]').first();
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);

      await page.setViewportSize({ width: 375, height: 800 });
      const narrow = await cardBoxes(page);
      expect(new Set(narrow.map((b) => b.x)).size).toBe(1);
      expect(narrow[1]?.y).toBeGreaterThan(narrow[0]?.y ?? 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('"Add to calendar" downloads the event as an iCalendar file in the page language', async ({ page }) => {
      await open(page, '/events', l.lang);
      const card = page.locator('.event-card').first();
      const title = ((await card.locator('.event-card__title').textContent()) ?? '').trim();
      const download = page.waitForEvent('download');
      await card.getByRole('link', { name: new RegExp(`^${l.calendar}`) }).click();
      const file = await download;
      // The link is the file's own address in the page's language: no ?lang (a 301 with a
      // Set-Cookie, issue 24), and it answers the file directly.
      const href = (await card.getByRole('link', { name: new RegExp(`^${l.calendar}`) }).getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^${l.lang === 'pa' ? '/pa' : ''}/events/\\d+\\.ics$`));
      const direct = await page.request.get(href, { maxRedirects: 0 });
      expect(direct.status()).toBe(200);
      expect(direct.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(direct.headers()['set-cookie']).toBeUndefined();
      expect(file.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`SUMMARY:${title.replace(/([,;\\])/g, '\\$1')}`);
      expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);

      const res = await page.request.get('/events/999999.ics');
      expect(res.status()).toBe(404);
    });
  });
}
