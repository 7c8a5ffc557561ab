import { describe, expect, it } from 'vitest';
import { groupByMonth } from './event-months';

describe('events by month', () => {
  it('groups by Vancouver month, months ascending and dates ascending within a month', () => {
    const events = [
      { id: 1, dateTime: '2026-12-20T02:00:00Z' },
      { id: 2, dateTime: '2026-11-25T18:00:00Z' },
      { id: 3, dateTime: '2027-01-02T18:00:00Z' },
      { id: 4, dateTime: '2026-11-03T18:00:00Z' },
      { id: 5, dateTime: 'not a date' },
    ];
    expect(groupByMonth(events).map((g) => [g.key, g.events.map((e) => e.id)])).toEqual([
      ['2026-11', [4, 2]],
      ['2026-12', [1]],
      ['2027-01', [3]],
    ]);
  });

  it('puts an evening event on the last day of a month in that month, though UTC is already in the next', () => {
    // 2026-12-01T05:00Z is 22:00 on 30 November in Vancouver.
    expect(groupByMonth([{ dateTime: '2026-12-01T05:00:00Z' }])[0]?.key).toBe('2026-11');
  });
});
