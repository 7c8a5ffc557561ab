/**
 * The demo's stories are data: JSON files beside the seed code (news/, entertainment/, pages/, radio/),
 * so an editor changes a story without touching code, and the bundle reads them through the same
 * demoBundle → importBundle path as before. JSON cannot call SeedDates, so a date is written
 * relative to the seed's day, "@daysAgo 2 08:15" or "@daysAhead 5 19:00" (Vancouver time; without
 * a time, 09:00), and becomes an ISO instant here when the bundle is built.
 */
import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';

const RELATIVE_DATE = /^@(daysAgo|daysAhead) (-?\d+) ?(\d{1,2}:\d{2})?$/;

/** `value` with every relative date string replaced by its instant; fresh objects, so no call shares them. */
export function resolveSeedDates(value: unknown, d: SeedDates): unknown {
  if (typeof value === 'string') {
    const m = RELATIVE_DATE.exec(value);
    if (!m) return value;
    return m[1] === 'daysAhead' ? d.daysAhead(Number(m[2]), m[3]) : d.daysAgo(Number(m[2]), m[3]);
  }
  if (Array.isArray(value)) return value.map((item) => resolveSeedDates(item, d));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveSeedDates(item, d)]));
  }
  return value;
}

/**
 * A seed JSON file read as the bundle part `T` it holds, dated against `d` (a file without dates
 * reads the same with any `d`). Not checked here: importBundle checks every field of the bundle
 * against the content schema (unknown fields too), as for any operator's export.
 */
export function fromSeedJson<T>(data: unknown, d: SeedDates): T {
  return resolveSeedDates(data, d) as T;
}

/** The posts of seed JSON files, in file order, dated against `d`. */
export function postsFromJson(files: readonly unknown[], d: SeedDates): PostInput[] {
  return files.flatMap((file) => fromSeedJson<PostInput[]>(file, d));
}
