/**
 * Lighthouse (pinned 12.8.2, the last on Node 20) on the production build under local workerd,
 * with Debian's Chromium and nothing from the internet: the mobile preset with simulated
 * throttling (Lighthouse's default), on home, the news grid, an article, a show, an episode,
 * events and search (or with `--all` every route's sample page), in English and at their Punjabi
 * (/pa) addresses. Prints the four category scores and LCP, CLS and TBT per page. Bounded: stops
 * by itself. Not part of npm test (timings).
 *
 *   npm run lighthouse [-- --port 8796 --chrome-port 9226 --only /news,/pa/news --all --out /tmp/lh]
 *                      [--runs 3] [--base http://127.0.0.1:8788 --only /news/post/<slug>] [--trace /tmp/tr]
 *
 * `--runs N` audits every page N times (all pages, then again) and prints each figure's median
 * (scripts/lighthouse/medians.ts). `--base` audits a server already running there instead of
 * starting ours (the React Router peer, issue 29), with the same Chromium and settings; it needs --only.
 * `--trace DIR` saves each run's trace (the report has none) and prints the long tasks after
 * first paint with what they spent their time on (scripts/lighthouse/long-tasks.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, ensureChromium } from './lib/chromium';
import { CHROMIUM_FLAGS } from './lib/chromium-flags';
import { E2E_STATE, option, run } from './lib/local';
import { samplePage, samplePages } from '../tests/lib/sample-pages';
import { startWorker } from './lib/server';
import { describeTasks, longTasks, type TraceEvent } from './lighthouse/long-tasks';
import { medianRows, type Row } from './lighthouse/medians';

const argv = process.argv.slice(2);
const PORT = Number(option(argv, 'port') ?? 8796);
const CHROME_PORT = Number(option(argv, 'chrome-port') ?? 9226);
const ONLY = option(argv, 'only');
/** `--out dir`: also write each page's full report (JSON) there, to read its diagnostics. */
const OUT = option(argv, 'out');
const RUNS = Math.max(1, Number(option(argv, 'runs') ?? 1));
const BASE = option(argv, 'base');
/** `--trace dir`: each run's Chromium trace as `<page>.trace.json` (DevTools opens it), and its long tasks printed. */
const TRACE = option(argv, 'trace');
/** `--all`: every route's sample page (tests/lib/sample-pages.ts), not only ROUTES (~1 min a page). */
const ALL = argv.includes('--all');
const STATE = `${E2E_STATE}-lighthouse`;
/** The routes audited by default, by id: their sample pages come from tests/lib/sample-pages.ts. */
const ROUTES = ['home', 'news', 'news-post', 'shows-view', 'shows-episode', 'events', 'search'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Debian's Chromium, headless, with a debugging port for Lighthouse; the flags of the e2e suite. */
async function startChromium(): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${CHROME_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // The profile is removed once Chromium has exited: it writes there until then.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing the cache after the main one exits; a
    // leftover folder in tmp must not cost the run's table (seen: ENOTEMPTY after 24 audits).
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.warn(`lighthouse: could not remove ${profile}: ${(err as Error).message}`);
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${CHROME_PORT}/json/version`)).ok) return { stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Chromium did not open its debugging port ${CHROME_PORT} within 30 s`);
}

/** The file name of a page's report or trace: its path with every other character an underscore. */
function fileName(url: string): string {
  return new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
}

/** Writes the run's trace and prints its long tasks after first paint, so a task can be named. */
function saveTrace(url: string, dir: string, traceEvents: readonly TraceEvent[]): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${fileName(url)}.trace.json`);
  writeFileSync(file, JSON.stringify({ traceEvents }));
  const tasks = longTasks(traceEvents);
  console.log(`lighthouse: ${new URL(url).pathname} trace ${file}: ${tasks.length} long task(s) after FCP`);
  for (const line of describeTasks(tasks)) console.log(`  ${line}`);
}

/**
 * Lighthouse saw no first paint. About one load in 50 since the modules start after the first
 * paint (issue 29), never in the end-to-end suite's loads: the load is run once more, and the
 * warning names the trace kept for the next look.
 */
class NoPaint extends Error {}

async function audit(url: string, out: string | undefined, trace: string | undefined): Promise<Row> {
  const result = await lighthouse(url, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The CPU samples that name a task's functions; Lighthouse's own categories have none.
    ...(trace ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_FCP') {
    const file = join(tmpdir(), `lighthouse-no-fcp-${fileName(url)}-${Date.now()}.trace.json`);
    writeFileSync(file, JSON.stringify({ traceEvents: result.artifacts.Trace?.traceEvents ?? [] }));
    throw new NoPaint(`lighthouse ${url}: ${lhr.runtimeError.message} (its trace: ${file})`);
  }
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${fileName(url)}.json`), JSON.stringify(lhr));
  }
  if (trace) saveTrace(url, trace, result.artifacts.Trace.traceEvents as unknown as TraceEvent[]);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: new URL(url).pathname,
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

/** Audits every page, RUNS times over (each run's reports in its own folder under --out). */
async function auditAll(base: string, paths: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const chromium = await startChromium();
  try {
    for (let run = 1; run <= RUNS; run++)
      for (const p of paths) {
        const perRun = (dir: string | undefined) => (dir && RUNS > 1 ? join(dir, `run${run}`) : dir);
        const once = () => audit(base + p, perRun(OUT), perRun(TRACE));
        const row = await once().catch((err: unknown) => {
          if (!(err instanceof NoPaint)) throw err;
          console.warn(`lighthouse: ${err.message}; run again`);
          return once();
        });
        console.log(`lighthouse: ${p} ${row.scores.join('/')}${RUNS > 1 ? ` (run ${run})` : ''}`);
        rows.push(row);
      }
  } finally {
    await chromium.stop();
  }
  return rows;
}

ensureChromium();
const paths = (['en', 'pa'] as const)
  .flatMap((lang) => (ALL ? samplePages(lang) : ROUTES.map((id) => ({ name: id, path: samplePage(id, lang) }))))
  .map(({ path }) => path)
  .filter((p) => !ONLY || ONLY.split(',').includes(p));
let rows: Row[];
if (BASE) {
  if (!ONLY) throw new Error('lighthouse: --base needs --only with the paths to audit there');
  const asked = ONLY.split(',');
  for (const p of asked) await (await fetch(BASE + p)).arrayBuffer();
  rows = await auditAll(BASE, asked);
} else {
  rmSync(STATE, { recursive: true, force: true });
  run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
  const worker = await startWorker(PORT, STATE);
  try {
    // Warm the KV copies, so the audit sees a page rendered from cached data, as visitors do.
    for (const p of paths) await (await fetch(worker.base + p)).arrayBuffer();
    rows = await auditAll(worker.base, paths);
  } finally {
    worker.stop();
  }
}

const runs = RUNS > 1 ? `, median of ${RUNS} runs (each figure on its own)` : '';
console.log(
  `\nLighthouse 12.8.2, mobile preset, simulated throttling, Debian Chromium, ${BASE ?? 'production build'}${runs}\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | FCP s | LCP s | CLS | TBT ms |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of medianRows(rows))
  console.log(
    `| ${r.path} | ${r.scores.join(' | ')} | ${(r.fcpMs / 1000).toFixed(2)} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbtMs.toFixed(0)} |`,
  );
