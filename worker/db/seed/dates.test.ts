import { describe, expect, it } from 'vitest';
import { seedDates } from './dates';

describe('seedDates', () => {
  // 01:00 UTC on the 22nd is still the evening of the 21st in Vancouver (UTC-7 since Nov 2026).
  const d = seedDates(new Date('2026-11-22T01:00:00Z'));
  it("counts days from Vancouver's calendar day", () => {
    expect(d.daysAgo(1, '09:30')).toBe('2026-11-20T16:30:00.000Z');
  });
  it('keeps yesterday evening in the past at any hour', () => {
    expect(Date.parse(d.daysAgo(1, '23:00'))).toBeLessThan(Date.parse('2026-11-22T01:00:00Z'));
  });
  it('never dates a past story in the future', () => {
    expect(d.daysAgo(0, '23:00')).toBe('2026-11-21T06:00:00.000Z');
  });
  it('places future days after the seed day', () => {
    expect(d.daysAhead(10, '19:00')).toBe('2026-12-02T02:00:00.000Z');
  });
  it('uses the daylight-time offset in summer before the change-over', () => {
    expect(seedDates(new Date('2026-07-10T20:00:00Z')).daysAgo(0, '12:00')).toBe('2026-07-10T19:00:00.000Z');
  });
});
