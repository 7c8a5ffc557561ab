/**
 * `npm run budget` (a step of `npm test`, after the build): the size budget of issue 14, on sizes
 * only, never timings. For each page type (each screen of client/app/routes.ts) the gzip bytes of
 * the JavaScript and the CSS it loads before any interaction, from public/build/manifest.json; and
 * the gzip bytes of the worker bundle, from `wrangler deploy --dry-run --outdir`. Prints a table;
 * fails naming each page (or the worker) over its budget and by how many bytes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CSS_BUDGET, cssBudget, jsBudget, WORKER_BUDGET } from './budget/budgets';
import { kib, type Manifest, type Measure, overBudget, pageFiles, pageTypes } from './budget/sizes';
import { offlineEnv } from './lib/local';

const BUILD = 'public/build';
const gzipBytes = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;
const sum = (files: string[]): number => files.reduce((total, f) => total + gzipBytes(join(BUILD, f)), 0);

/** The worker as it would be uploaded: every module wrangler bundles (not source maps). */
function workerGzip(): number {
  const out = mkdtempSync(join(tmpdir(), 'budget-worker-'));
  try {
    const r = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', out], {
      env: offlineEnv(),
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stderr}${r.stdout}`);
    return readdirSync(out)
      .filter((f) => !f.endsWith('.map') && f !== 'README.md')
      .reduce((total, f) => total + gzipBytes(join(out, f)), 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const manifest = JSON.parse(readFileSync(join(BUILD, 'manifest.json'), 'utf8')) as Manifest;
const measures: Measure[] = [];
console.log('| page type (routes) | JS before interaction | budget | CSS | budget |\n|---|---|---|---|---|');
const routeTable = '../client/app/routes';
for (const [screen, ids] of pageTypes(await import(routeTable))) {
  const files = pageFiles(manifest, 'client/entry.tsx', screen);
  const name = `${ids.join(', ')} (${screen})`;
  const js = { what: `JavaScript before interaction, ${name}`, bytes: sum(files.js), budget: jsBudget(screen) };
  const css = { what: `CSS, ${name}`, bytes: sum(files.css), budget: cssBudget(screen) };
  measures.push(js, css);
  console.log(`| ${ids.join(', ')} | ${kib(js.bytes)} | ${kib(js.budget)} | ${kib(css.bytes)} | ${kib(css.budget)} |`);
}
const worker = { what: 'Worker bundle (wrangler deploy --dry-run)', bytes: workerGzip(), budget: WORKER_BUDGET };
measures.push(worker);
console.log(`\nworker bundle, gzip: ${kib(worker.bytes)} (budget ${kib(worker.budget)}); CSS bar ${kib(CSS_BUDGET)}`);

const over = overBudget(measures);
if (over.length > 0) {
  console.error(`\nsize budget: ${over.length} over\n${over.join('\n')}`);
  process.exit(1);
}
console.log('size budget: every page type and the worker within budget');
