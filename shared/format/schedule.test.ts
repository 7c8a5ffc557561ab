import { describe, expect, it } from 'vitest';
import type { DayGroup } from '../types/content';
import { bucketsOf, dayPart, firstTab, presentGroups } from './schedule';

const ALL: DayGroup[] = ['Monday to Friday', 'Saturday', 'Sunday'];

describe('the first shows tab', () => {
  // 2026-11-23 is a Monday. After the 2026 change-over Vancouver is UTC-7 all year.
  it.each([
    ['2026-11-23T19:00:00Z', 'Monday to Friday'], // Monday noon
    ['2026-11-27T19:00:00Z', 'Monday to Friday'], // Friday noon
    ['2026-11-28T19:00:00Z', 'Saturday'],
    ['2026-11-29T19:00:00Z', 'Sunday'],
    // UTC is already Saturday, Vancouver still Friday evening.
    ['2026-11-28T03:00:00Z', 'Monday to Friday'],
    // UTC is already Monday, Vancouver still Sunday evening.
    ['2026-11-30T06:59:00Z', 'Sunday'],
    ['2026-11-30T07:00:00Z', 'Monday to Friday'],
    // Before the change-over, on daylight time (UTC-7) in summer and standard time (UTC-8) in winter.
    ['2026-07-05T06:30:00Z', 'Saturday'], // Saturday 23:30 PDT
    ['2026-01-04T07:30:00Z', 'Saturday'], // Saturday 23:30 PST
  ] as const)('at %s opens %s', (at, tab) => {
    expect(firstTab(ALL, Date.parse(at))).toBe(tab);
  });

  it("falls back to the first group with shows when today's has none", () => {
    expect(firstTab(['Monday to Friday', 'Sunday'], Date.parse('2026-11-28T19:00:00Z'))).toBe('Monday to Friday');
    expect(firstTab([], Date.parse('2026-11-28T19:00:00Z'))).toBeUndefined();
  });

  it('offers tabs only for day groups present in the data, in week order', () => {
    expect(presentGroups([{ days: ['Sunday'] }, { days: ['Saturday', 'Sunday'] }])).toEqual(['Saturday', 'Sunday']);
  });
});

describe('morning, afternoon and evening', () => {
  it.each([
    ['00:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['15:59', 'afternoon'],
    ['16:00', 'evening'],
    ['23:30', 'evening'],
  ] as const)('a show starting at %s is in the %s', (start, part) => {
    expect(dayPart(start)).toBe(part);
  });

  it("groups one day's shows by part, sorted by start time, leaving out empty parts and other days", () => {
    const show = (id: number, startTime: string, days: DayGroup[] = ['Saturday']) => ({ id, startTime, days });
    const shows = [
      show(1, '18:00'),
      show(2, '06:00'),
      show(3, '09:30'),
      show(4, '07:00', ['Sunday']),
      show(5, '16:00'),
    ];
    expect(bucketsOf(shows, 'Saturday').map((b) => [b.part, b.shows.map((s) => s.id)])).toEqual([
      ['morning', [2, 3]],
      ['evening', [5, 1]],
    ]);
  });
});
