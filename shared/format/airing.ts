/**
 * Which show is on air at an instant, from the schedule in Vancouver time. Day groups are the
 * spec's: 'Monday to Friday', 'Saturday', 'Sunday'; a show airs from its start (inclusive) to its
 * end (exclusive), and an end before the start runs past midnight.
 */
import type { DayGroup, Lang } from '../types/content';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';
import { vancouverWallClock } from './vancouver-time';

export interface Slot {
  days: DayGroup[];
  startTime: string;
  endTime: string;
}

/** The day group of a weekday (0 = Sunday). */
export const dayGroupOf = (weekday: number): DayGroup =>
  weekday === 0 ? 'Sunday' : weekday === 6 ? 'Saturday' : 'Monday to Friday';

const DAY_GROUP_KEYS: Record<DayGroup, MessageKey> = {
  'Monday to Friday': 'days.mondayToFriday',
  Saturday: 'days.saturday',
  Sunday: 'days.sunday',
};

/**
 * A day group as the visitor reads it. A CMS in remote mode may send a value outside the three;
 * it is shown as sent rather than dropped.
 */
export function dayGroupName(day: DayGroup, lang: Lang): string {
  const key: MessageKey | undefined = DAY_GROUP_KEYS[day];
  return key ? t(lang, key) : day;
}

/** Minutes since midnight of a schedule time 'HH:mm'. */
export const minutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether `slot` is airing at minute-of-day `now` of a day in `group` (previous day's group for the part after midnight). */
function airs(slot: Slot, group: DayGroup, previousGroup: DayGroup, now: number): boolean {
  const start = minutes(slot.startTime);
  const end = minutes(slot.endTime);
  // 23:59 is how a schedule says "until midnight".
  const until = end === 23 * 60 + 59 ? 24 * 60 : end;
  if (start < until) return slot.days.includes(group) && now >= start && now < until;
  return (slot.days.includes(group) && now >= start) || (slot.days.includes(previousGroup) && now < until);
}

/** The slot airing at `at`, or undefined. */
export function airingAt<T extends Slot>(slots: T[], at: Date | number): T | undefined {
  const w = vancouverWallClock(at);
  const now = w.hour * 60 + w.minute;
  return slots.find((s) => airs(s, dayGroupOf(w.weekday), dayGroupOf((w.weekday + 6) % 7), now));
}

/** The next slot to start after `at` (today, else the following days), with its day group. */
export function nextAfter<T extends Slot>(slots: T[], at: Date | number): { slot: T; day: DayGroup } | undefined {
  const w = vancouverWallClock(at);
  const now = w.hour * 60 + w.minute;
  for (let d = 0; d < 7; d++) {
    const group = dayGroupOf((w.weekday + d) % 7);
    const candidates = slots
      .filter((s) => s.days.includes(group) && (d > 0 || minutes(s.startTime) > now))
      .sort((a, b) => minutes(a.startTime) - minutes(b.startTime));
    if (candidates[0]) return { slot: candidates[0], day: group };
  }
  return undefined;
}
