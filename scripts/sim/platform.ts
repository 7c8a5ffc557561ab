/**
 * The platform around the worker, as `npm run sim` models it: where visitors are, how far each
 * data centre is from D1 (and the purge generation's Durable Object), how many isolates serve a
 * location and how long they live, and the CPU each kind of work takes.
 *
 * Assumed (Cloudflare publishes no figure; change them here and the table says so): the station's
 * audience (a Punjabi station in Vancouver: most visitors in Canada, then the UK, India,
 * Australia, the US), round trips from each data centre to a D1 primary in western North America,
 * one isolate per `ISOLATE_RPS` requests a second of a location's traffic, and isolates that live
 * `ISOLATE_LIFE_S` seconds on average (then a fresh one starts with empty memory).
 */

export interface Location {
  name: string;
  /** Share of the station's visitors. */
  share: number;
  /** Round trip to the D1 primary and to the Durable Object, milliseconds. */
  rttMs: number;
}

export const LOCATIONS: Location[] = [
  { name: 'YVR', share: 0.3, rttMs: 20 },
  { name: 'SEA', share: 0.04, rttMs: 15 },
  { name: 'YYC', share: 0.06, rttMs: 30 },
  { name: 'YEG', share: 0.03, rttMs: 35 },
  { name: 'YYZ', share: 0.12, rttMs: 70 },
  { name: 'SJC', share: 0.05, rttMs: 25 },
  { name: 'EWR', share: 0.04, rttMs: 75 },
  { name: 'LHR', share: 0.1, rttMs: 140 },
  { name: 'MAN', share: 0.03, rttMs: 145 },
  { name: 'DEL', share: 0.08, rttMs: 240 },
  { name: 'BOM', share: 0.03, rttMs: 230 },
  { name: 'DXB', share: 0.02, rttMs: 220 },
  { name: 'SYD', share: 0.05, rttMs: 160 },
  { name: 'MEL', share: 0.03, rttMs: 170 },
  { name: 'AKL', share: 0.02, rttMs: 150 },
];

/** Requests a second one isolate serves before the location runs another (assumed). */
const ISOLATE_RPS = 2;
/** Most isolates a location runs for this worker (assumed). */
const MAX_ISOLATES = 40;
/** Mean life of an isolate, seconds (assumed: evicted when idle, or by a runtime update). */
const ISOLATE_LIFE_S = 900;

/**
 * CPU per unit of work, milliseconds, from `npm run bench` as recorded in docs/performance.md
 * (third pass, 2026-11-26, local workerd in production mode): a page rendered with its /api data
 * warm 2.8–3.0 ms (home, news grid); the static file of the same run 1.3–1.4 ms, taken as the cost
 * of answering a kept page. An /api answer from the KV cache: about 1 ms (worker/cache/
 * contract-memo.ts's measure of an in-process read). The embedded service's answer built from D1:
 * 1 ms of JSON on top (an estimate, not measured). Re-measure with `npm run bench`.
 */
export const CPU_MS = { pageServe: 1.3, pageRender: 3.0, apiServe: 1.0, apiSource: 1.0 };

/** D1 round trips per /api answer the embedded service builds, and rows each reads (estimates). */
export const D1 = { roundTrips: 2, queries: 3, rowsPerQuery: 20 };

/** Index into cumulative weights (ascending, last = total) for a uniform draw. */
export function pick(cumulative: Float64Array, u: number): number {
  const target = u * (cumulative[cumulative.length - 1] ?? 0);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export const cumulativeOf = (weights: number[]): Float64Array => {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
};

/** One isolate: its own module state (the scope), where it runs, and until when. */
export interface Isolate {
  scope: object;
  location: Location;
  diesAt: number;
}

/** The isolates of every location: as many as its traffic needs, each replaced when its life ends. */
export class Isolates {
  started = 0;
  private pools = new Map<string, Isolate[]>();

  constructor(
    private clock: () => number,
    private rand: () => number,
  ) {}

  private start(location: Location): Isolate {
    this.started++;
    const life = -Math.log(1 - this.rand()) * ISOLATE_LIFE_S * 1000;
    return { scope: {}, location, diesAt: this.clock() + life };
  }

  /** An isolate of `location` for a request, given the location's current requests a second. */
  pick(location: Location, rps: number): Isolate {
    let pool = this.pools.get(location.name);
    if (!pool) {
      pool = [];
      this.pools.set(location.name, pool);
    }
    const size = Math.min(MAX_ISOLATES, Math.max(1, Math.ceil(rps / ISOLATE_RPS)));
    const i = Math.floor(this.rand() * size);
    let isolate = pool[i];
    if (!isolate || isolate.diesAt <= this.clock()) {
      isolate = this.start(location);
      pool[i] = isolate;
    }
    return isolate;
  }
}
