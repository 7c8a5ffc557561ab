/**
 * The song lists of a stream's page (issue 28), pure: the address of GET /api/history/{fm|hd2}
 * (shape: shared/schemas/history.ts), a Vancouver date and time from the picker as the instant it
 * asks about, and each song as the page shows it (its time in 'h:mm a', Vancouver's and the
 * second clock's).
 */
import { clockTime } from '../../../shared/format/clock';
import { vancouverWallClock } from '../../../shared/format/vancouver-time';
import { vancouverInstant } from '../../../shared/format/zone-clock';
import type { HistoryAnswer, PlayedItem } from '../../../shared/types/history';
import type { Lang } from '../../../shared/types/content';
import { instantInZone } from '../../components/second-clock/second-clock';

/** How many songs a list shows. */
const SONGS = 10;

/** GET /api/history/{stream}: the last songs, or those up to `at` (ISO). */
export function historyPath(stream: HistoryAnswer['stream'], at: string | null, limit = SONGS): string {
  const query = new URLSearchParams(at ? { at, limit: String(limit) } : { limit: String(limit) });
  return `/api/history/${stream}?${query}`;
}

/** The picker's Vancouver date ('YYYY-MM-DD') and time ('HH:mm') as an ISO instant; null unless both are whole. */
export function pickedInstant(date: string, time: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const instant = vancouverInstant(
    { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) },
    time,
  );
  return instant === null ? null : new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's values for an instant: its Vancouver date and time. */
export function pickerValues(instant: number): { date: string; time: string } {
  const w = vancouverWallClock(instant);
  return { date: `${w.year}-${pad(w.month + 1)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

export interface SongRow {
  title: string;
  /** ISO, for <time dateTime>. */
  at: string;
  /** 'h:mm a' in Vancouver time. */
  time: string;
  /** The same time in the second clock ('8:33 AM in India'), or ''. */
  second: string;
}

/** The songs of an answer as rows; an item whose time does not parse is left out. */
export function songRows(items: readonly PlayedItem[], lang: Lang, zone: string | null): SongRow[] {
  return items.flatMap((item) => {
    const instant = Date.parse(item.at);
    if (Number.isNaN(instant)) return [];
    const w = vancouverWallClock(instant);
    return [
      {
        title: item.title,
        at: item.at,
        time: clockTime(`${w.hour}:${pad(w.minute)}`, lang),
        second: zone ? instantInZone(instant, zone, lang) : '',
      },
    ];
  });
}

/** The items of an answer that has the history's shape; anything else is a failed read. */
export function itemsOf(answer: unknown): PlayedItem[] {
  const items = (answer as Partial<HistoryAnswer> | null)?.items;
  if (!Array.isArray(items)) throw new TypeError('not a history answer');
  return items.filter((i): i is PlayedItem => typeof i?.title === 'string' && typeof i?.at === 'string');
}
