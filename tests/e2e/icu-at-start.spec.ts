/**
 * No page asks the browser's ICU for anything while it loads and hydrates (issue 29). The first
 * call of any locale-aware API (an Intl constructor, `normalize`, `localeCompare`, `toLocale…`)
 * loads ICU's data: 40-55 ms of one core on this machine's Chromium, in the task that made it.
 * Every page paid it in the entry's evaluation (the strings tables normalised, and a grapheme
 * segmenter built, at module load) until the build normalised the strings and the segmenter
 * became lazy, and the second clock (shows, show pages, the stream pages' song lists) learned to
 * tell a clock that reads as Vancouver's without asking Intl for the zone's name
 * (client/components/second-clock/second-clock.ts readsAsVancouver). A visitor elsewhere does
 * wake ICU on those pages once hydrated: their second clock needs the zone's name and times.
 */
import { samplePages } from '../lib/sample-pages';
import { expect, hydrated, test } from './fixtures';

/** Wraps each locale-aware entry point so a call is noted with where it came from. */
function watchIcu() {
  const calls: string[] = [];
  (window as unknown as { __icuCalls: string[] }).__icuCalls = calls;
  const note = (what: string) => calls.push(`${what} ${new Error().stack?.split('\n').slice(3, 6).join(' < ')}`);
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Segmenter', 'Collator', 'PluralRules', 'RelativeTimeFormat']) {
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    const Real = intl[name];
    if (!Real) continue;
    // biome-ignore lint/complexity/useArrowFunction: pages call these with `new` and without; an arrow cannot be `new`ed.
    const Watched = function (...args: unknown[]) {
      note(name);
      return new Real(...args);
    };
    Watched.prototype = Real.prototype;
    intl[name] = Watched as unknown as new (...args: unknown[]) => object;
  }
  const methods: [object, string][] = [
    [String.prototype, 'normalize'],
    [String.prototype, 'localeCompare'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [Number.prototype, 'toLocaleString'],
  ];
  for (const [proto, name] of methods) {
    const owner = proto as Record<string, (...args: unknown[]) => unknown>;
    const real = owner[name] as (...args: unknown[]) => unknown;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      note(name);
      return real.apply(this, args);
    };
  }
}

// The station's listeners, in Vancouver's own zone, where the second clock has nothing to add.
test.use({ timezoneId: 'America/Vancouver' });

for (const lang of ['en', 'pa'] as const)
  test(`${lang}: every page type loads and hydrates without waking ICU`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(watchIcu);
    const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:8799';
    await page.context().addCookies([{ name: 'lang', value: lang, url: base }]);
    const woke: string[] = [];
    for (const { name, path } of samplePages(lang)) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      const calls = await page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls);
      woke.push(...calls.map((call) => `${name} (${path}): ${call}`));
    }
    expect(woke).toEqual([]);
  });
