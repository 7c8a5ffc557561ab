/**
 * One simulated day (`npm run sim`): the scenario's visitors arrive in simulated time, each is
 * served by an isolate of its data centre through the project's real cache modules (page policy
 * and purge: worker/cache/page-policy.ts; read-through, single flight and memory: kv-cache.ts,
 * source-call.ts, isolate-memory.ts; the contract's policy and memo: contract-cache.ts,
 * contract-memo.ts; keys: keys.ts), against the models of KV (kv-model.ts), the data centre's
 * cache (cache-tier.ts), D1 and the render (sources.ts), isolates (platform.ts) and the purge
 * (purge-model.ts). Node only: each request runs in its isolate's scope (AsyncLocalStorage).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setClock } from '../../worker/cache/clock';
import { contractPolicy, isJsonObject } from '../../worker/cache/contract-cache';
import { setIsolateScope } from '../../worker/cache/isolate-scope';
import { cacheKey, canonicalUrl, nameOf } from '../../worker/cache/keys';
import { readThrough } from '../../worker/cache/kv-cache';
import { PAGE_KEYS, pagePolicy, type RenderReads } from '../../worker/cache/page-policy';
import { cacheOptions } from '../../worker/cache/route';
import type { Env } from '../../worker/env';
import { CacheTierModel } from './cache-tier';
import { KV_DEFAULTS, KvModel, type KvModelOptions } from './kv-model';
import { CPU_MS, type Isolate, Isolates, LOCATIONS, type Location, pick, cumulativeOf } from './platform';
import { random } from '../media/art';
import { generationPurge, kvPurge, type PurgeMechanism } from './purge-model';
import type { Scenario, Visit } from './scenarios';
import { Scheduler } from './scheduler';
import { type AnswerBody, contentSource, renderPage, type SourceWorld } from './sources';
import type { Site } from './site';
import { Watch } from './watch';

export interface Variant {
  purge: 'kv' | 'generation';
  /** The data centre's cache in front of KV. */
  cacheApi: boolean;
  /** The browser's /api answers also held in the isolate's memory this long, as pages are (not so today). */
  apiMemoryMs?: number;
}

/** Seconds between an isolate's reads of the purge generation (purge26's "every few seconds"). */
const GENERATION_EVERY_S = 5;

/** No vars set: the cache modules use their defaults, which are wrangler.toml's values. */
const ENV = {} as Env;
const ORIGIN = 'https://station.example';
/** The build part of a page key (page-key.ts: one per client build; one build all day here). */
const BUILD = 'sim';
const DAY_MS = 86_400_000;
/** Midnight UTC of the simulated day. */
const START = Date.UTC(2026, 10, 27);

interface DayCounts {
  pageViews: number;
  requests: number;
  renders: number;
  served: number;
  servedStale: number;
  cpuMs: number;
  maxCpuMsPerRequest: number;
  d1Queries: number;
  d1RowsRead: number;
  apiSourceCalls: number;
  errors: number;
}

export interface DayResult {
  counts: DayCounts;
  kv: KvModel;
  tier: CacheTierModel | null;
  purge: PurgeMechanism;
  watch: Watch;
  isolatesStarted: number;
  /** The first error a request ended with, if any (the model or a module failing). */
  firstError?: string;
}

interface RequestScope {
  isolate: Isolate;
  cpuMs: number;
}

const NO_ISOLATE = {};
const noop = () => undefined;
/** Requests a second per page view (the app's navigations fetch one or two answers each). */
const REQUESTS_PER_VIEW = 1.4;
const audience = cumulativeOf(LOCATIONS.map((l) => l.share));

/** The canonical path and cache key of a browser's /api request (keys.ts), or null for a bad parameter; memoised. */
const canonicalKeys = new Map<string, { path: string; key: string } | null>();
function canonicalKey(request: string): { path: string; key: string } | null {
  let found = canonicalKeys.get(request);
  if (found === undefined) {
    const url = canonicalUrl(new URL(request, ORIGIN));
    found = url && { path: url.pathname, key: cacheKey(url) };
    if (canonicalKeys.size > 100_000) canonicalKeys.clear();
    canonicalKeys.set(request, found);
  }
  return found;
}

const zero = (): DayCounts => ({
  pageViews: 0,
  requests: 0,
  renders: 0,
  served: 0,
  servedStale: 0,
  cpuMs: 0,
  maxCpuMsPerRequest: 0,
  d1Queries: 0,
  d1RowsRead: 0,
  apiSourceCalls: 0,
  errors: 0,
});

/** One day's world: the clock, the models, the counts, and how a request is served. */
class Day {
  readonly sched = new Scheduler(START, () => new Promise((resolve) => setImmediate(resolve)));
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
  private bindings: Map<string, KVNamespace>;

  constructor(
    readonly site: Site,
    readonly scenario: Scenario,
    readonly variant: Variant,
    seed: number,
    kvOptions: KvModelOptions,
  ) {
    const clock = () => this.sched.now;
    this.rand = random(seed);
    this.kv = new KvModel(clock, kvOptions);
    this.tier = variant.cacheApi ? new CacheTierModel(clock) : null;
    this.purge =
      variant.purge === 'kv' ? kvPurge() : generationPurge(clock, (ms) => this.sched.sleep(ms), GENERATION_EVERY_S);
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
      keyOf: async (isolate, key) => this.purge.keyOf(isolate, key),
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
    const parsed = JSON.parse(body) as { r?: Record<string, [number, number]> } & Partial<AnswerBody>;
    const v = path === undefined ? parsed.r?.[watch.path]?.[0] : parsed.v;
    if (v !== undefined) watch.see(v, this.sched.now);
  }

  /** A page load: the page cache's read-through with the real page policy, the render on a miss. */
  async servePage(isolate: Isolate, visit: Visit): Promise<void> {
    // The page cache keys the address without its query (page-key.ts pageCacheUrl): junk there changes nothing.
    const key = await this.world.keyOf(isolate, `${PAGE_KEYS}${BUILD}${visit.page.path}`);
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
    const found = await readThrough(this.kvOf(isolate), key, source, policy, noop);
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
    const key = await this.world.keyOf(isolate, canonical.key);
    const source = contentSource(this.world, isolate, canonical.path);
    const policy = contractPolicy(nameOf(canonical.key), { ...this.world.options, memoryMs: this.variant.apiMemoryMs });
    const found = await readThrough(this.kvOf(isolate), key, source, policy, noop);
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

  /** Queues the scenario's visitors (a Poisson stream per source), its edit, its correction and purge. */
  plan(): void {
    const { sched, scenario, site, watch } = this;
    for (const source of scenario.sources) {
      const arrive = () => {
        const tS = (sched.now - START) / 1000;
        this.serve(source.next(this.rand), source.where, source.rate(tS) * REQUESTS_PER_VIEW);
        const gap = -Math.log(1 - this.rand()) / Math.max(source.rate(tS), 1e-9);
        if (tS + gap < source.toS) sched.at(sched.now + gap * 1000, arrive);
      };
      sched.at(START + source.fromS * 1000, arrive);
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
): Promise<DayResult> {
  const day = new Day(site, scenario, variant, seed, kvOptions);
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
  const { counts, kv, tier, purge, watch } = day;
  return { counts, kv, tier, purge, watch, isolatesStarted: day.isolates.started, firstError: day.firstError };
}
