/**
 * A smoke of `npm run sim` (scripts/sim.ts) inside the suite: a tiny station's breaking-news day
 * through the real cache modules and the real purge generation reader, and its row and table, in
 * seconds. The full run (three sizes, four days) is `npm run sim`, not part of `npm test`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowOf, table } from './report';
import { simulateDay } from './run';
import { scenarios } from './scenarios';
import { Site } from './site';

const breaking = (site: Site) => scenarios(site, 2000).find((s) => s.name === 'breaking news');

describe('npm run sim, a tiny station', () => {
  // The real modules log each KV write refused by the one-a-second limit; the row counts them.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays a breaking-news day with the purge generation: every figure, and the purge reaches everyone within 10 s', async () => {
    const site = new Site();
    const scenario = breaking(site);
    if (!scenario) throw new Error('no breaking-news day');
    const day = await simulateDay(site, scenario, { purge: 'generation', cacheApi: false });
    const row = rowOf(scenario.name, 2000, { purge: 'generation', cacheApi: false }, day);
    expect(day.firstError).toBeUndefined();
    // No request failed. (The purge's own KV deletes may meet the one-write-a-second limit on a key
    // just written: counted in row.errors, as the worker's purge would fail there and be retried.)
    expect(day.counts.errors).toBe(0);
    expect(row.pageViews).toBeGreaterThan(2000);
    expect(row.renders).toBeGreaterThan(0);
    expect(row.kvReads).toBeGreaterThan(0);
    // The real readers asked the one object; the purge (and the edit, announced) bumped it.
    expect(row.doRequests).toBeGreaterThan(row.doBumps);
    expect(row.doBumps).toBeGreaterThanOrEqual(1);
    expect(row.maxStaleAfterPurgeS).toBeLessThanOrEqual(10);
    expect(row.maxStaleAfterEditS).toBeLessThanOrEqual(10);
    expect(row.costUsdMonth).toBeGreaterThan(0);
    expect(table([row], true)).toContain('| breaking news | 2,000 | generation |');
  }, 60_000);

  it('samples hours when asked: the events simulated, the rest estimated', async () => {
    const site = new Site();
    const scenario = breaking(site);
    if (!scenario) throw new Error('no breaking-news day');
    const day = await simulateDay(site, scenario, { purge: 'generation', cacheApi: false }, 1, undefined, 12);
    expect(day.sampledHours).toEqual([0, 12, 18]);
    // The day's page views: about the ordinary 2,000 and the spike's, though most hours were not run.
    expect(day.counts.pageViews).toBeGreaterThan(2000);
    expect(day.counts.pageViews).toBeLessThan(4000);
    expect(day.watch.maxStaleAfterPurgeS).toBeLessThanOrEqual(10);
  }, 60_000);
});
