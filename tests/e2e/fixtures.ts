/**
 * A page fixture that fails the test on any console error, uncaught exception or unhandled
 * rejection (hydration warnings included). The expected messages are Chromium's notes that a
 * 404 page's own document answered 404, and that a next-episode or next-featured call found none.
 */
import { test as base, expect, type Page } from '@playwright/test';
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
 * Opens a page at its address in `lang` (`/pa/…` for Punjabi), with the language cookie set as a
 * visitor who chose that language has it. `path` is the plain path the route table matches.
 */
export async function open(page: Page, path: string, lang: 'en' | 'pa' = 'en') {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:8799';
  await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
  return page.goto(localizedPath(path, lang), { waitUntil: 'networkidle' });
}

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
