/**
 * Sampled hours, for the largest station (`npm run sim`): a day of 5 million page views simulated
 * whole takes ten times a 500-thousand one (about 400 s of CPU; on this project's shared 2-core
 * machine the four days would take an hour or more), so at that size only some hours are
 * simulated, each in full (every visitor, at the full rate, through the same modules and models):
 *
 * - every hour in which something happens: the edit, the purge, and every hour of the scenario's
 *   own traffic (the spike, the crawler, the junk flood), so the staleness figures and the
 *   scenario's own costs are simulated, never estimated;
 * - and every `everyH`-th hour of the ordinary day (00:00, 06:00, …), from trough to peak.
 *
 * Each run of simulated hours starts `WARM_UP_S` early, uncounted: the isolates of the hours
 * skipped before it have ended (a fresh one starts empty), so the first minutes would cost more
 * than the same hour in a whole day. The KV store, its copies and the purge generation carry on
 * through the skipped hours as through a quiet night.
 *
 * A skipped hour's figures are estimated from the simulated ordinary hour (no edit, purge or
 * scenario traffic) whose traffic was closest to its own: that hour's figures per page view times
 * the skipped hour's expected page views (the ordinary rate, integrated). Hit rates depend on
 * traffic (more visitors a second, more copies found in memory), so the nearest traffic, not the
 * day's average. Checked against a whole day (500 thousand page views, ordinary day, seed 1,
 * 2026-11-28: `--sizes 500000 --scenarios ordinary` with and without `--sample-from 500000`):
 * renders, KV reads and writes, D1 queries and the bill within 1 % of the whole day's; the share
 * served stale 26.9 % against 29.7 %.
 */
import type { Scenario } from './scenarios';

const HOUR_S = 3600;
/** Uncounted simulated time before each run of simulated hours. */
export const WARM_UP_S = 300;

/** Additive counters of a day (DayCounts, KV, the Cache API, the purge), as `group.name`. */
export type Counters = Map<string, number>;

export interface HourPlan {
  /** Hours (0–23) simulated in full. */
  hours: number[];
  /** Of those, the hours with ordinary traffic only (the estimates' basis). */
  plain: number[];
}

const hoursOf = (fromS: number, toS: number): number[] => {
  const out: number[] = [];
  for (let h = Math.floor(fromS / HOUR_S); h * HOUR_S < toS && h < 24; h++) out.push(h);
  return out;
};

/** Which hours of `scenario`'s day are simulated (see above). */
export function planHours(scenario: Scenario, everyH: number): HourPlan {
  const busy = new Set([
    ...hoursOf(scenario.editAtS, scenario.editAtS + 1),
    ...hoursOf(scenario.purgeAtS, scenario.purgeAtS + 1),
    ...scenario.sources.slice(1).flatMap((s) => hoursOf(s.fromS, s.toS)),
  ]);
  const hours = new Set(busy);
  for (let h = 0; h < 24; h += everyH) hours.add(h);
  const sorted = [...hours].sort((a, b) => a - b);
  return { hours: sorted, plain: sorted.filter((h) => !busy.has(h)) };
}

/**
 * Where an arrival at `tS` (seconds into the day) goes: itself inside a simulated hour or its
 * warm-up, else the start of the next warm-up (a Poisson stream has no memory), or null after the last.
 */
export function nextSimulated(plan: HourPlan, tS: number): number | null {
  for (const h of plan.hours) {
    const from = h * HOUR_S - (plan.hours.includes(h - 1) ? 0 : WARM_UP_S);
    if (tS < from) return from;
    if (tS < (h + 1) * HOUR_S) return tS;
  }
  return null;
}

/** The expected ordinary page views of hour `h` at `rate(tS)` a second (a minute's steps). */
function viewsOf(rate: (tS: number) => number, h: number): number {
  let views = 0;
  for (let m = 0; m < 60; m++) views += rate(h * HOUR_S + m * 60 + 30) * 60;
  return views;
}

const minus = (a: Counters, b: Counters): Counters => new Map([...a].map(([k, v]) => [k, v - (b.get(k) ?? 0)]));

/**
 * The day's estimated counters: the simulated hours' own (from `snapshots`, taken at each simulated
 * hour's start and end, keyed `h` and `h+1`), plus each skipped hour's estimate (see above).
 * `pageViews` must be one of the counters.
 */
export function estimateDay(
  plan: HourPlan,
  snapshots: Map<number, Counters>,
  rate: (tS: number) => number,
  viewsKey: string,
): Counters {
  const hourly = new Map<number, Counters>();
  for (const h of plan.hours) {
    const start = snapshots.get(h);
    const end = snapshots.get(h + 1);
    if (start && end) hourly.set(h, minus(end, start));
  }
  const total: Counters = new Map();
  const add = (c: Counters, times: number) => {
    for (const [k, v] of c) total.set(k, (total.get(k) ?? 0) + v * times);
  };
  for (const c of hourly.values()) add(c, 1);
  const basis = plan.plain
    .map((h) => ({ c: hourly.get(h), views: viewsOf(rate, h) }))
    .filter((b): b is { c: Counters; views: number } => b.c !== undefined && (b.c.get(viewsKey) ?? 0) > 0);
  for (let h = 0; h < 24; h++) {
    if (plan.hours.includes(h) || !basis.length) continue;
    const views = viewsOf(rate, h);
    const nearest = basis.reduce((a, b) => (Math.abs(b.views - views) < Math.abs(a.views - views) ? b : a));
    add(nearest.c, views / (nearest.c.get(viewsKey) ?? 1));
  }
  return total;
}

/** Groups of a day's counters: objects whose number fields add up over the day. */
type Groups = Record<string, object>;

/** Counters that are not sums (a maximum), left as simulated. */
const NOT_SUMS = new Set(['counts.maxCpuMsPerRequest']);

/** The day's additive counters now, as `group.name`. */
export function countersOf(groups: Groups): Counters {
  const out: Counters = new Map();
  for (const [group, o] of Object.entries(groups)) {
    for (const [name, v] of Object.entries(o)) {
      const key = `${group}.${name}`;
      if (typeof v === 'number' && !NOT_SUMS.has(key)) out.set(key, v);
    }
  }
  return out;
}

/** Writes estimated counters back into their groups (whole numbers). */
export function setCounters(groups: Groups, totals: Counters): void {
  for (const [key, v] of totals) {
    const [group = '', name = ''] = key.split('.');
    const o = groups[group] as Record<string, number> | undefined;
    if (o && typeof o[name] === 'number') o[name] = Math.round(v);
  }
}
