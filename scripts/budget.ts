/**
 * `npm run budget` (a step of `npm test`, after the build): the size budget of issue 14, on sizes
 * only, never timings. For each page type (each screen of client/app/routes.ts) the gzip bytes of
 * the JavaScript it loads before any interaction (with the larger language's strings), from
 * public/build/manifest.json, and of its one stylesheet, from public/build/page-styles.json; and
 * the gzip bytes of the worker as uploaded, from `wrangler deploy --dry-run --outdir`. Prints a table;
 * fails naming each page (or the worker) over its budget and by how many bytes. The partners'
 * player (issue 28) is its own line: its script and /embed.js, against EMBED_JS_BUDGET.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstStringsId } from '../shared/i18n/parts';
import { CSS_BUDGET, EMBED_JS_BUDGET, jsBudget, WORKER_BUDGET } from './budget/budgets';
import { kib, type Manifest, type Measure, overBudget, pageFiles, pageTypes, workerUploadFiles } from './budget/sizes';
import { offlineEnv } from './lib/local';

const BUILD = 'public/build';
const gzipBytes = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;
const sum = (files: string[]): number => files.reduce((total, f) => total + gzipBytes(join(BUILD, f)), 0);

/** The worker as `wrangler deploy` uploads it: its entry module and attached modules (workerUploadFiles). */
function workerGzip(): number {
  const out = mkdtempSync(join(tmpdir(), 'budget-worker-'));
  try {
    const r = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', out], {
      env: offlineEnv(),
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stderr}${r.stdout}`);
    return workerUploadFiles(readdirSync(out)).reduce((total, f) => total + gzipBytes(join(out, f)), 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const manifest = JSON.parse(readFileSync(join(BUILD, 'manifest.json'), 'utf8')) as Manifest;
/** The page's one stylesheet per screen (scripts/vite/page-styles.ts). */
const pageStyles = JSON.parse(readFileSync(join(BUILD, 'page-styles.json'), 'utf8')) as Record<
  string,
  { sheet: string }
>;
const LANGS = ['en', 'pa'] as const;
const measures: Measure[] = [];
console.log('| page type (routes) | JS before interaction | budget | CSS | budget |\n|---|---|---|---|---|');
const routeTable = '../client/app/routes';
for (const [screen, ids] of pageTypes(await import(routeTable))) {
  // The page waits for its language's strings: the larger language is the one measured.
  const jsBytes = Math.max(
    ...LANGS.map((lang) => sum(pageFiles(manifest, 'client/entry.tsx', screen, firstStringsId(lang, screen)).js)),
  );
  const sheet = pageStyles[screen];
  if (!sheet) throw new Error(`${screen} has no page stylesheet in ${BUILD}/page-styles.json (run npm run build)`);
  const name = `${ids.join(', ')} (${screen})`;
  const js = { what: `JavaScript before interaction, ${name}`, bytes: jsBytes, budget: jsBudget(screen) };
  const css = { what: `CSS, ${name}`, bytes: sum([sheet.sheet]), budget: CSS_BUDGET };
  measures.push(js, css);
  console.log(`| ${ids.join(', ')} | ${kib(js.bytes)} | ${kib(js.budget)} | ${kib(css.bytes)} | ${kib(css.budget)} |`);
}
// The partners' player: its own script and the loader partners paste (scripts/embed-build.ts).
const embedPlayer = (JSON.parse(readFileSync(join(BUILD, 'embed.json'), 'utf8')) as { player: string }).player;
const embed = {
  what: "JavaScript of the partners' player (/embed/radio and /embed.js)",
  bytes: sum([embedPlayer.replace(/^\/build\//, '')]) + gzipBytes('public/embed.js'),
  budget: EMBED_JS_BUDGET,
};
measures.push(embed);
console.log(
  `\npartners' player (/embed/radio + /embed.js), JavaScript gzip: ${kib(embed.bytes)} (budget ${kib(embed.budget)})`,
);
const worker = { what: 'Worker bundle (wrangler deploy --dry-run)', bytes: workerGzip(), budget: WORKER_BUDGET };
measures.push(worker);
console.log(`\nworker bundle, gzip: ${kib(worker.bytes)} (budget ${kib(worker.budget)}); CSS bar ${kib(CSS_BUDGET)}`);

const over = overBudget(measures);
if (over.length > 0) {
  console.error(`\nsize budget: ${over.length} over\n${over.join('\n')}`);
  process.exit(1);
}
console.log('size budget: every page type and the worker within budget');
