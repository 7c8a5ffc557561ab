/**
 * Cloudflare's published prices and free-plan limits, for `npm run sim`'s cost column. Read on
 * 2026-11-27 from (re-read them before relying on a figure):
 *
 * - Workers: https://developers.cloudflare.com/workers/platform/pricing/ (Standard usage model:
 *   Paid $5 a month with 10 M requests and 30 M CPU-ms included, then $0.30 per M requests and
 *   $0.02 per M CPU-ms; Free 100,000 requests a day and 10 ms of CPU per request) and
 *   https://developers.cloudflare.com/workers/platform/limits/
 * - Workers KV: https://developers.cloudflare.com/kv/platform/pricing/ (Paid 10 M reads, 1 M
 *   writes, 1 M deletes, 1 M lists and 1 GB included a month, then $0.50 per M reads, $5.00 per M
 *   writes, deletes and lists, $0.50 per GB-month; Free 100,000 reads and 1,000 each of writes,
 *   deletes and lists a day, 1 GB) and https://developers.cloudflare.com/kv/platform/limits/
 * - D1: https://developers.cloudflare.com/d1/platform/pricing/ (Paid 25 billion rows read and 50 M
 *   rows written included a month, then $0.001 per M rows read and $1.00 per M rows written; Free
 *   5 M rows read and 100,000 rows written a day)
 * - Durable Objects: https://developers.cloudflare.com/durable-objects/platform/pricing/ (Paid 1 M
 *   requests and 400,000 GB-s included a month, then $0.15 per M requests and $12.50 per M GB-s;
 *   Free 100,000 requests and 13,000 GB-s a day). An object is billed 128 MB while active.
 *
 * A month is 30 of the simulated days.
 */

export const PRICES_READ_ON = '2026-11-27';

const M = 1_000_000;

/** A day's use of the platform, as the simulator counts it. */
export interface DayUse {
  requests: number;
  cpuMs: number;
  /** The most CPU one request took, milliseconds (the free plan's limit is per request). */
  maxCpuMsPerRequest: number;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  kvStoredGb: number;
  d1RowsRead: number;
  d1RowsWritten: number;
  doRequests: number;
  doGbSeconds: number;
}

/** The free plan's daily limits; a day over any of them fails requests on that plan. */
const FREE_DAY: Partial<Record<keyof DayUse, number>> = {
  requests: 100_000,
  maxCpuMsPerRequest: 10,
  kvReads: 100_000,
  kvWrites: 1000,
  kvDeletes: 1000,
  kvLists: 1000,
  kvStoredGb: 1,
  d1RowsRead: 5 * M,
  d1RowsWritten: 100_000,
  doRequests: 100_000,
  doGbSeconds: 13_000,
};

/** The free plan's limits a day of use goes past (none: the site runs on the free plan). */
function overFreeLimits(day: DayUse): string[] {
  return Object.entries(FREE_DAY)
    .filter(([name, limit]) => day[name as keyof DayUse] > (limit as number))
    .map(([name]) => name);
}

/** Monthly amount over an allowance, at a price per million (per unit with `per` = 1). */
const over = (used: number, included: number, price: number, per = M): number =>
  (Math.max(0, used - included) / per) * price;

/** The Workers Paid plan's bill for a month of days like `day`, in US dollars. */
export function paidMonthUsd(day: DayUse): number {
  const m = (n: number) => n * 30;
  return (
    5 +
    over(m(day.requests), 10 * M, 0.3) +
    over(m(day.cpuMs), 30 * M, 0.02) +
    over(m(day.kvReads), 10 * M, 0.5) +
    over(m(day.kvWrites), M, 5) +
    over(m(day.kvDeletes), M, 5) +
    over(m(day.kvLists), M, 5) +
    over(day.kvStoredGb, 1, 0.5, 1) +
    over(m(day.d1RowsRead), 25_000 * M, 0.001) +
    over(m(day.d1RowsWritten), 50 * M, 1) +
    over(m(day.doRequests), M, 0.15) +
    over(m(day.doGbSeconds), 400_000, 12.5)
  );
}

/** The plan a month of such days needs and what it costs: the free plan when the day fits it. */
export function monthlyCost(day: DayUse): { plan: 'Free' | 'Paid'; usd: number; overFree: string[] } {
  const overFree = overFreeLimits(day);
  return overFree.length === 0
    ? { plan: 'Free', usd: 0, overFree }
    : { plan: 'Paid', usd: paidMonthUsd(day), overFree };
}
