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

describe('events by month: order', () => {
  it('orders months across a year end and keeps same-day events by time', () => {
    const events = [
      { id: 'jan-evening', dateTime: '2027-01-10T03:00:00Z' }, // 9 January, 20:00 Vancouver
      { id: 'dec', dateTime: '2026-12-31T20:00:00Z' },
      { id: 'jan-morning', dateTime: '2027-01-09T17:00:00Z' }, // 9 January, 10:00 Vancouver
      { id: 'jan-noon', dateTime: '2027-01-09T19:00:00Z' },
      { id: 'nov-2027', dateTime: '2027-11-05T19:00:00Z' },
      { id: 'oct-2026', dateTime: '2026-10-20T19:00:00Z' },
    ];
    expect(groupByMonth(events).map((g) => [g.key, g.events.map((e) => e.id)])).toEqual([
      ['2026-10', ['oct-2026']],
      ['2026-12', ['dec']],
      ['2027-01', ['jan-morning', 'jan-noon', 'jan-evening']],
      ['2027-11', ['nov-2027']],
    ]);
  });

  it('puts New Year’s Eve in Vancouver in December though UTC is already in January', () => {
    // 2027-01-01T06:30Z is 23:30 on 31 December in Vancouver.
    const [group] = groupByMonth([{ dateTime: '2027-01-01T06:30:00Z' }]);
    expect(group?.key).toBe('2026-12');
  });

  it('keeps the given order of two events at the same instant', () => {
    const at = '2026-11-20T18:00:00Z';
    expect(
      groupByMonth([
        { id: 2, dateTime: at },
        { id: 1, dateTime: at },
      ])[0]?.events.map((e) => e.id),
    ).toEqual([2, 1]);
  });
});
