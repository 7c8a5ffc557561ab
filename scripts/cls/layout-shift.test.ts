import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './layout-shift';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('leaves out shifts right after input', () => {
    expect(cumulativeLayoutShift([{ value: 0.3, hadRecentInput: true, startTime: 10 }])).toBe(0);
  });

  it('takes the largest session window, not the sum of all shifts', () => {
    const shifts = [
      { value: 0.01, hadRecentInput: false, startTime: 100 },
      { value: 0.01, hadRecentInput: false, startTime: 600 },
      // more than 1 s later: a new window
      { value: 0.015, hadRecentInput: false, startTime: 2000 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.02);
  });

  it('closes a window 5 s after it opened', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, hadRecentInput: false, startTime: i * 900 }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});
