/**
 * Throughput and latency of the production build on local workerd, as ratios to a static file
 * served by the same process in the same run (the machine's speed and load cancel out).
 *
 * Two workers run one after the other on copies of one freshly seeded state:
 * - "uncached": pages rendered on every request (PAGE_CACHE_SECONDS=0 turns the edge page cache
 *   off), with their /api data from the KV cache, warm;
 * - "cached": the default configuration, pages from the edge page cache once warm.
 * /api/home is a KV hit in both (the contract is always behind the KV cache), and so is a share
 * card once the renderer drew it (the cron's card schedule, run through /__scheduled first). Each
 * target is loaded with wrk (`-t2 -c10 -d10s` unless told), the static file before and after the pages.
 *
 *   npm run bench [-- --seconds 10 --threads 2 --connections 10 --port 8797 --port2 8798 --only card]
 *
 * `--only <text>[,<text>…]` measures only the targets whose name contains one of them.
 * `--peer http://127.0.0.1:8788` also measures the React Router peer's article (started by hand,
 * ../shared/peers/rr7-article's README) between the two phases, against its own entry script.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { measurePeer, type PeerRow } from './bench/peer';
import { ensureWrk, runWrk, type WrkOptions, type WrkResult } from './bench/wrk';
import { E2E_STATE, option, run } from './lib/local';
import { samplePage } from '../tests/lib/sample-pages';
import { type RunningWorker, startWorker } from './lib/server';
import { CARDS_CRON } from '../worker/schedules';

const argv = process.argv.slice(2);
const wrk: WrkOptions = {
  seconds: Number(option(argv, 'seconds') ?? 10),
  threads: Number(option(argv, 'threads') ?? 2),
  connections: Number(option(argv, 'connections') ?? 10),
};
const PORTS = [Number(option(argv, 'port') ?? 8797), Number(option(argv, 'port2') ?? 8798)] as const;
const STATE = `${E2E_STATE}-bench`;
/** The page cache's switch (worker/cache/page-cache.ts); a var the worker ignores without it. */
const NO_PAGE_CACHE = { PAGE_CACHE_SECONDS: '0' };

