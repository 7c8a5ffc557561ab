import { describe, expect, it } from 'vitest';
import { type DayUse, monthlyCost, paidMonthUsd } from './prices';

const quiet: DayUse = {
  requests: 20_000,
  cpuMs: 40_000,
  maxCpuMsPerRequest: 6,
  kvReads: 30_000,
  kvWrites: 400,
  kvDeletes: 10,
  kvLists: 2,
  kvStoredGb: 0.1,
  d1RowsRead: 100_000,
  d1RowsWritten: 0,
  doRequests: 0,
  doGbSeconds: 0,
};

describe('the monthly cost', () => {
  it('is the free plan while every daily figure is within its limits', () => {
    expect(monthlyCost(quiet)).toEqual({ plan: 'Free', usd: 0, overFree: [] });
  });

  it('is the paid plan, and says which limits, once a day goes past one', () => {
    const cost = monthlyCost({ ...quiet, kvWrites: 1500, requests: 150_000 });
    expect(cost.plan).toBe('Paid');
    expect(cost.overFree).toEqual(['requests', 'kvWrites']);
    expect(cost.usd).toBe(5);
  });

  it('charges past the paid allowances at the published prices', () => {
    // 1 M requests a day: 30 M a month, 20 M past the 10 M included at $0.30 per M.
    expect(paidMonthUsd({ ...quiet, requests: 1_000_000 })).toBeCloseTo(5 + 6, 6);
    // 1 M KV reads a day: 20 M past the 10 M included at $0.50 per M.
    expect(paidMonthUsd({ ...quiet, kvReads: 1_000_000 })).toBeCloseTo(5 + 10, 6);
    // 100,000 writes a day: 2 M past the 1 M included at $5 per M.
    expect(paidMonthUsd({ ...quiet, kvWrites: 100_000 })).toBeCloseTo(5 + 10, 6);
    // 2 M CPU-ms a day: 30 M past the 30 M included at $0.02 per M.
    expect(paidMonthUsd({ ...quiet, cpuMs: 2_000_000 })).toBeCloseTo(5 + 0.6, 6);
  });
});
