/**
 * `npm run sim`: a day at scale, in simulation (issue 26, items 2 and 3). Each scenario (an
 * ordinary day, breaking news, a crawler, a junk flood) runs for stations of 50 thousand, 500
 * thousand and 5 million page views a day, with the worker as it is (`generation`: the purge
 * generation, driven through its real reader) or a variant to compare: `kv` (the KV purge alone,
 * as before issue 26), `+cache` (the data centre's Cache API in front of KV), `+memory` (the
 * browser's /api answers held 5 s in the isolate, as pages are). The real cache modules serve
 * every request in simulated time (scripts/sim/run.ts);
 * the platform is modelled from Cloudflare's documentation (scripts/sim/*-model.ts, platform.ts),
 * the cost from its published prices (scripts/sim/prices.ts, dated).
 *
 *   npm run sim [-- --json | --markdown] [--sizes 50000,500000] [--scenarios ordinary,breaking]
 *     [--variants generation,kv,kv+cache,generation+cache,generation+memory] [--seed 1]
 *     [--kv-cache-ttl 60] [--kv-propagation 60]   (KV's read cache and propagation, seconds)
 *     [--sample-from 5000000] [--sample-every 8]   (which sizes are sampled, and how: sample.ts)
 *
 * Every page view is simulated, except at sizes of `--sample-from` and more: there the hours of
 * the scenario's events and every `--sample-every`-th hour are simulated in full and the others
 * estimated from them (scripts/sim/sample.ts; the row says which hours). `--json` prints
 * `{ "scenarios": [{ "name", "pageViews", "renders", "kvReads", "kvWrites", "d1Queries", "cpuMs",
 * "servedStalePercent", "maxStaleAfterPurgeS", "maxStaleAfterEditS", "costUsdMonth", … }] }`.
 */
import { KV_DEFAULTS } from './sim/kv-model';
import { PRICES_READ_ON } from './sim/prices';
import { type Row, rowOf, table } from './sim/report';
import { simulateDay, type Variant } from './sim/run';
import { scenarios } from './sim/scenarios';
import { Site } from './sim/site';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const list = (name: string, fallback: string): string[] => (option(name) ?? fallback).split(',').filter(Boolean);

const VARIANTS: Record<string, Variant> = {
  kv: { purge: 'kv', cacheApi: false },
  generation: { purge: 'generation', cacheApi: false },
  'kv+cache': { purge: 'kv', cacheApi: true },
  'generation+cache': { purge: 'generation', cacheApi: true },
  'generation+memory': { purge: 'generation', cacheApi: false, apiMemoryMs: 5000 },
};

const sizes = list('sizes', '50000,500000,5000000').map(Number);
const wanted = list('scenarios', 'ordinary,breaking,crawler,junk');
const variants = list('variants', 'generation').map((name) => {
  const v = VARIANTS[name];
  if (!v) throw new Error(`sim: unknown variant ${name} (${Object.keys(VARIANTS).join(', ')})`);
  return v;
});
const seed = Number(option('seed') ?? 1);
const kvOptions = {
  ...KV_DEFAULTS,
  cacheTtlS: Number(option('kv-cache-ttl') ?? KV_DEFAULTS.cacheTtlS),
  propagationS: Number(option('kv-propagation') ?? KV_DEFAULTS.propagationS),
};
const json = argv.includes('--json');
const sampleFrom = Number(option('sample-from') ?? 5_000_000);
const sampleEvery = Number(option('sample-every') ?? 8);

// The real modules log every refused KV write and failed render; the table counts them instead.
const log = { error: console.error, warn: console.warn };
const quiet = () => {
  console.error = () => undefined;
  console.warn = () => undefined;
};
const loud = () => Object.assign(console, log);

const names = scenarios(new Site(), 1)
  .map((s) => s.name)
  .filter((name) => wanted.some((w) => name.startsWith(w)));
const rows: Row[] = [];
for (const perDay of sizes) {
  for (const variant of variants) {
    for (const name of names) {
      const started = performance.now();
      // Each day on a fresh site (its content versions) with fresh sources.
      const site = new Site();
      const scenario = scenarios(site, perDay).find((s) => s.name === name);
      if (!scenario) continue;
      quiet();
      const every = sampleFrom > 0 && perDay >= sampleFrom ? sampleEvery : 0;
      const day = await simulateDay(site, scenario, variant, seed, kvOptions, every).finally(loud);
      const row = rowOf(name, perDay, variant, day);
      rows.push(row);
      console.error(`${row.name}: ${Math.round(performance.now() - started)} ms`);
      if (day.firstError) console.error(`  ${row.errors} requests failed; the first: ${day.firstError}`);
    }
  }
}

const sampled = rows.find((r) => r.sampledHours);
const note = sampled
  ? `\n* sampled: the hours of the day's events and every ${sampleEvery}th hour simulated in full, the others estimated (scripts/sim/sample.ts; each row's sampledHours in --json).`
  : '';
const text = `\n${table(rows, argv.includes('--markdown'))}\n${note}\nPrices as read on ${PRICES_READ_ON} (scripts/sim/prices.ts).`;
// With --json the table goes to stderr, so stdout is the JSON alone.
if (json) {
  console.error(text);
  console.log(JSON.stringify({ pricesReadOn: PRICES_READ_ON, kv: kvOptions, scenarios: rows }, null, 2));
} else console.log(text);
