/**
 * Events by month (spec document 2 §9): grouped by their Vancouver year-month, months in
 * ascending order and events by date within each month.
 */
import { vancouverWallClock } from './vancouver-time';

export interface MonthGroup<T> {
  /** 'YYYY-MM', Vancouver calendar. */
  key: string;
  /** An instant inside the month, for its heading ('November 2026'). */
  at: string;
  events: T[];
}

/** Groups events by Vancouver month, ascending; events without a readable date are left out. */
export function groupByMonth<T extends { dateTime: string }>(events: readonly T[]): MonthGroup<T>[] {
  const dated = events
    .map((e) => ({ e, t: Date.parse(e.dateTime) }))
    .filter(({ t }) => Number.isFinite(t))
    .sort((a, b) => a.t - b.t);
  const groups = new Map<string, MonthGroup<T>>();
  for (const { e } of dated) {
    const w = vancouverWallClock(e.dateTime);
    const key = `${w.year}-${String(w.month + 1).padStart(2, '0')}`;
    const group = groups.get(key) ?? { key, at: e.dateTime, events: [] };
    group.events.push(e);
    groups.set(key, group);
  }
  return [...groups.values()];
}
