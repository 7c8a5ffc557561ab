/**
 * One simulated day (`npm run sim`): the scenario's visitors arrive in simulated time, each is
 * served by an isolate of its data centre through the project's real cache modules (page policy
 * and purge: worker/cache/page-policy.ts; read-through, single flight and memory: kv-cache.ts,
 * source-call.ts, isolate-memory.ts; the contract's policy and memo: contract-cache.ts,
 * contract-memo.ts; keys: keys.ts), against the models of KV (kv-model.ts), the data centre's
 * cache (cache-tier.ts), D1 and the render (sources.ts), isolates (platform.ts) and the purge
 * generation's Durable Object, read by each isolate's real reader (purge-model.ts). Each request
 * runs in its isolate's scope (AsyncLocalStorage). The largest station's day may be sampled by
 * hours (sample.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setClock } from '../../worker/cache/clock';
import { contractPolicy, isJsonObject } from '../../worker/cache/contract-cache';
import { setIsolateScope } from '../../worker/cache/isolate-scope';
import { nameOf } from '../../worker/cache/keys';
import { readThrough } from '../../worker/cache/kv-cache';
import { PAGE_KEYS, pagePolicy, type RenderReads } from '../../worker/cache/page-policy';
import { cacheOptions } from '../../worker/cache/route';
import type { Env } from '../../worker/env';
import { CacheTierModel } from './cache-tier';
import { KV_DEFAULTS, KvModel, type KvModelOptions } from './kv-model';
import { CPU_MS, type Isolate, Isolates, LOCATIONS, type Location, pick, cumulativeOf } from './platform';
import { random } from '../media/art';
import { countersOf, type Counters, estimateDay, type HourPlan, nextSimulated, planHours, setCounters } from './sample';
import { generationPurge, kvPurge, type PurgeMechanism } from './purge-model';
import type { Scenario, Visit } from './scenarios';
import { Scheduler } from './scheduler';
import { type AnswerBody, canonicalKey, contentSource, renderPage, type SourceWorld } from './sources';
import type { Site } from './site';
import { Watch } from './watch';
import { type DayCounts, zero } from './day-counts';

/** `waitUntil` for a simulated request: the background work runs on in simulated time. */
const noop = () => undefined;

export interface Variant {
  purge: 'kv' | 'generation';
  /** The data centre's cache in front of KV. */
  cacheApi: boolean;
  /** The browser's /api answers also held in the isolate's memory this long, as pages are (not so today). */
  apiMemoryMs?: number;
}

/**
 * Callbacks within this many simulated milliseconds run in one turn of the event loop
 * (scheduler.ts): a continuation may see the clock up to this late, against round trips of
 * 15–240 ms and figures in tenths of a second.
 */
const QUANTUM_MS = 5;

/** No vars set: the cache modules use their defaults, which are wrangler.toml's values. */
const ENV = {} as Env;
/** The build part of a page key (page-key.ts: one per client build; one build all day here). */
const BUILD = 'sim';
const DAY_MS = 86_400_000;
/** Midnight UTC of the simulated day. */
const START = Date.UTC(2026, 10, 27);

export interface DayResult {
  counts: DayCounts;
  kv: KvModel;
  tier: CacheTierModel | null;
  purge: PurgeMechanism;
  watch: Watch;
  isolatesStarted: number;
  /** The hours simulated in full when the day was sampled (sample.ts); absent: every hour. */
  sampledHours?: number[];
  /** The first error a request ended with, if any (the model or a module failing). */
  firstError?: string;
}

interface RequestScope {
  isolate: Isolate;
  cpuMs: number;
}

const NO_ISOLATE = {};
/** Node's setImmediate (the cheapest full turn of the loop); a zero timeout where there is none (workerd, the tests). */
const nextTurn: (run: () => void) => void =
  typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);
/** Requests a second per page view (the app's navigations fetch one or two answers each). */
const REQUESTS_PER_VIEW = 1.4;
const audience = cumulativeOf(LOCATIONS.map((l) => l.share));

/** One day's world: the clock, the models, the counts, and how a request is served. */
class Day {
  readonly sched = new Scheduler(START, {
    yieldToLoop: () => new Promise((resolve) => nextTurn(resolve)),
    quantumMs: QUANTUM_MS,
  });
  readonly als = new AsyncLocalStorage<RequestScope>();
  readonly counts = zero();
  readonly rand: () => number;
  readonly kv: KvModel;
  readonly tier: CacheTierModel | null;
  readonly purge: PurgeMechanism;
  readonly isolates: Isolates;
  readonly watch: Watch;
  readonly world: SourceWorld;
  firstError?: string;
  /** The hours simulated when sampled (sample.ts), and the counters at each one's start and end. */
  readonly hours?: HourPlan;
  readonly snapshots = new Map<number, Counters>();
  private bindings: Map<string, KVNamespace>;

