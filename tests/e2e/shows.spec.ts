import type { Page } from '@playwright/test';
import { airingAt } from '../../shared/format/airing';
import { airingAnswerAt } from '../../shared/format/airing-answer';
import type { Show, ShowsResponse } from '../../shared/types/api';
import { expect, open, test } from './fixtures';

type Win = Window & { Howler?: { _howls: { _src: string; playing(): boolean }[] } };

const LANGS = [
  {
    lang: 'en',
    title: 'Shows',
    weekday: 'Monday to Friday',
    saturday: 'Saturday',
    morning: 'Morning',
    empty: 'No shows found',
    emptyText: 'There are no shows under the selected Language and/or Type. Please try another selection.',
    onAir: 'On air',
    listen: 'Listen live',
    radio: 'Live radio',
  },
  {
    lang: 'pa',
    title: 'ਸ਼ੋਅ',
    weekday: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ',
    saturday: 'ਸ਼ਨਿੱਚਰਵਾਰ',
    morning: 'ਸਵੇਰ',
    empty: 'ਕੋਈ ਸ਼ੋਅ ਨਹੀਂ ਮਿਲਿਆ',
    emptyText: 'ਚੁਣੀ ਗਈ ਭਾਸ਼ਾ ਅਤੇ/ਜਾਂ ਕਿਸਮ ਹੇਠ ਕੋਈ ਸ਼ੋਅ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਕੋਈ ਹੋਰ ਚੋਣ ਕਰੋ।',
    onAir: 'ਹੁਣ ਪ੍ਰਸਾਰਣ ’ਤੇ',
    listen: 'ਲਾਈਵ ਸੁਣੋ',
    radio: 'ਲਾਈਵ ਰੇਡੀਓ',
  },
] as const;

/** The first quarter hour from `from` (or `from` itself) at which a show of `shows` is on air. */
function nextOnAir(shows: Show[], from: number): number {
  const step = 15 * 60_000;
  for (let at = from; at < from + 7 * 86_400_000; at += step) if (airingAt(shows, at)) return at;
  throw new Error('no demo show airs in the week ahead');
}

const panel = (page: Page) => page.locator('[role="tabpanel"]:visible');

for (const l of LANGS) {
  test.describe(`shows (${l.lang})`, () => {
    test('the day tabs switch the group shown, by click and by keyboard', async ({ page }) => {
      await open(page, '/shows', l.lang);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      const tabs = page.getByRole('tablist');
      const weekday = tabs.getByRole('tab', { name: l.weekday });
      const saturday = tabs.getByRole('tab', { name: l.saturday });
      await expect(panel(page)).toHaveCount(1);
      await expect(panel(page).getByRole('heading', { level: 2, name: l.morning })).toBeVisible();

      await weekday.click();
      await expect(weekday).toHaveAttribute('aria-selected', 'true');
      const weekdayShows = await panel(page).locator('.show-card__title').allTextContents();
      await saturday.click();
      await expect(saturday).toHaveAttribute('aria-selected', 'true');
      await expect(weekday).toHaveAttribute('aria-selected', 'false');
      const saturdayShows = await panel(page).locator('.show-card__title').allTextContents();
      expect(saturdayShows.length).toBeGreaterThan(0);
      expect(saturdayShows).not.toEqual(weekdayShows);

      // Arrow keys move between tabs and select as they go.
      await saturday.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(weekday).toBeFocused();
      await expect(weekday).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).locator('.show-card__title')).toHaveText(weekdayShows);
      // Each card links to its show's page.
      await expect(panel(page).getByRole('link').first()).toHaveAttribute(
        'href',
        l.lang === 'pa' ? /^\/pa\/shows\/view\/[^/]+\/1$/ : /^\/shows\/view\/[^/]+\/1$/,
      );
    });

    test("on a phone every day's tab is on screen, so the one selected (Sunday, on a Sunday) shows", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, '/shows', l.lang);
      const tabs = page.getByRole('tablist').getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375, `${await tab.textContent()} within 375 px`).toBe(true);
      }
    });

    test('a type filter narrows the list; an unknown type shows the empty state with status 200', async ({ page }) => {
      await open(page, '/shows/music', l.lang);
      await expect(page.getByRole('tablist')).toBeVisible();
      const response = await open(page, '/shows/no-such-type', l.lang);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: l.empty })).toBeVisible();
      await expect(page.getByText(l.emptyText)).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    });

    test("the on-air card's button starts the live radio", async ({ page, request }) => {
      // The browser's clock runs from an hour a demo show airs, and /api/airing answers what the
      // worker answers at that hour; the schedule is reached by a click, so its loader runs in the
      // browser at the faked hour (a first page's would run on the server, at the real one).
      const { data: shows } = (await (await request.get('/api/shows')).json()) as ShowsResponse;
      const at = nextOnAir(shows, Date.now());
      const answer = airingAnswerAt(shows, at);
      await page.clock.install({ time: at });
      await page.route(
        (url) => url.pathname === '/api/airing',
        (route) => route.fulfill({ json: answer, headers: { 'cache-control': 'no-store' } }),
      );
      await open(page, '/about', l.lang);
      await page.locator('.header__menu').getByRole('link', { name: l.title, exact: true }).click();
      await expect(page).toHaveURL(l.lang === 'pa' ? /\/pa\/shows$/ : /\/shows$/);
      const card = page.locator('.show-card--on-air:visible');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(l.onAir);
      const on = answer.show;
      await expect(card.locator('.show-card__title')).toHaveText((l.lang === 'pa' && on?.namePa) || (on?.name ?? ''));
      await card.getByRole('button', { name: l.listen }).click();
      const bar = page.getByRole('region', { name: l.radio });
      await expect(bar.getByRole('button', { name: /91\.5 FM/ })).toHaveAttribute('aria-pressed', 'true');
      await page.waitForFunction(() =>
        Boolean((window as Win).Howler?._howls.some((h) => h._src.includes('/media/live/') && h.playing())),
      );
      await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
