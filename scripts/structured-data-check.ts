/**
 * Checks every page type (tests/lib/sample-pages.ts, both languages) of a running site with
 * structured-data-testing-tool's three presets: its JSON-LD as Google reads it (tests/lib/google-ld.ts:
 * the Google preset and Google's rich-result requirements, raster images), and its share tags with
 * the Twitter and Facebook presets (tests/lib/share-presets.ts): one line per page, then the
 * totals per preset.
 *   npx tsx scripts/structured-data-check.ts [--base http://127.0.0.1:8923]
 * Without --base it seeds its own state and starts the worker (production mode) on --port (8796).
 */
import { checkLd } from '../tests/lib/google-ld';
import { LAYOUTS_CHECKED, samplePages } from '../tests/lib/sample-pages';
import { checkSharePreset, SHARE_PRESETS } from '../tests/lib/share-presets';
import { checkSite } from './lib/server';

const STATE = '.wrangler/structured-data-state';
const argv = process.argv.slice(2);

interface Tally {
  pages: number;
  errors: number;
  /** Each warning's description, and on how many pages. */
  warnings: Map<string, number>;
}

const tally = (): Tally => ({ pages: 0, errors: 0, warnings: new Map() });

/** One page with the Twitter and Facebook presets: a line each, and the errors under it. */
async function checkShare(html: string, label: string, totals: Map<string, Tally>): Promise<void> {
  for (const preset of SHARE_PRESETS) {
    const report = await checkSharePreset(html, preset);
    const sum = totals.get(preset) ?? tally();
    totals.set(preset, sum);
    sum.pages++;
    sum.errors += report.errors.length;
    for (const w of report.warnings) sum.warnings.set(w, (sum.warnings.get(w) ?? 0) + 1);
    console.log(`${label} ${preset}: ${report.errors.length} errors, ${report.warnings.length} warnings`);
    for (const e of report.errors) console.log(`    ${e}`);
  }
}

async function check(base: string): Promise<number> {
  const totals = new Map<string, Tally>();
  let errors = 0;
  let withLd = 0;
  let pages = 0;
  for (const lang of ['en', 'pa'] as const)
    for (const { name, path } of samplePages(lang, LAYOUTS_CHECKED)) {
      const html = await (await fetch(`${base}${path}`)).text();
      const report = await checkLd(html);
      pages++;
      if (report.types.length) withLd++;
      errors += report.errors.length;
      const types = report.types.join(', ') || 'no JSON-LD';
      console.log(`${lang} ${name} Google (${types}): ${report.errors.length} errors, ${report.warnings} warnings`);
      for (const e of report.errors) console.log(`    ${e}`);
      await checkShare(html, `${lang} ${name}`, totals);
    }
  console.log(`\nGoogle: ${pages} pages, ${withLd} with JSON-LD, ${errors} errors`);
  for (const [preset, sum] of totals) {
    console.log(`${preset}: ${sum.pages} pages, ${sum.errors} errors`);
    for (const [w, n] of sum.warnings) console.log(`    warning on ${n} pages: ${w}`);
  }
  return errors + [...totals.values()].reduce((n, sum) => n + sum.errors, 0);
}

await checkSite(argv, STATE, 8796, check);