  constructor(
    readonly site: Site,
    readonly scenario: Scenario,
    readonly variant: Variant,
    seed: number,
    kvOptions: KvModelOptions,
    sampleEveryH: number,
  ) {
    if (sampleEveryH > 0) this.hours = planHours(scenario, sampleEveryH);
    const clock = () => this.sched.now;
    this.rand = random(seed);
    this.kv = new KvModel(clock, kvOptions);
    this.tier = variant.cacheApi ? new CacheTierModel(clock) : null;
    this.purge = variant.purge === 'kv' ? kvPurge() : generationPurge(clock, (ms) => this.sched.sleep(ms));
    this.isolates = new Isolates(clock, this.rand);
    this.watch = new Watch(`/api/news/post/${scenario.slug}`);
    const at = (l: Location) => this.kv.at(l.name);
    this.bindings = new Map(LOCATIONS.map((l) => [l.name, this.tier ? this.tier.front(l.name, at(l)) : at(l)]));
    this.world = {
      site,
      sleep: (ms) => this.sched.sleep(ms),
      now: clock,
      cpu: (ms) => this.cpu(ms),
      kvOf: (isolate) => this.kvOf(isolate),
      generationsOf: (isolate) => this.purge.generationsOf(isolate),
      // The contract's own options; the answers' schemas are the real routes', which the models' bodies are not.
      options: { ...cacheOptions(ENV), validate: isJsonObject },
      tally: this.counts,
    };
  }

  kvOf(isolate: Isolate): KVNamespace {
    return this.bindings.get(isolate.location.name) as KVNamespace;
  }

  /** CPU spent for the request being served (a background render counts to the request that started it). */
  cpu(ms: number): void {
    this.counts.cpuMs += ms;
    const scope = this.als.getStore();
    if (!scope) return;
    scope.cpuMs += ms;
    this.counts.maxCpuMsPerRequest = Math.max(this.counts.maxCpuMsPerRequest, scope.cpuMs);
  }

  /** A visitor got `body`: a page built from answers, or the /api answer of `path`. */
  saw(body: string, state: string | null, path?: string): void {
    const { counts, watch } = this;
    counts.served++;
    if (state === 'STALE') counts.servedStale++;
    if (path === undefined ? !body.includes(watch.path) : path !== watch.path) return;
    const parsed = JSON.parse(body) as { r?: Record<string, number> } & Partial<AnswerBody>;
    const v = path === undefined ? parsed.r?.[watch.path] : parsed.v;
    if (v !== undefined) watch.see(v, this.sched.now);
  }

  /** A page load: the page cache's read-through with the real page policy, the render on a miss. */
  async servePage(isolate: Isolate, visit: Visit): Promise<void> {
    // The page cache keys the address without its query (page-key.ts pageCacheUrl): junk there changes nothing.
    const key = `${PAGE_KEYS}${BUILD}${visit.page.path}`;
    let reads: RenderReads = { paths: new Set(), missAgeSeconds: 0 };
    const policy = pagePolicy(ENV, () => reads);
    if (!policy) throw new Error('the page cache is off');
    const source = async () => {
      const noted: RenderReads = { paths: new Set(), missAgeSeconds: 0 };
      const res = await renderPage(this.world, isolate, visit.page, noted);
      reads = noted;
      return res;
    };
    this.cpu(CPU_MS.pageServe);
    const found = await readThrough(this.kvOf(isolate), key, source, policy, noop, this.purge.generationsOf(isolate));
    if ('copy' in found) this.saw(found.copy.body, found.state);
    else this.counts.errors++;
  }

  /**
   * A browser's /api request: its canonical URL (a bad parameter is a 404 first), then the
   * contract's read-through (contract-cache.ts `cachedGet` without its Response around the copy).
   */
  async serveApi(isolate: Isolate, path: string): Promise<void> {
    this.cpu(CPU_MS.apiServe);
    const canonical = canonicalKey(path);
    if (!canonical) return;
    const { key } = canonical;
    const source = contentSource(this.world, isolate, canonical.path);
    const policy = contractPolicy(nameOf(canonical.key), { ...this.world.options, memoryMs: this.variant.apiMemoryMs });
    const found = await readThrough(this.kvOf(isolate), key, source, policy, noop, this.purge.generationsOf(isolate));
    if ('copy' in found) this.saw(found.copy.body, found.state, canonical.path);
    else this.counts.errors++;
  }

