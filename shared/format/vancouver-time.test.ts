import { describe, expect, it } from 'vitest';
import { vancouverIso, vancouverOffset, vancouverWallClock } from './vancouver-time';

describe('vancouverOffset', () => {
  it('follows daylight time before the 2026 change-over', () => {
    expect(vancouverOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe(-8);
    expect(vancouverOffset(Date.parse('2026-03-08T09:59:00Z'))).toBe(-8);
    expect(vancouverOffset(Date.parse('2026-03-08T10:00:00Z'))).toBe(-7);
    expect(vancouverOffset(Date.parse('2025-11-02T08:59:00Z'))).toBe(-7);
    expect(vancouverOffset(Date.parse('2025-11-02T09:00:00Z'))).toBe(-8);
  });

  it('stays on UTC-7 from November 2026, winter included', () => {
    expect(vancouverOffset(Date.parse('2026-11-01T09:00:00Z'))).toBe(-7);
    expect(vancouverOffset(Date.parse('2026-12-25T12:00:00Z'))).toBe(-7);
    expect(vancouverOffset(Date.parse('2027-01-10T12:00:00Z'))).toBe(-7);
  });
});

describe('vancouverWallClock', () => {
  it('gives the Vancouver date, which is often the day before in UTC', () => {
    expect(vancouverWallClock('2026-11-22T03:30:00Z')).toEqual({
      year: 2026,
      month: 10,
      day: 21,
      weekday: 6,
      hour: 20,
      minute: 30,
    });
  });
});

describe('vancouverIso', () => {
  it('writes the Vancouver wall clock with its offset, for JSON-LD dates', () => {
    expect(vancouverIso('2026-12-02T00:30:00Z')).toBe('2026-12-01T17:30:00-07:00');
    expect(vancouverIso('2026-01-15T20:00:00Z')).toBe('2026-01-15T12:00:00-08:00');
    expect(Date.parse(vancouverIso('2026-07-04T18:45:00Z'))).toBe(Date.parse('2026-07-04T18:45:00Z'));
  });

  it('answers a string it wrote before the same way (kept per ISO string), and still reads numbers and Dates', () => {
    const at = '2026-11-20T02:00:00.000Z';
    expect(vancouverIso(at)).toBe('2026-11-19T19:00:00-07:00');
    expect(vancouverIso(at)).toBe('2026-11-19T19:00:00-07:00');
    expect(vancouverIso(Date.parse(at))).toBe('2026-11-19T19:00:00-07:00');
    expect(vancouverIso(new Date(at))).toBe('2026-11-19T19:00:00-07:00');
  });
});
