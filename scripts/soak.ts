/**
 * The memory soak (issue 23): the production build under a long rotating load, to tell whether
 * anything grows without bound, and which part: the worker's own isolate heap (its memories of
 * pages, contract reads, card fonts and wasm), miniflare's local storage services hosted in the
 * same workerd (KV, D1, cache, assets: their isolates' heaps and the SQLite files on disk), or
 * wrangler's own processes.
 *
 * It seeds its own state, starts `wrangler dev` (NODE_ENV=production) with its inspector, crawls
 * 2,000 real addresses in both languages (pages, share cards, feeds, calendar files, /api reads,
 * search pages), asks for each once (warm-up), takes a heap snapshot of the worker, then runs
 * wrk (`-t2 -c10`, a Lua script sending the addresses in turn) for SOAK_SECONDS, sampling every
 * ~10 s the resident memory of wrangler's processes (/proc) and the heap use of the storage
 * services' isolates (workerd's own inspector), then idles SOAK_IDLE_SECONDS and takes the last
 * snapshot. Snapshots, samples and the report go to .wrangler/soak/.
 *
 *   npm run soak                                     # 15 minutes of load, then 60 s idle
 *   SOAK_SECONDS=150 npm run soak -- --port 8971 --inspector-port 9271
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { ensureWrk } from './bench/wrk';
import { parseWrk } from './bench/wrk-report';
import { E2E_STATE, option, run } from './lib/local';
import { startWorker } from './lib/server';
import { type Cdp, connectCdp } from './soak/cdp';
import { collectUrls, warm } from './soak/collect';
import { changesTable, diffSummaries, type HeapSnapshot, summarize, total } from './soak/heap-summary';
import { heapUsage, workerdTargets, workerInspectorUrl, writeHeapSnapshot } from './soak/inspector';
import { roles, rssOf, treeBytes } from './soak/processes';
import { growth, mb, type Sample, samplesTable } from './soak/report';
import { kindCounts, type SoakUrl, wrkScript } from './soak/rotation';

const argv = process.argv.slice(2);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 900);
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 60);
const SIZE = Number(process.env.SOAK_URLS ?? 2000);
const PORT = Number(option(argv, 'port') ?? 8971);
const INSPECTOR_PORT = Number(option(argv, 'inspector-port') ?? 9271);
const SAMPLE_MS = 10_000;
const STATE = `${E2E_STATE}-soak`;
const OUT = '.wrangler/soak';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`soak: ${line}`);

/**
 * The worker's heap through wrangler's inspector proxy: used size after a collection, and a
 * snapshot. The proxy keeps every message of the worker's inspector until a DevTools client
 * connects, then hands them all over: counted here, as they are memory wrangler held.
 */
async function workerHeap(name: string): Promise<{ used: number; total: number; buffered: string }> {
  const cdp = await connectCdp(await workerInspectorUrl(INSPECTOR_PORT));
  try {
    await sleep(2000);
    const r = cdp.received();
    await writeHeapSnapshot(cdp, `${OUT}/${name}.heapsnapshot`);
    // Right after the snapshot's full collection: the live heap.
    const usage = await heapUsage(cdp);
    return { used: usage.usedSize, total: usage.totalSize, buffered: `${r.messages} messages, ${mb(r.bytes)} MB` };
  } finally {
    cdp.close();
  }
}

/**
 * An isolate's heap in use, or NaN when it does not answer within 5 s: a storage service's
 * isolate may be busy or replaced under load, which must not end the soak.
 */
async function usedOrNaN(cdp: Cdp | null): Promise<number> {
  if (!cdp) return Number.NaN;
  return cdp
    .send<{ usedSize: number }>('Runtime.getHeapUsage', {}, 5000)
    .then((u) => u.usedSize)
    .catch(() => Number.NaN);
}

/** The column of a storage service's isolate: `kv:ns:…` → kv, `d1:db` → d1, `assets:…` → assets, else other. */
const serviceGroup = (id: string) => /^(kv|d1|assets):/.exec(id)?.[1] ?? 'other services';

