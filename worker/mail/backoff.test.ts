import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffMs } from './backoff';

describe('backoffMs', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('is capped at six hours, however many failures', () => {
    expect(backoffMs(9)).toBe(256 * BACKOFF_BASE_MS);
    expect(backoffMs(10)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(10_000)).toBe(BACKOFF_CAP_MS);
  });

  it('grows and never shrinks', () => {
    const delays = Array.from({ length: 20 }, (_, i) => backoffMs(i + 1));
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
  });

  it('reads a zero, negative or broken count as the first failure', () => {
    expect(backoffMs(0)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(-3)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(Number.NaN)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(2.7)).toBe(2 * BACKOFF_BASE_MS);
  });

  it('takes its own base and cap', () => {
    expect(backoffMs(3, 10, 25)).toBe(25);
    expect(backoffMs(2, 10, 25)).toBe(20);
  });
});
