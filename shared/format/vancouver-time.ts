/**
 * Vancouver wall-clock time, computed here rather than by the runtime's time-zone data.
 *
 * Why: runtimes disagree. Chromium 156's tz data has British Columbia on permanent UTC-7 from
 * November 2026, while the pinned workerd and Node 20 still switch to PST (UTC-8). Formatting
 * with Intl's timeZone would give the server and the browser different hours for the same
 * instant (a hydration mismatch, and pages that disagree). One rule in shared code gives the
 * same answer everywhere: North American daylight time until the 2026 change-over, then
 * permanent UTC-7 (the newest tz data).
 */

const HOUR = 3_600_000;
/** The instant BC would have fallen back in 2026 (first Sunday of November, 02:00 PDT) and didn't. */
const PERMANENT_DAYLIGHT_FROM = Date.UTC(2026, 10, 1, 9);

/** The n-th Sunday of a month (UTC date arithmetic), at `hourUtc`. */
function nthSunday(year: number, month: number, n: number, hourUtc: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, day, hourUtc);
}

/** Vancouver's offset from UTC in hours (-7 or -8) at an instant. */
export function vancouverOffset(instant: number): number {
  if (instant >= PERMANENT_DAYLIGHT_FROM) return -7;
  const year = new Date(instant).getUTCFullYear();
  // Daylight time from the second Sunday of March 02:00 PST (10:00 UTC)
  // to the first Sunday of November 02:00 PDT (09:00 UTC).
  const start = nthSunday(year, 2, 2, 10);
  const end = nthSunday(year, 10, 1, 9);
  return instant >= start && instant < end ? -7 : -8;
}

export interface WallClock {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

/** The Vancouver calendar date and time of an instant (ISO string, epoch ms or Date). */
export function vancouverWallClock(at: string | number | Date): WallClock {
  const instant = typeof at === 'number' ? at : new Date(at).getTime();
  const local = new Date(instant + vancouverOffset(instant) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** What vancouverIso wrote per ISO string: the events page's JSON-LD writes one per event on every render. */
const written = new Map<string, string>();
const WRITTEN_MAX = 500;

/** An instant as ISO 8601 in Vancouver's wall clock with its offset, e.g. '2026-12-02T17:30:00-07:00'. */
export function vancouverIso(at: string | number | Date): string {
  if (typeof at !== 'string') return isoOf(at);
  let iso = written.get(at);
  if (iso === undefined) {
    iso = isoOf(at);
    if (written.size >= WRITTEN_MAX) written.clear();
    written.set(at, iso);
  }
  return iso;
}

function isoOf(at: string | number | Date): string {
  const instant = typeof at === 'number' ? at : new Date(at).getTime();
  const offset = vancouverOffset(instant);
  const wall = new Date(instant + offset * HOUR).toISOString().slice(0, 19);
  return `${wall}${offset < 0 ? '-' : '+'}${String(Math.abs(offset)).padStart(2, '0')}:00`;
}