const readSnapshot = (name: string) =>
  summarize(JSON.parse(readFileSync(`${OUT}/${name}.heapsnapshot`, 'utf8')) as HeapSnapshot);

type Heap = Awaited<ReturnType<typeof workerHeap>>;
type Answers = ReturnType<typeof parseWrk>;

/** The storage services' isolates by group (kv, d1, assets, other), each with a DevTools session. */
async function connectServices(runtime: number): Promise<Map<string, Cdp[]>> {
  const services = new Map<string, Cdp[]>();
  // The storage services' isolates only: a second session on the worker's own isolate would end
  // wrangler's (workerd keeps one per isolate), and with it wrangler's log of the worker.
  for (const [id, url] of await workerdTargets(runtime)) {
    if (id.startsWith('core:user')) continue;
    const group = serviceGroup(id);
    services.set(group, [...(services.get(group) ?? []), await connectCdp(url)]);
  }
  return services;
}

/**
 * One sample every call: wrangler's processes' RSS, the local storage on disk, the worker's heap
 * (through `live`, garbage included: no collection is asked) and each service group's heap.
 */
function sampler(pids: Map<string, number>, services: Map<string, Cdp[]>, live: () => Cdp | null) {
  const samples: Sample[] = [];
  const began = Date.now();
  const sample = async (phase: Sample['phase']) => {
    const row: Record<string, number> = {};
    for (const [role, pid] of pids) row[`${role} RSS`] = mb(rssOf(pid).rssKb * 1024);
    row['local storage on disk'] = mb(treeBytes(STATE));
    row['worker heap'] = mb(await usedOrNaN(live()));
    for (const [group, isolates] of services) {
      const used = await Promise.all(isolates.map(usedOrNaN));
      row[`${group} heap`] = mb(used.reduce((a, b) => a + b, 0));
    }
    const t = Math.round((Date.now() - began) / 1000);
    samples.push({ t, phase, mb: row });
    log(
      `${t}s ${phase} ${Object.entries(row)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  };
  return { samples, sample };
}

/** wrk over the rotation for SOAK_SECONDS, sampling while it runs; its answers. */
async function runLoad(
  base: string,
  sample: (phase: Sample['phase']) => Promise<void>,
  started: (wrk: ChildProcess) => void,
): Promise<Answers> {
  await sample('load');
  const load = spawn('wrk', [
    '-t2',
    '-c10',
    `-d${SECONDS}s`,
    '--latency',
    '--timeout',
    '10s',
    '-s',
    `${OUT}/rotate.lua`,
    base,
  ]);
  started(load);
  let report = '';
  load.stdout.on('data', (d) => {
    report += String(d);
  });
  const done = new Promise<number>((resolve) => load.on('close', (code) => resolve(code ?? 1)));
  let finished = false;
  void done.then(() => {
    finished = true;
  });
  while (!finished) {
    await Promise.race([sleep(SAMPLE_MS), done]);
    if (!finished) await sample('load');
  }
  if ((await done) !== 0) throw new Error(`wrk failed:\n${report}`);
  const answers = parseWrk(report);
  await sample('load');
  return answers;
}

/** SOAK_IDLE_SECONDS with no load, sampling on. */
async function idle(sample: (phase: Sample['phase']) => Promise<void>): Promise<void> {
  const idleUntil = Date.now() + IDLE_SECONDS * 1000;
  while (Date.now() < idleUntil) {
    await sleep(Math.min(SAMPLE_MS, idleUntil - Date.now()));
    await sample('idle');
  }
}

/** The report: the load's answers, memory over time, growth per column and the worker's heap. */
function reportLines(urls: SoakUrl[], answers: Answers, samples: Sample[], start: Heap, end: Heap): string[] {
  const before = readSnapshot('start');
  const after = readSnapshot('end');
  const columns = Object.keys(samples[0]?.mb ?? {});
  return [
    `# Soak: ${SECONDS} s of wrk -t2 -c10 over ${urls.length} addresses, then ${IDLE_SECONDS} s idle`,
    '',
    `Addresses: ${kindCounts(urls)}. Load: ${answers.requests} answers, ${answers.rps.toFixed(0)}/s, p50 ${answers.p50Ms.toFixed(1)} ms, p99 ${answers.p99Ms.toFixed(1)} ms, ${answers.failures} failures.`,
    '',
    '## Memory (MB) over time',
    '',
    samplesTable(samples),
    '',
    '| what | start | end of load | after idle |',
    '|---|---|---|---|',
    ...columns.map((c) => {
      const g = growth(samples, c);
      return `| ${c} | ${g.start} | ${g.endOfLoad} | ${g.end} |`;
    }),
    '',
    '## The worker isolate (wrangler dev inspector)',
    '',
    `Heap used after a full collection: start ${mb(start.used)} MB, end ${mb(end.used)} MB (allocated ${mb(start.total)} → ${mb(end.total)} MB).`,
    `Snapshot totals: start ${total(before).count} objects, ${mb(total(before).size)} MB; end ${total(after).count} objects, ${mb(total(after).size)} MB.`,
    `Messages wrangler's inspector proxy had kept for a DevTools client: at the start ${start.buffered}; at the end ${end.buffered}.`,
    '',
    changesTable(diffSummaries(before, after)),
    '',
  ];
}

ensureWrk();
rmSync(STATE, { recursive: true, force: true });
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', STATE]);

const base = `http://127.0.0.1:${PORT}`;
const worker = await startWorker(PORT, STATE, '/robots.txt', { SITE_URL: base }, { inspectorPort: INSPECTOR_PORT });
let services = new Map<string, Cdp[]>();
let live: Cdp | null = null;
/** The load generator, once started: stopped on the way out whatever happens. */
const load: { wrk: ChildProcess | null } = { wrk: null };
try {
  const crawled = await collectUrls(base, SIZE);
  const { ok: urls, dropped } = await warm(base, crawled);
  log(`${urls.length} addresses (${kindCounts(urls)}); ${dropped.length} dropped: ${dropped.slice(0, 5).join(', ')}`);
  writeFileSync(`${OUT}/urls.txt`, `${urls.map((u) => u.path).join('\n')}\n`);
  writeFileSync(`${OUT}/rotate.lua`, wrkScript(urls.map((u) => u.path)));

  const pids = roles(worker.pids());
  const runtime = pids.get('workerd (worker + local storage)');
  if (!runtime) throw new Error('soak: no workerd with an inspector among wrangler dev processes');
  services = await connectServices(runtime);
  const start = await workerHeap('start');
  // The worker's heap during the load, through the proxy (garbage included: no collection is asked).
  live = await connectCdp(await workerInspectorUrl(INSPECTOR_PORT));
  log(
    `worker heap at the start: ${mb(start.used)} MB used of ${mb(start.total)} MB (proxy handed over ${start.buffered})`,
  );

  const { samples, sample } = sampler(pids, services, () => live);
  const answers = await runLoad(base, sample, (started) => {
    load.wrk = started;
  });
  await idle(sample);
  // wrangler's proxy takes one DevTools client at a time.
  live?.close();
  live = null;
  await sleep(1000);
  const end = await workerHeap('end');
  log(`worker heap at the end: ${mb(end.used)} MB used of ${mb(end.total)} MB (proxy handed over ${end.buffered})`);

  const lines = reportLines(urls, answers, samples, start, end);
  writeFileSync(`${OUT}/report.md`, lines.join('\n'));
  writeFileSync(`${OUT}/samples.json`, JSON.stringify(samples, null, 1));
  console.log(`\n${lines.join('\n')}\nsoak: snapshots, samples and this report in ${OUT}/`);
} finally {
  load.wrk?.kill();
  live?.close();
  for (const s of [...services.values()].flat()) s.close();
  worker.stop();
}
