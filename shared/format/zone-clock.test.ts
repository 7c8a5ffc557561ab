import { describe, expect, it } from 'vitest';
import { INDIA_ZONE, isKnownZone, vancouverInstant, vancouverTimeIn, zonePlace } from './zone-clock';

const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/**
 * India's lead over Vancouver in 2025, worked out from the calendar alone: 12.5 h while Vancouver
 * keeps daylight time (from 03:00 PDT on Sunday 9 March, the first time after the skipped hour, to
 * 01:59 PDT on Sunday 2 November, the first reading of the repeated hour), else 13.5 h.
 */
function expectedLead(month: number, day: number, hour: number): number {
  const date = month * 100 + day;
  const afterSpring = date > 209 || (date === 209 && hour >= 3);
  const beforeFall = date < 1002 || (date === 1002 && hour < 2);
  return afterSpring && beforeFall ? 12.5 : 13.5;
}

describe('vancouverTimeIn, India, every day of 2025', () => {
  it('converts every half hour of every day across both of Vancouver’s changes', () => {
    let checked = 0;
    const leads = new Set<number>();
    for (let d = Date.UTC(2025, 0, 1); d < Date.UTC(2026, 0, 1); d += 86_400_000) {
      const date = new Date(d);
      const day = { year: 2025, month: date.getUTCMonth(), day: date.getUTCDate() };
      for (const hhmm of HALF_HOURS) {
        const [h = 0, m = 0] = hhmm.split(':').map(Number);
        const lead = expectedLead(day.month, day.day, h);
        leads.add(lead);
        const there = h * 60 + m + lead * 60;
        const want = {
          hhmm: `${String(Math.floor((there % 1440) / 60)).padStart(2, '0')}:${String(there % 60).padStart(2, '0')}`,
          dayShift: Math.floor(there / 1440),
        };
        expect(vancouverTimeIn(day, hhmm, INDIA_ZONE), `${day.month + 1}/${day.day} ${hhmm}`).toEqual(want);
        checked++;
      }
    }
    expect(checked).toBe(365 * 48);
    expect([...leads].sort()).toEqual([12.5, 13.5]);
  });

  it('reads the issue’s example: 7:00 AM in Vancouver’s winter is 8:30 PM in India, in summer 7:30 PM', () => {
    expect(vancouverTimeIn({ year: 2025, month: 0, day: 15 }, '07:00', INDIA_ZONE)).toEqual({
      hhmm: '20:30',
      dayShift: 0,
    });
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, '07:00', INDIA_ZONE)).toEqual({
      hhmm: '19:30',
      dayShift: 0,
    });
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, '12:00', INDIA_ZONE)).toEqual({
      hhmm: '00:30',
      dayShift: 1,
    });
  });

  it('keeps daylight time from November 2026, as the site’s Vancouver rule does', () => {
    expect(vancouverTimeIn({ year: 2026, month: 11, day: 1 }, '07:00', INDIA_ZONE)).toEqual({
      hhmm: '19:30',
      dayShift: 0,
    });
  });
});

describe('vancouverTimeIn, other zones', () => {
  it('follows a zone with its own daylight time (London changes on 30 March, Vancouver on 9 March)', () => {
    expect(vancouverTimeIn({ year: 2025, month: 2, day: 20 }, '07:00', 'Europe/London')).toEqual({
      hhmm: '14:00',
      dayShift: 0,
    });
    expect(vancouverTimeIn({ year: 2025, month: 3, day: 15 }, '07:00', 'Europe/London')).toEqual({
      hhmm: '15:00',
      dayShift: 0,
    });
  });

  it('gives the day before for a zone behind Vancouver', () => {
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, '01:00', 'Pacific/Honolulu')).toEqual({
      hhmm: '22:00',
      dayShift: -1,
    });
  });

  it('is the same time in Vancouver’s own zone outside the changes', () => {
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, '18:45', 'America/Vancouver')).toEqual({
      hhmm: '18:45',
      dayShift: 0,
    });
  });

  it('answers null for a time that is no time', () => {
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, '25:00', INDIA_ZONE)).toBeNull();
    expect(vancouverTimeIn({ year: 2025, month: 6, day: 15 }, 'noon', INDIA_ZONE)).toBeNull();
  });
});

describe('vancouverInstant', () => {
  it('takes standard time in the skipped hour and daylight time in the repeated one', () => {
    expect(new Date(vancouverInstant({ year: 2025, month: 2, day: 9 }, '02:30') ?? 0).toISOString()).toBe(
      '2025-03-09T10:30:00.000Z',
    );
    expect(new Date(vancouverInstant({ year: 2025, month: 10, day: 2 }, '01:30') ?? 0).toISOString()).toBe(
      '2025-11-02T08:30:00.000Z',
    );
  });
});

describe('zone names', () => {
  it('names India by country and other zones by city', () => {
    expect(zonePlace('Asia/Kolkata')).toBe('india');
    expect(zonePlace('Asia/Calcutta')).toBe('india');
    expect(zonePlace('America/New_York')).toBe('New York');
  });

  it('knows real zones only', () => {
    expect(isKnownZone('Asia/Kolkata')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
  });
});
