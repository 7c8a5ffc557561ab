/**
 * Checks the JSON-LD of every page type (tests/lib/sample-pages.ts, both languages) of a running
 * site as Google reads it (tests/lib/google-ld.ts: structured-data-testing-tool's Google preset and
 * Google's rich-result requirements, raster images): one line per page, then the totals.
 *   npx tsx scripts/structured-data-check.ts [--base http://127.0.0.1:8923]
 * Without --base it seeds its own state and starts the worker (production mode) on --port (8796).
 */
import { checkLd } from '../tests/lib/google-ld';
import { samplePages } from '../tests/lib/sample-pages';
import { option, run } from './lib/local';
import { type RunningWorker, startWorker } from './lib/server';

const STATE = '.wrangler/structured-data-state';
const argv = process.argv.slice(2);
let base = option(argv, 'base');

async function check(): Promise<number> {
  let errors = 0;
  let withLd = 0;
  let pages = 0;
  for (const lang of ['en', 'pa'] as const)
    for (const { name, path } of samplePages(lang)) {
      const report = await checkLd(await (await fetch(`${base}${path}`)).text());
      pages++;
      if (report.types.length) withLd++;
      errors += report.errors.length;
      const types = report.types.join(', ') || 'no JSON-LD';
      console.log(`${lang} ${name} (${types}): ${report.errors.length} errors, ${report.warnings} warnings`);
      for (const e of report.errors) console.log(`    ${e}`);
    }
  console.log(`\n${pages} pages, ${withLd} with JSON-LD, ${errors} errors`);
  return errors;
}

let worker: RunningWorker | null = null;
if (!base) {
  run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
  worker = await startWorker(Number(option(argv, 'port') ?? 8796), STATE);
  base = worker.base;
}
try {
  process.exitCode = (await check()) ? 1 : 0;
} finally {
  worker?.stop();
}
