/**
 * The schedule in a second clock (issue 28): show times are Vancouver wall-clock times, and a
 * visitor elsewhere also sees them in their own zone (or India's). Pure: a Vancouver time on a
 * Vancouver date becomes an instant by the site's own Vancouver rule (vancouver-time.ts, so the
 * second clock agrees with every Vancouver time the site prints), and that instant is read in the
 * other zone through Intl.DateTimeFormat's timeZone, the runtime's own zone data (no tz library:
 * the browser already carries it, and only the other zone is read from it).
 */
import { vancouverOffset } from './vancouver-time';

export const VANCOUVER_ZONE = 'America/Vancouver';
export const INDIA_ZONE = 'Asia/Kolkata';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar date (month 0-11), as vancouverWallClock gives it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A schedule time in another zone: 'HH:mm' (24 h) and how many calendar days it is from the Vancouver date. */
export interface ZoneTime {
  hhmm: string;
  dayShift: number;
}

/** 'HH:mm' as hours and minutes; null when it is no such time. */
function hoursMinutes(hhmm: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? [h, m] : null;
}

/**
 * The instant of a Vancouver wall-clock time on a Vancouver date. In the hour the clocks skip
 * (spring forward) the standard-time reading is taken (02:30 becomes 03:30 PDT); in the hour
 * they repeat (fall back) the first, daylight one.
 */
export function vancouverInstant(date: CalendarDate, hhmm: string): number | null {
  const hm = hoursMinutes(hhmm);
  if (!hm) return null;
  const wall = Date.UTC(date.year, date.month, date.day, hm[0], hm[1]);
  for (const offset of [-7, -8]) {
    const instant = wall - offset * HOUR;
    if (vancouverOffset(instant) === offset) return instant;
  }
  return wall + 8 * HOUR;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is the slow part). Throws RangeError for an unknown zone. */
function formatterOf(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in `zone`, as a UTC timestamp of the same fields (for day arithmetic). */
function wallIn(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, (parts.hour ?? 0) % 24, parts.minute ?? 0);
}

/** A Vancouver schedule time on a Vancouver date, in `zone`; null for a time that is no time. */
export function vancouverTimeIn(date: CalendarDate, hhmm: string, zone: string): ZoneTime | null {
  const instant = vancouverInstant(date, hhmm);
  if (instant === null) return null;
  const there = new Date(wallIn(instant, zone));
  const dayThere = Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate());
  return {
    hhmm: instantIn(instant, zone),
    dayShift: Math.round((dayThere - Date.UTC(date.year, date.month, date.day)) / DAY),
  };
}

/** An instant's wall-clock time 'HH:mm' in `zone` (a played song's time in the second clock). */
export function instantIn(instant: number, zone: string): string {
  const there = new Date(wallIn(instant, zone));
  return `${String(there.getUTCHours()).padStart(2, '0')}:${String(there.getUTCMinutes()).padStart(2, '0')}`;
}

/** A zone the runtime knows; an unknown name (a stored value edited by hand) is not one. */
export function isKnownZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The place a zone is named by: 'india' for India's zone (under either of its names), else its city. */
export function zonePlace(zone: string): 'india' | string {
  if (zone === INDIA_ZONE || zone === 'Asia/Calcutta') return 'india';
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
