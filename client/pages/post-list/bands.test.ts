import { describe, expect, it } from 'vitest';
import { isExtra, LATEST_SERVER_COUNT, latestCountForHeight } from './bands';

/** How many latest stories each band of window height shows, with the heights that fall in it. */
const bands: { band: string; count: number; heights: number[] }[] = [
  { band: '700 or less', count: 1, heights: [0, 350, 700] },
  { band: 'above 700 up to 1600', count: 4, heights: [700.5, 701, 1200, 1600] },
  { band: 'above 1600 up to 2000', count: 6, heights: [1600.5, 1601, 2000] },
  { band: 'above 2000 up to 2500, and above 2500 too', count: 8, heights: [2000.5, 2001, 2500, 2501, 10000] },
  { band: 'a missing or negative measurement, as short', count: 1, heights: [Number.NaN, -5] },
];

describe('latestCountForHeight', () => {
  for (const { band, count, heights } of bands)
    it(`gives ${count} at ${band}`, () => expect(heights.map(latestCountForHeight)).toEqual(heights.map(() => count)));
  it('starts from 4 before measuring, the server render', () => expect(LATEST_SERVER_COUNT).toBe(4));
});

describe('isExtra', () => {
  it('marks the items past the section count', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => isExtra(i, 4))).toEqual([false, false, false, false, true, true]);
  });
});
