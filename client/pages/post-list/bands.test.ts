import { describe, expect, it } from 'vitest';
import { isExtra, LATEST_SERVER_COUNT, latestCountForHeight } from './bands';

describe('latestCountForHeight', () => {
  it('gives 1 at 700 or less', () => {
    expect(latestCountForHeight(0)).toBe(1);
    expect(latestCountForHeight(350)).toBe(1);
    expect(latestCountForHeight(700)).toBe(1);
  });
  it('gives 4 above 700 up to 1600', () => {
    expect(latestCountForHeight(700.5)).toBe(4);
    expect(latestCountForHeight(701)).toBe(4);
    expect(latestCountForHeight(1200)).toBe(4);
    expect(latestCountForHeight(1600)).toBe(4);
  });
  it('gives 6 above 1600 up to 2000', () => {
    expect(latestCountForHeight(1600.5)).toBe(6);
    expect(latestCountForHeight(1601)).toBe(6);
    expect(latestCountForHeight(2000)).toBe(6);
  });
  it('gives 8 above 2000 up to 2500, and above 2500 too', () => {
    expect(latestCountForHeight(2000.5)).toBe(8);
    expect(latestCountForHeight(2001)).toBe(8);
    expect(latestCountForHeight(2500)).toBe(8);
    expect(latestCountForHeight(2501)).toBe(8);
    expect(latestCountForHeight(10000)).toBe(8);
  });
  it('treats a missing or negative measurement as short', () => {
    expect(latestCountForHeight(Number.NaN)).toBe(1);
    expect(latestCountForHeight(-5)).toBe(1);
  });
  it('starts from 4 before measuring, the server render', () => expect(LATEST_SERVER_COUNT).toBe(4));
});

describe('isExtra', () => {
  it('marks the items past the section count', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => isExtra(i, 4))).toEqual([false, false, false, false, true, true]);
  });
});
