/**
 * `npm run restyles [-- --base http://127.0.0.1:8787] [--lang pa|en] [--only news]`: how many times
 * each page type's whole document is restyled while it loads, and what asked for each restyle,
 * read from a Chromium trace with invalidation tracking against a server already running
 * (`npm run dev`). A second whole-page restyle asked for by anything but the parser is the
 * expensive kind: a custom property or class set on <html> or <body> reaches every element
 * (docs/performance.md, "One whole-page restyle, not two"). Exits 1 when a page has one.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './lib/chromium';
import { CHROMIUM_FLAGS } from './lib/chromium-flags';
import { option } from './lib/local';
import { tracedLoad } from './lib/traced-load';
import { extraWholePageRestyles, restyles, type TraceEvent, wholePageRestyles } from './restyles/trace';
import { samplePages } from '../tests/lib/sample-pages';

const BASE = option(process.argv, 'base') ?? 'http://127.0.0.1:8787';
const LANG = option(process.argv, 'lang') === 'pa' ? 'pa' : 'en';
const ONLY = option(process.argv, 'only');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-devtools.timeline.stack',
];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let failed = 0;
for (const { name, path } of samplePages(LANG).filter((p) => !ONLY || p.name.includes(ONLY))) {
  const traceEvents = await tracedLoad<TraceEvent>(browser, BASE + path, {
    categories: CATEGORIES,
    waitUntil: 'networkidle',
    afterMs: 1000,
  });
  const all = restyles(traceEvents);
  const extra = extraWholePageRestyles(all);
  if (extra.length > 0) failed++;
  const whole = wholePageRestyles(all)
    .map((r) => `${r.elements} (${r.ms.toFixed(0)} ms)`)
    .join(', ');
  console.log(
    `${extra.length > 0 ? 'FAIL' : 'ok  '} ${name.padEnd(20)} ${path}: whole-page restyles ${whole || 'none'}`,
  );
  for (const r of extra)
    console.log(`       again, ${r.elements} elements, asked by: ${r.causes.slice(0, 4).join('; ')}`);
}
await browser.close();
if (failed > 0) {
  console.error(`restyles: ${failed} page type(s) restyle the whole page more than once`);
  process.exit(1);
}
