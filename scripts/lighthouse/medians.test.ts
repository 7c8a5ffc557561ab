import { describe, expect, it } from 'vitest';
import { median, medianRows, type Row } from './medians';

const row = (path: string, perf: number, lcpMs: number, tbtMs: number): Row => ({
  path,
  scores: [perf, 100, 100, 100],
  fcpMs: lcpMs - 100,
  lcpMs,
  cls: 0,
  tbtMs,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([2400, 1400, 1900])).toBe(1900);
    expect(median([10, 30, 20, 40])).toBe(25);
    expect(median([])).toBeNaN();
  });
});

describe('medianRows', () => {
  it("gives each page each figure's own median over its runs, in the pages' first order", () => {
    const rows = medianRows([
      row('/', 97, 2200, 6),
      row('/news', 98, 1900, 0),
      row('/', 99, 1400, 240),
      row('/news', 96, 2000, 10),
      row('/', 95, 2400, 30),
      row('/news', 97, 2100, 5),
    ]);
    expect(rows.map((r) => r.path)).toEqual(['/', '/news']);
    // Not one run's row: the LCP of the best run, the TBT of another.
    expect(rows[0]).toMatchObject({ scores: [97, 100, 100, 100], lcpMs: 2200, tbtMs: 30, fcpMs: 2100 });
    expect(rows[1]).toMatchObject({ scores: [97, 100, 100, 100], lcpMs: 2000, tbtMs: 5 });
  });
});
