/**
 * `npm run sim`'s figures: one row per scenario, station size and variant (the issue's fields,
 * and what else an operator needs to read them), and the table printed from them.
 */
import { monthlyCost, type DayUse } from './prices';
import type { DayResult, Variant } from './run';

/** Bytes a kept copy takes in KV, for the storage bill (estimates: a page ~85 KB of HTML, an /api answer ~20 KB). */
const PAGE_BYTES = 85_000;
const ANSWER_BYTES = 20_000;
/** Milliseconds a Durable Object is active per request it answers (estimate), billed at 128 MB. */
const DO_ACTIVE_MS = 5;

export interface Row {
  name: string;
  scenario: string;
  pageViewsPerDay: number;
  purge: Variant['purge'];
  cacheApi: boolean;
  apiMemoryMs?: number;
  pageViews: number;
  requests: number;
  renders: number;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  kvWritesRefused: number;
  cacheApiHits: number;
  d1Queries: number;
  doRequests: number;
  /** Of those, purges and announced edits. */
  doBumps: number;
  cpuMs: number;
  servedStalePercent: number;
  maxStaleAfterPurgeS: number;
  maxStaleAfterEditS: number;
  plan: 'Free' | 'Paid';
  costUsdMonth: number;
  overFree: string[];
  isolatesStarted: number;
  errors: number;
  /** The hours simulated in full when the day was sampled (sample.ts); the rest are estimated. */
  sampledHours?: number[];
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

const variantName = (v: Variant): string =>
  `${v.purge === 'kv' ? 'KV purge' : 'generation'}${v.cacheApi ? ' + Cache API' : ''}${v.apiMemoryMs ? ' + /api memory' : ''}`;

export function rowOf(scenario: string, perDay: number, variant: Variant, day: DayResult): Row {
  const { counts, kv, tier, purge, watch } = day;
  const live = kv.liveKeys();
  const pages = live.filter((k) => k.startsWith('page:')).length;
  const use: DayUse = {
    requests: counts.requests,
    cpuMs: counts.cpuMs,
    maxCpuMsPerRequest: counts.maxCpuMsPerRequest,
    kvReads: kv.counts.reads,
    kvWrites: kv.counts.writes,
    kvDeletes: kv.counts.deletes,
    kvLists: kv.counts.lists,
    kvStoredGb: (pages * PAGE_BYTES + (live.length - pages) * ANSWER_BYTES) / 1e9,
    d1RowsRead: counts.d1RowsRead,
    d1RowsWritten: 0,
    doRequests: purge.counts.doRequests,
    doGbSeconds: (purge.counts.doRequests * DO_ACTIVE_MS * 0.128) / 1000,
  };
  const cost = monthlyCost(use);
  return {
    name: `${scenario} · ${perDay.toLocaleString('en')} views/day · ${variantName(variant)}`,
    scenario,
    pageViewsPerDay: perDay,
    purge: variant.purge,
    cacheApi: variant.cacheApi,
    apiMemoryMs: variant.apiMemoryMs,
    pageViews: counts.pageViews,
    requests: counts.requests,
    renders: counts.renders,
    kvReads: kv.counts.reads,
    kvWrites: kv.counts.writes,
    kvDeletes: kv.counts.deletes,
    kvLists: kv.counts.lists,
    kvWritesRefused: kv.counts.rejected,
    cacheApiHits: tier?.counts.hits ?? 0,
    d1Queries: counts.d1Queries,
    doRequests: purge.counts.doRequests,
    doBumps: purge.counts.doBumps,
    cpuMs: Math.round(counts.cpuMs),
    servedStalePercent: round((100 * counts.servedStale) / Math.max(1, counts.served), 2),
    maxStaleAfterPurgeS: round(watch.maxStaleAfterPurgeS),
    maxStaleAfterEditS: round(watch.maxStaleAfterEditS),
    plan: cost.plan,
    costUsdMonth: round(cost.usd, 2),
    overFree: cost.overFree,
    isolatesStarted: day.isolatesStarted,
    errors: counts.errors + purge.counts.failed,
    ...(day.sampledHours ? { sampledHours: day.sampledHours } : {}),
  };
}

const COLUMNS: [string, (r: Row) => string][] = [
  ['scenario', (r) => r.scenario],
  ['views/day', (r) => `${r.pageViewsPerDay.toLocaleString('en')}${r.sampledHours ? '*' : ''}`],
  ['variant', (r) => variantName(r)],
  ['page views', (r) => r.pageViews.toLocaleString('en')],
  ['renders', (r) => r.renders.toLocaleString('en')],
  ['KV reads', (r) => r.kvReads.toLocaleString('en')],
  ['KV writes', (r) => `${r.kvWrites.toLocaleString('en')}${r.kvWritesRefused ? ` (${r.kvWritesRefused} 429)` : ''}`],
  ['D1 queries', (r) => r.d1Queries.toLocaleString('en')],
  ['DO requests', (r) => r.doRequests.toLocaleString('en')],
  ['CPU s', (r) => String(Math.round(r.cpuMs / 1000))],
  ['stale %', (r) => String(r.servedStalePercent)],
  ['purge → s', (r) => String(r.maxStaleAfterPurgeS)],
  ['edit → s', (r) => String(r.maxStaleAfterEditS)],
  ['plan', (r) => r.plan],
  ['$/month', (r) => r.costUsdMonth.toFixed(2)],
];

/** The rows as an aligned text table, or as a Markdown table (for README). */
export function table(rows: Row[], markdown = false): string {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((r) => COLUMNS.map(([, cell]) => cell(r)))];
  if (markdown) {
    const line = (l: string[]) => `| ${l.join(' | ')} |`;
    const [head = [], ...body] = cells;
    return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
  }
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  return cells
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