/** The built entry script: a static file every page loads. */
function staticAsset(): string {
  const manifest = JSON.parse(readFileSync('public/build/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['client/entry.tsx'];
  if (!entry) throw new Error('bench: no client build (run npm run build)');
  return `/build/${entry.file}`;
}

interface Measured extends WrkResult {
  xCache: string;
  /** CPU milliseconds wrangler and workerd spent per answer: steadier than req/s on a busy machine. */
  cpuMs: number;
}

/** One target: checked (a failure stops the bench), warmed, then loaded with wrk. */
async function measure(worker: RunningWorker, path: string): Promise<Measured> {
  let xCache = '-';
  for (let i = 0; i < 20; i++) {
    // A fresh connection each time: wrk's load can leave a kept-alive one closed by workerd.
    const res = await fetch(worker.base + path, { headers: { connection: 'close' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}`);
    xCache = res.headers.get('x-cache') ?? res.headers.get('x-card-cache') ?? '-';
  }
  const cpu = worker.cpuSeconds();
  const result = runWrk(worker.base + path, wrk);
  const cpuMs = ((worker.cpuSeconds() - cpu) * 1000) / Math.max(1, result.requests);
  if (result.failures > 0) throw new Error(`bench: ${path} had ${result.failures} failed answers under load`);
  console.log(`bench: ${path} ${result.rps.toFixed(0)} req/s, ${cpuMs.toFixed(2)} CPU ms each, x-cache ${xCache}`);
  return { ...result, xCache, cpuMs };
}

interface Target {
  name: string;
  path: string;
  /** Runs once before the target is measured (a card: asked for once, then drawn by the renderer). */
  prepare?: (worker: RunningWorker) => Promise<void>;
}

/**
 * Asks for a card (the default answers, and the card is marked after the answer), then runs the
 * renderer's schedule until the card is served from KV.
 */
async function drawCard(worker: RunningWorker, path: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await fetch(worker.base + path);
    await res.arrayBuffer();
    if (res.headers.get('x-card-cache') === 'HIT') return;
    await new Promise((r) => setTimeout(r, 300));
    await (await fetch(`${worker.base}/__scheduled?cron=${encodeURIComponent(CARDS_CRON)}`)).arrayBuffer();
  }
  throw new Error(`bench: ${path} was not drawn by the renderer`);
}

/** A target and the static file measured just before it, in the same worker. */
type Row = { target: Measured; baseline: Measured };

/** Each target right after its own static baseline, so a change in the machine's load hits both. */
async function phase(port: number, state: string, vars: Record<string, string>, targets: Target[]) {
  const worker = await startWorker(port, state, '/robots.txt', vars, { testScheduled: true });
  try {
    const rows = new Map<string, Row>();
    for (const t of targets) {
      await t.prepare?.(worker);
      const baseline = await measure(worker, staticAsset());
      rows.set(t.name, { baseline, target: await measure(worker, t.path) });
    }
    return rows;
  } finally {
    worker.stop();
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function cells(row: Row | undefined): string {
  if (!row) return ' | | | | | ';
  const { target: m, baseline } = row;
  return `${(m.rps / baseline.rps).toFixed(2)} | ${m.rps.toFixed(0)} | ${m.p50Ms.toFixed(1)} | ${m.p99Ms.toFixed(1)} | ${m.cpuMs.toFixed(1)} | ${(baseline.cpuMs / m.cpuMs).toFixed(2)}`;
}

function staticCells(rows: Map<string, Row>): string {
  const b = [...rows.values()].map((r) => r.baseline);
  const avg = (f: (m: Measured) => number) => mean(b.map(f));
  return `1.00 | ${avg((m) => m.rps).toFixed(0)} | ${avg((m) => m.p50Ms).toFixed(1)} | ${avg((m) => m.p99Ms).toFixed(1)} | ${avg((m) => m.cpuMs).toFixed(1)} | 1.00`;
}

ensureWrk();
rmSync(STATE, { recursive: true, force: true });
rmSync(`${STATE}-2`, { recursive: true, force: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);
cpSync(STATE, `${STATE}-2`, { recursive: true });

/** A content page without an image shares its card: the card of the about page, in Punjabi. */
const CARD = '/share/card/pa/about.png';
const only = option(argv, 'only');
const allTargets: Target[] = [
  { name: 'home', path: samplePage('home') },
  { name: 'news grid', path: samplePage('news') },
  { name: 'article', path: samplePage('news-post') },
  { name: 'article (pa)', path: samplePage('news-post', 'pa') },
  { name: 'show', path: samplePage('shows-view') },
  { name: 'episode', path: samplePage('shows-episode') },
  { name: 'events', path: samplePage('events') },
  { name: 'search', path: samplePage('search') },
  { name: '/api/home (KV hit)', path: '/api/home' },
  { name: 'share card (stored, KV hit)', path: CARD, prepare: (worker) => drawCard(worker, CARD) },
];
// Several names, comma-separated: `--only home,grid,article,show`.
const wanted = only?.split(',') ?? [];
const targets = allTargets.filter((t) => wanted.length === 0 || wanted.some((w) => t.name.includes(w)));

const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const peerBase = option(argv, 'peer');
const uncached = await phase(PORTS[1], `${STATE}-2`, NO_PAGE_CACHE, targets);
const peer: PeerRow | undefined = peerBase ? await measurePeer(peerBase, wrk) : undefined;
const cached = await phase(PORTS[0], STATE, {}, targets);

console.log(
  `\nwrk -t${wrk.threads} -c${wrk.connections} -d${wrk.seconds}s, wrangler dev (NODE_ENV=production) on loopback,` +
    ` load average at start ${load}. ratio = req/s ÷ the static file's (${staticAsset()}) measured just before,` +
    ' in the same worker; CPU = ms of wrangler + workerd CPU per answer; CPU ratio = the static' +
    " file's CPU ms ÷ the target's (the ratio a CPU-bound machine reaches, little moved by other load).\n",
);
console.log(
  '| what | path | uncached ratio | req/s | p50 ms | p99 ms | CPU ms | CPU ratio | cached ratio | req/s | p50 ms | p99 ms | CPU ms | CPU ratio | x-cache |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(`| static file | | ${staticCells(uncached)} | ${staticCells(cached)} | |`);
for (const t of targets) {
  const [u, c] = [uncached.get(t.name), cached.get(t.name)];
  console.log(`| ${t.name} | ${t.path} | ${cells(u)} | ${cells(c)} | ${u?.target.xCache} / ${c?.target.xCache} |`);
}
if (peer) {
  const { target: m, baseline } = peer;
  console.log(
    `| React Router peer's article (uncached) | ${peer.path} | ${(m.rps / baseline.rps).toFixed(2)} | ${m.rps.toFixed(0)} | ${m.p50Ms.toFixed(1)} | ${m.p99Ms.toFixed(1)} | | | | | | | | | its static file ${peer.staticPath}: ${baseline.rps.toFixed(0)} req/s |`,
  );
}
rmSync(`${STATE}-2`, { recursive: true, force: true });
