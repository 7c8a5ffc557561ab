/**
 * Seed dates are relative to the moment the seed is built, so a fresh clone always has recent
 * news and upcoming events whatever the calendar says. Times are Vancouver wall-clock times,
 * turned into UTC instants with the same zone rule the pages display them with.
 */
import { vancouverOffset, vancouverWallClock } from '../../../shared/format/vancouver-time';

export interface SeedDates {
  /** ISO instant `days` before the seed's day at Vancouver time `hhmm` ('09:30'). */
  daysAgo(days: number, hhmm?: string): string;
  /** ISO instant `days` after the seed's day at Vancouver time `hhmm`. */
  daysAhead(days: number, hhmm?: string): string;
}

const HOUR = 3_600_000;

/** Builds the date helpers for a seed made at `now`; the seed's day is Vancouver's today. */
export function seedDates(now: Date): SeedDates {
  const today = vancouverWallClock(now);
  const day = Date.UTC(today.year, today.month, today.day);
  const at = (offsetDays: number, hhmm = '09:00'): string => {
    const [h = 9, m = 0] = hhmm.split(':').map(Number);
    const wall = day + offsetDays * 86_400_000 + (h * 60 + m) * 60_000;
    // The offset at that wall time; near a clock change an hour's error is harmless for demo data.
    return new Date(wall - vancouverOffset(wall + 8 * HOUR) * HOUR).toISOString();
  };
  // "Today 07:30" before 07:30 would be a story from the future: it moves back a day.
  const past = (d: number, t?: string) => {
    const iso = at(-d, t);
    return Date.parse(iso) > now.getTime() ? at(-d - 1, t) : iso;
  };
  return { daysAgo: past, daysAhead: (d, t) => at(d, t) };
}