  /** One page view, in an isolate of its data centre, in that isolate's scope. */
  serve(visit: Visit, where: Location | undefined, rps: number): void {
    const { counts } = this;
    counts.pageViews++;
    const location = where ?? (LOCATIONS[pick(audience, this.rand())] as Location);
    const isolate = this.isolates.pick(location, rps * (where ? 1 : location.share));
    const paths = visit.api ? [visit.api] : visit.html ? [] : visit.page.reads;
    counts.requests += visit.html ? 1 : paths.length;
    const run = visit.html
      ? () => this.servePage(isolate, visit)
      : () => Promise.all(paths.map((p) => this.serveApi(isolate, p)));
    this.als.run({ isolate, cpuMs: 0 }, () =>
      run().catch((err: unknown) => {
        counts.errors++;
        this.firstError ??= err instanceof Error ? (err.stack ?? err.message) : String(err);
      }),
    );
  }

  /** The additive counters of the day so far (sample.ts). */
  groups() {
    return {
      counts: this.counts,
      kv: this.kv.counts,
      tier: this.tier?.counts ?? {},
      purge: this.purge.counts,
      isolates: this.isolates,
    };
  }

  /** Where an arrival at `tS` goes: itself, or the next simulated hour when sampled (null: none). */
  private simulated(tS: number): number | null {
    return this.hours ? nextSimulated(this.hours, tS) : tS;
  }

  /** Queues the scenario's visitors (a Poisson stream per source), its edit, its correction and purge. */
  plan(): void {
    const { sched, scenario, site, watch } = this;
    // Before the visitors, so a snapshot at an hour's start runs before that instant's arrivals.
    for (const h of this.hours?.hours ?? []) {
      for (const edge of [h, h + 1])
        sched.at(START + edge * 3_600_000, () => this.snapshots.set(edge, countersOf(this.groups())));
    }
    for (const source of scenario.sources) {
      const arrive = () => {
        const tS = (sched.now - START) / 1000;
        this.serve(source.next(this.rand), source.where, source.rate(tS) * REQUESTS_PER_VIEW);
        const next = this.simulated(tS - Math.log(1 - this.rand()) / Math.max(source.rate(tS), 1e-9));
        if (next !== null && next < source.toS) sched.at(START + next * 1000, arrive);
      };
      const first = this.simulated(source.fromS);
      if (first !== null) sched.at(START + first * 1000, arrive);
    }
    const at = (tS: number, run: () => void) => sched.at(START + tS * 1000, run);
    at(scenario.editAtS, () => watch.edited(sched.now, site.edit(watch.path)));
    // The correction first, then the CMS webhook's purge, from the webhook's data centre.
    at(scenario.purgeAtS, () => watch.purged(sched.now, site.edit(watch.path)));
    at(scenario.purgeAtS, () => {
      const isolate = this.isolates.pick(scenario.purgeFrom, 1);
      this.als.run({ isolate, cpuMs: 0 }, () => this.purge.purge(isolate, this.kvOf(isolate), watch.path));
    });
  }
}

/** Runs one day of `scenario` on `site` with `variant`; figures are for the whole day. */
export async function simulateDay(
  site: Site,
  scenario: Scenario,
  variant: Variant,
  seed = 1,
  kvOptions = KV_DEFAULTS,
  sampleEveryH = 0,
): Promise<DayResult> {
  const day = new Day(site, scenario, variant, seed, kvOptions, sampleEveryH);
  setClock(() => day.sched.now);
  setIsolateScope(() => day.als.getStore()?.isolate.scope ?? NO_ISOLATE);
  try {
    if (scenario.publish) site.publish(scenario.publish);
    day.plan();
    await day.sched.run(START + DAY_MS);
    // What is still under way at midnight (renders, writes) finishes.
    await day.sched.run();
  } finally {
    setClock();
    setIsolateScope();
  }
  if (day.hours) {
    const rate = (scenario.sources[0] as Scenario['sources'][number]).rate;
    setCounters(day.groups(), estimateDay(day.hours, day.snapshots, rate, 'counts.pageViews'));
  }
  const { counts, kv, tier, purge, watch } = day;
  const sampledHours = day.hours?.hours;
  return {
    counts,
    kv,
    tier,
    purge,
    watch,
    isolatesStarted: day.isolates.started,
    sampledHours,
    firstError: day.firstError,
  };
}
