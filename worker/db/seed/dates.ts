/**
 * Seed dates are relative to the moment the seed is built, so a fresh clone always has recent
 * news and upcoming events whatever the calendar says. Times are Vancouver wall-clock times
 * turned into UTC instants with a fixed offset: exact to the hour is enough for demo content.
 */
export interface SeedDates {
  /** ISO instant `days` before the seed's day at Vancouver time `hhmm` ('09:30'). */
  daysAgo(days: number, hhmm?: string): string;
  /** ISO instant `days` after the seed's day at Vancouver time `hhmm`. */
  daysAhead(days: number, hhmm?: string): string;
}

const VANCOUVER_OFFSET_HOURS = 8;

/** Builds the date helpers for a seed made at `now`. */
export function seedDates(now: Date): SeedDates {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (offsetDays: number, hhmm = '09:00'): string => {
    const [h = 9, m = 0] = hhmm.split(':').map(Number);
    const ms = day + offsetDays * 86_400_000 + ((h + VANCOUVER_OFFSET_HOURS) * 60 + m) * 60_000;
    return new Date(ms).toISOString();
  };
  return { daysAgo: (d, t) => at(-d, t), daysAhead: (d, t) => at(d, t) };
}
