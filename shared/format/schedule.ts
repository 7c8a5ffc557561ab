/**
 * The shows schedule of spec document 2 §2: day-group tabs, the tab that opens first (Vancouver's
 * today, on the server and in the browser alike), and the Morning / Afternoon / Evening buckets
 * of §5, each sorted by start time.
 */
import type { DayGroup } from '../types/content';
import { dayGroupOf, minutes as minutesOf } from './airing';
import { vancouverWallClock } from './vancouver-time';

/** The tab order: the working week first, then the weekend. */
const DAY_GROUPS: readonly DayGroup[] = ['Monday to Friday', 'Saturday', 'Sunday'];

export type DayPart = 'morning' | 'afternoon' | 'evening';

const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** Spec §5: morning before 12:00, afternoon 12:00 to before 16:00, evening 16:00 and after. */
export function dayPart(startTime: string): DayPart {
  const at = minutesOf(startTime);
  if (at < 12 * 60) return 'morning';
  return at < 16 * 60 ? 'afternoon' : 'evening';
}

/** The day groups that have at least one show, in tab order. */
export function presentGroups(shows: readonly { days: readonly DayGroup[] }[]): DayGroup[] {
  return DAY_GROUPS.filter((g) => shows.some((s) => s.days.includes(g)));
}

/**
 * The tab that opens first: Saturday or Sunday when Vancouver's today is one, otherwise Monday
 * to Friday; when today's group has no shows, the first group that has.
 */
export function firstTab(groups: readonly DayGroup[], now: number | Date): DayGroup | undefined {
  const today = dayGroupOf(vancouverWallClock(now).weekday);
  return groups.includes(today) ? today : groups[0];
}

export interface ShowBucket<T> {
  part: DayPart;
  shows: T[];
}

/** The shows of one day group under Morning, Afternoon and Evening (empty buckets left out), by start time. */
export function bucketsOf<T extends { days: readonly DayGroup[]; startTime: string }>(
  shows: readonly T[],
  group: DayGroup,
): ShowBucket<T>[] {
  const ofDay = shows
    .filter((s) => s.days.includes(group))
    .sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
  return DAY_PARTS.map((part) => ({ part, shows: ofDay.filter((s) => dayPart(s.startTime) === part) })).filter(
    (b) => b.shows.length > 0,
  );
}
