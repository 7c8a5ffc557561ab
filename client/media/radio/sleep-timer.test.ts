import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLeft, minuteOfDay, runSleepTimer, showEndsAt, sleepEndsAt } from './sleep-timer';

const MINUTE = 60_000;
// 2026-07-01 20:10:30 in Vancouver (PDT, UTC-7).
const NOW = Date.UTC(2026, 6, 2, 3, 10, 30);

describe('when a choice ends', () => {
  it('counts minutes from now', () => {
    expect(sleepEndsAt(15, NOW, null)).toBe(NOW + 15 * MINUTE);
    expect(sleepEndsAt(60, NOW, '9:00 PM')).toBe(NOW + 60 * MINUTE);
  });
  it('reads the show end in Vancouver time, on the minute', () => {
    expect(showEndsAt('9:00 PM', NOW)).toBe(Date.UTC(2026, 6, 2, 4, 0, 0));
    expect(sleepEndsAt('show', NOW, '8:30 PM')).toBe(Date.UTC(2026, 6, 2, 3, 30, 0));
  });
  it('goes past midnight, and reads 11:59 PM as midnight', () => {
    expect(showEndsAt('1:00 AM', NOW)).toBe(Date.UTC(2026, 6, 2, 8, 0, 0));
    expect(showEndsAt('11:59 PM', NOW)).toBe(Date.UTC(2026, 6, 2, 7, 0, 0));
  });
  it('has no end without a show or a time', () => {
    expect(sleepEndsAt('show', NOW, null)).toBeNull();
    expect(showEndsAt('soon', NOW)).toBeNull();
    expect(minuteOfDay('12:00 AM')).toBe(0);
    expect(minuteOfDay('12:30 PM')).toBe(12 * 60 + 30);
  });
});

describe('formatLeft', () => {
  it('writes minutes and seconds, hours past an hour', () => {
    expect(formatLeft(15 * MINUTE)).toBe('15:00');
    expect(formatLeft(61_500)).toBe('1:02');
    expect(formatLeft(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatLeft(-5)).toBe('0:00');
  });
});

describe('runSleepTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('ticks each second and fires once at the end', () => {
    const ticks: number[] = [];
    const onFire = vi.fn();
    runSleepTimer(NOW + 15 * MINUTE, { onTick: (left) => ticks.push(left), onFire });
    expect(ticks).toEqual([15 * MINUTE]);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(onFire).not.toHaveBeenCalled();
    expect(ticks.at(-1)).toBe(MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(onFire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onFire).toHaveBeenCalledTimes(1);
  });
  it('reads the clock, so a tab that slept through the end fires at its next tick', () => {
    const onFire = vi.fn();
    runSleepTimer(NOW + 30 * MINUTE, { onTick: () => {}, onFire });
    vi.setSystemTime(NOW + 31 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(onFire).toHaveBeenCalledTimes(1);
  });
  it('does nothing once cancelled', () => {
    const onFire = vi.fn();
    const cancel = runSleepTimer(NOW + 15 * MINUTE, { onTick: () => {}, onFire });
    cancel();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onFire).not.toHaveBeenCalled();
  });
});
