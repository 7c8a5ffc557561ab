/**
 * A page fixture that fails the test on any console error, uncaught exception or unhandled
 * rejection (hydration warnings included). The expected messages are Chromium's notes that a
 * 404 page's own document answered 404, and that a next-episode or next-featured call found none.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { localizedPath } from '../../shared/routing/lang-path';

export const test = base.extend<{ page: Page; problems: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it needs none
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, problems }, use) => {
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      const text = m.text();
      if (/status of 404/.test(text) && m.location().url === page.url()) return;
      // Spec doc 2 §4/§8: the next-episode and next-featured calls answer 404 for "there is none",
      // an answer the page reads (the next block is omitted); Chromium still notes the status.
      if (/status of 404/.test(text) && /\/api\/(shows\/episode|featured)\/next\/\d+$/.test(m.location().url)) return;
      // Chromium's own notes that are not the page's fault.
      if (m.type() === 'warning' && /DevTools|Permissions-Policy header: Unrecognized feature/.test(text)) return;
      problems.push(`${m.type()}: ${text}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${String(e)}`));
    await use(page);
    expect(problems, 'console errors, warnings or uncaught errors').toEqual([]);
  },
});

export { expect };

/**
 * Fails (softly, so one run lists them all) on the console errors, page errors and hydration
 * warnings logged since the last check, naming `where` they came from; `expected` matches the
 * lines that belong there. For a test that visits many pages: the fixture's own check at the end
 * would name none of them.
 */
export function noProblems(problems: string[], where: string, expected?: RegExp) {
  const found = problems.splice(0).filter((p) => !expected?.test(p));
  expect.soft(found, `console errors, page errors or warnings on ${where}`).toEqual([]);
}

/**
 * Opens a page at its address in `lang` (`/pa/…` for Punjabi), with the language cookie set as a
 * visitor who chose that language has it. `path` is the plain path the route table matches.
 */
export async function open(page: Page, path: string, lang: 'en' | 'pa' = 'en') {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:8799';
  await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
  return page.goto(localizedPath(path, lang), { waitUntil: 'networkidle' });
}

/** Opens the news-room channel page and plays its first video card: the button it returns opened the dialog. */
export async function playFirstVideo(page: Page) {
  await open(page, '/originals/news-room');
  const card = page.locator('main').getByRole('button', { name: /play/i }).first();
  await card.click();
  return card;
}

/** Follows the pagination's link to page 2, named "Page 2" in English and by its numeral in Punjabi. */
export const clickPage2 = (page: Page, lang: 'en' | 'pa') =>
  page
    .locator('.pagination')
    .getByRole('link', { name: lang === 'en' ? 'Page 2' : /2/ })
    .first()
    .click();

/** Waits until every CSS transition under way has ended (a dialog's fade, the drawer's slide). */
export function transitionsDone(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => 'transitionProperty' in a)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the page has hydrated: the footer's year is set by an effect, after hydration. */
export const hydrated = (page: Page) => expect(page.locator('.footer__copyright')).toHaveText(/\d{4}/);

/** Waits until the page has drawn `n` more frames: work queued for the next frame has run. */
export function frames(page: Page, n = 2) {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(count);
      }),
    n,
  );
}

/**
 * Waits until `el` has scrolled sideways (its scrollLeft past 0) and come to rest: two readings
 * at least 100 ms apart agree, so a smooth scroll under way has ended. Resolves to where it rests.
 */
export async function scrolledSideways(el: Locator): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const x = await el.evaluate((node) => node.scrollLeft);
      const resting = x > 0 && x === last;
      last = x;
      return resting;
    })
    .toBe(true);
  return last;
}

/**
 * Turns the mouse wheel by `dy` where the mouse is and waits until the page has dealt with it: a
 * scroll it started has ended ('scrollend'), or the page stood still for five frames (a locked
 * page, or a scroll already over). Resolves to the page's scroll position then.
 */
export async function wheelSettled(page: Page, dy: number): Promise<number> {
  await page.mouse.wheel(0, dy);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        let over = false;
        const done = () => {
          over = true;
          removeEventListener('scrollend', done);
          resolve(window.scrollY);
        };
        addEventListener('scrollend', done);
        const tick = () => {
          if (over) return;
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) done();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The video host is not reachable from the tests: its player script and frame answer empty. */
export async function quietVideoHost(page: Page) {
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/html',
      body: '',
    }),
  );
}
