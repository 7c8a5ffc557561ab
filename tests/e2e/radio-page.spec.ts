/**
 * The streams' pages and the second clock (issue 28). GET /api/history/{fm|hd2} is np28's, built
 * in parallel: these tests stub it with Playwright's page.route in the shape of
 * shared/schemas/history.ts, so they hold the page to that shape, not to the recorder.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, type Shift } from '../../scripts/cls/layout-shift';
import { scheduleIn } from '../../client/components/second-clock/second-clock';
import { expect, noProblems, open, test } from './fixtures';

const LAST = [
  { title: 'Diljit Dosanjh - Born To Shine', at: '2026-11-27T20:05:00.000Z' },
  { title: 'ਸਤਿੰਦਰ ਸਰਤਾਜ - ਸਾਈਂ', at: '2026-11-27T19:58:00.000Z' },
];
const EARLIER = [{ title: 'Gurdas Maan - Challa', at: '2026-11-26T16:40:00.000Z' }];

/** Stubs the history: `items` for the last songs, EARLIER for any `at`; `status` for a failing one. */
async function stubHistory(page: Page, items = LAST, status = 200) {
  const asked: string[] = [];
  await page.route('**/api/history/**', (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname + url.search);
    const at = url.searchParams.get('at');
    const stream = url.pathname.split('/').pop();
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(status === 200 ? { stream, at, items: at ? EARLIER : items } : { error: 'down' }),
    });
  });
  return asked;
}

const WORDS = {
  en: {
    h1: '91.5 FM',
    recent: 'Last songs',
    find: 'Show the songs',
    date: 'Date',
    time: 'Time (Vancouver)',
    empty: 'No songs recorded yet.',
    error: 'The songs could not be loaded.',
    retry: 'Retry',
    pm: 'PM',
  },
  pa: {
    h1: '91.5 FM',
    recent: 'ਪਿਛਲੇ ਗੀਤ',
    find: 'ਗੀਤ ਦਿਖਾਓ',
    date: 'ਤਾਰੀਖ਼',
    time: 'ਸਮਾਂ (ਵੈਨਕੂਵਰ)',
    empty: 'ਅਜੇ ਕੋਈ ਗੀਤ ਦਰਜ ਨਹੀਂ ਹੋਇਆ।',
    error: 'ਗੀਤ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।',
    retry: 'ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
    pm: 'ਬਾ.ਦੁ.',
  },
} as const;

test.describe('a stream’s page, in Vancouver', () => {
  test.use({ timezoneId: 'America/Vancouver' });

  for (const lang of ['en', 'pa'] as const) {
    const w = WORDS[lang];
    test(`${lang}: the last songs, "What played at…" and axe`, async ({ page }) => {
      const asked = await stubHistory(page);
      await open(page, '/radio/fm', lang);
      await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
      const recent = page.getByRole('region', { name: w.recent });
      // 20:05 UTC is 1:05 PM in Vancouver (UTC-7).
      await expect(recent.getByRole('listitem').first()).toContainText(`1:05 ${w.pm}`);
      await expect(recent.getByRole('listitem').first()).toContainText('Diljit Dosanjh - Born To Shine');
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      // No second clock in Vancouver.
      await expect(page.locator('.radio-songs__second')).toHaveCount(0);
      await page.getByLabel(w.date).fill('2026-11-26');
      await page.getByLabel(w.time).fill('09:45');
      await page.getByRole('button', { name: w.find }).click();
      await expect(page.locator('.radio-played-at__answer')).toContainText('Gurdas Maan - Challa');
      // 09:45 in Vancouver on 26 November 2026 (permanent UTC-7) is 16:45 UTC.
      expect(asked).toContain('/api/history/fm?at=2026-11-26T16%3A45%3A00.000Z&limit=10');
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test(`${lang}: the empty and failed states`, async ({ page, problems }) => {
      await stubHistory(page, []);
      await open(page, '/radio/hd2', lang);
      await expect(page.getByRole('region', { name: w.recent })).toContainText(w.empty);
      await page.unrouteAll();
      await stubHistory(page, [], 503);
      await open(page, '/radio/hd2', lang);
      const recent = page.getByRole('region', { name: w.recent });
      await expect(recent.getByRole('alert')).toContainText(w.error);
      await page.unrouteAll();
      await stubHistory(page, LAST);
      await recent.getByRole('button', { name: w.retry }).click();
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      noProblems(problems, 'the failed history', /503|Error fetching data/);
    });
  }

  test('the radio bar links to the stream’s page', async ({ page }) => {
    await stubHistory(page);
    await open(page, '/shows');
    await page.locator('.radio-bar').getByRole('link', { name: 'Last songs' }).click();
    await expect(page).toHaveURL(/\/radio\/fm$/);
    await expect(page.getByRole('heading', { level: 1, name: '91.5 FM' })).toBeVisible();
  });

  test('no second clock in Vancouver, and one pinned to India that stays after a reload', async ({ page }) => {
    await open(page, '/shows');
    const clocks = page.locator('.show-card .second-clock');
    await expect(clocks.first()).toBeAttached();
    await expect(clocks.first()).toHaveText('');
    await page.getByLabel('Second clock').selectOption('india');
    await expect(clocks.first()).toHaveText(/ in India$/);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByLabel('Second clock')).toHaveValue('india');
    await expect(clocks.first()).toHaveText(/ in India$/);
    await page.getByLabel('Second clock').selectOption('off');
    await expect(clocks.first()).toHaveText('');
  });
});

/** A card's 'h:mm AM – h:mm PM' as the schedule's 'HH:mm' start and end. */
function hours(range: string): [string, string] {
  const to24 = (s: string) => {
    const [, h = '0', m = '00', p] = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(s) ?? [];
    return `${String((Number(h) % 12) + (p === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
  };
  const [a = '', b = ''] = range.split('–');
  return [to24(a), to24(b)];
}

test.describe('the second clock in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the shows page adds India’s time to every card, without moving the layout', async ({ page, context }) => {
    await context.addInitScript(OBSERVER_SCRIPT);
    await open(page, '/shows');
    const card = page.locator('.show-card').first();
    const clock = card.locator('.second-clock');
    await expect(clock).toHaveText(/ in India$/);
    const vancouver = (await card.locator('.show-card__time').evaluate((p) => p.firstChild?.textContent ?? '')).trim();
    const [start, end] = hours(vancouver);
    expect(await clock.textContent()).toBe(scheduleIn(start, end, 'Asia/Kolkata', 'en', Date.now()));
    await page.evaluate(() => document.fonts.ready);
    const shifts = (await page.evaluate('window.__shifts')) as Shift[];
    expect(cumulativeLayoutShift(shifts)).toBe(0);
  });

  test('a show’s page and the stream’s page show both clocks', async ({ page }) => {
    await stubHistory(page);
    await open(page, '/shows/view/amrit-vela/1');
    await expect(page.locator('.show-page__when .second-clock')).toHaveText(/ in India$/);
    await open(page, '/radio/fm');
    await expect(page.locator('.radio-songs__second').first()).toHaveText('1:35 AM in India');
  });
});
