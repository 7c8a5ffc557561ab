/**
 * `npm run blocking [-- --base http://127.0.0.1:8787] [--against http://127.0.0.1:8797] [--runs 5]
 * [--lang pa|en] [--only home,news-post,shows-view]`: each page type's main-thread blocking after
 * first paint, four times slowed as Lighthouse's mobile run counts it (scripts/blocking/tasks.ts),
 * the median of `--runs` loads in a phone's window against a server already running (`npm run
 * dev`). With `--against`, a second server (another tree's build) is loaded in turn with the first,
 * so the machine's load falls on both alike. Lighthouse's simulation moves a page's first paint
 * before or after its scripts from one run to the next (docs/lcp-2026-11-28.md); this reads the
 * observed paint, so one change's effect on the main thread stands out of fewer runs. Timings:
 * never part of npm test.
 */
import { chromium } from 'playwright-core';
import { samplePages } from '../tests/lib/sample-pages';
import { type Blocking, blockingOf, CPU_SLOWDOWN, type TraceEvent } from './blocking/tasks';
import { CHROMIUM, ensureChromium } from './lib/chromium';
import { CHROMIUM_FLAGS } from './lib/chromium-flags';
import { option } from './lib/local';
import { tracedLoad } from './lib/traced-load';
import { median } from './lighthouse/medians';

const argv = process.argv.slice(2);
const bases = [option(argv, 'base') ?? 'http://127.0.0.1:8787', option(argv, 'against')].filter((b): b is string =>
  Boolean(b),
);
const RUNS = Number(option(argv, 'runs') ?? 5);
const LANG = option(argv, 'lang') === 'pa' ? 'pa' : 'en';
const ONLY = (option(argv, 'only') ?? 'home,news-post,shows-view').split(',');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'rail'];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const pages = samplePages(LANG).filter((p) => ONLY.some((o) => p.name.includes(o)));
const results = new Map<string, Blocking[]>();
for (let run = 0; run < RUNS; run++)
  for (const { name, path } of pages)
    for (const base of bases) {
      // After the load event, hydration, the parts' chunks and the idle work after them.
      const traceEvents = await tracedLoad<TraceEvent>(browser, base + path, {
        categories: CATEGORIES,
        waitUntil: 'load',
        afterMs: 3000,
      });
      const blocking = blockingOf(traceEvents);
      if (!blocking) throw new Error(`${base}${path}: no first paint in the trace`);
      const key = `${name} ${base}`;
      results.set(key, [...(results.get(key) ?? []), blocking]);
    }
await browser.close();

console.log(
  `| page type | server | blocking ×${CPU_SLOWDOWN} after first paint, median | runs | longest task after it | busy before it |`,
);
console.log('|---|---|---|---|---|---|');
for (const [key, runs] of results) {
  const [name, base] = key.split(' ');
  const ms = (pick: (r: Blocking) => number) => `${median(runs.map(pick)).toFixed(0)} ms`;
  console.log(
    `| ${name} | ${base} | ${ms((r) => r.blockingMs)} | ${runs.map((r) => r.blockingMs.toFixed(0)).join(' ')} | ${ms((r) => r.longestMs)} | ${ms((r) => r.beforePaintMs)} |`,
  );
}
