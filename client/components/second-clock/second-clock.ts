/**
 * Which second clock a visitor sees beside Vancouver's schedule times (issue 28), and its words.
 * The choice ('auto': the browser's own zone when it is not Vancouver's; 'india'; 'off') is kept
 * in localStorage and shared by every clock on the page through one tiny external store, so
 * changing it in the picker changes them all. The server and the hydration pass see no second
 * clock (useSyncExternalStore's server snapshot), so the page hydrates as the server drew it and
 * the second clock arrives in the space its line reserves.
 */
import { clockRange, clockTime } from '../../../shared/format/clock';
import { vancouverOffset, vancouverWallClock } from '../../../shared/format/vancouver-time';
import {
  INDIA_ZONE,
  instantIn,
  isKnownZone,
  VANCOUVER_ZONE,
  vancouverTimeIn,
  zonePlace,
} from '../../../shared/format/zone-clock';
import { t } from '../../../shared/i18n/translate';
import type { UiLang } from '../../../shared/routing/reading';
import type { Lang } from '../../../shared/types/content';

/** The language of a strings table's times: Shahmukhi's are Punjabi's (shared/i18n/translate.ts LOCALES). */
const textLang = (ui: UiLang): Lang => (ui === 'pa-arab' ? 'pa' : ui);

export const PINS = ['auto', 'india', 'off'] as const;
export type Pin = (typeof PINS)[number];

const STORAGE_KEY = 'second-clock';

/** The page's localStorage, or null where touching it throws (private modes, blocked storage). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPin(store: Pick<Storage, 'getItem'> | null): Pin {
  let saved: string | null = null;
  try {
    saved = store?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: the default.
  }
  return (PINS as readonly string[]).includes(saved ?? '') ? (saved as Pin) : 'auto';
}

/** The zone of the second clock for a choice and the browser's own zone; null for none. */
export function zoneOf(pin: Pin, ownZone: string | undefined): string | null {
  const zone = pin === 'india' ? INDIA_ZONE : pin === 'auto' ? ownZone : undefined;
  return zone && zone !== VANCOUVER_ZONE && isKnownZone(zone) ? zone : null;
}

const listeners = new Set<() => void>();

export function subscribePin(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice: read again.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    pin = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice as last read or made on this page: every clock asks at every render, storage once. */
let pin: Pin | null = null;

export const currentPin = (): Pin => {
  pin ??= readPin(storage());
  return pin;
};

export function savePin(next: Pin): void {
  pin = next;
  try {
    storage()?.setItem(STORAGE_KEY, next);
  } catch {
    // Not kept (blocked storage): it still applies on this page.
  }
  for (const listener of listeners) listener();
}

const DAY = 86_400_000;

/**
 * Whether a clock whose offset at an instant is `offsetAt` (minutes west of UTC, as
 * Date#getTimezoneOffset) reads as Vancouver's now and through the coming year, sampled every
 * quarter: a zone on daylight time for a season (Los Angeles, from March) is told apart.
 */
export function readsAsVancouver(now: number, offsetAt: (instant: number) => number): boolean {
  return [0, 91, 182, 273].every((days) => {
    const instant = now + days * DAY;
    return offsetAt(instant) === -vancouverOffset(instant) * 60;
  });
}

/**
 * The browser's own zone (the one its clock shows). A clock that reads as Vancouver's has nothing
 * to add beside Vancouver's times, and is known without Intl: the first Intl call of a page loads
 * ICU's data (40-55 ms of one core, issue 29), which a Vancouver listener's visit now never pays.
 */
const ownZone = (): string | undefined =>
  readsAsVancouver(Date.now(), (instant) => new Date(instant).getTimezoneOffset())
    ? VANCOUVER_ZONE
    : Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone data, read once per page in a task of its own. The first Intl call of a page loads
 * ICU's data (25–60 ms of one core on this machine's Chromium, in one piece that cannot be split):
 * read while React re-rendered the clocks after hydration, it made that one task 35–46 ms, a show
 * page's longest after first paint for a visitor outside Vancouver (issue 29). In a task of its
 * own, after the render that hydrated the clocks, the commit stays short and a tap can come
 * between the two. Until it is read the clocks stay empty, as on the server.
 */
let zoneRead: { own: string | undefined } | null = null;
/** Set once the read is scheduled, and never cleared: a page reads its zone once. */
let reading = false;
const readListeners = new Set<() => void>();

/** For useSyncExternalStore: the first subscriber starts the read in a later task. */
export function subscribeZoneRead(listener: () => void): () => void {
  readListeners.add(listener);
  if (!reading) {
    reading = true;
    setTimeout(() => {
      const own = ownZone();
      // The chosen zone checked too (zoneOf builds its formatter), so the clocks' render reads no new data.
      zoneOf(currentPin(), own);
      // The clocks re-render in the task after, not in this one's microtasks (React flushes a
      // store's update there): the data load and the render are each a task of their own.
      setTimeout(() => {
        zoneRead = { own };
        for (const l of readListeners) l();
      }, 0);
    }, 0);
  }
  return () => readListeners.delete(listener);
}

/** The browser's own zone once the zone data is read (see subscribeZoneRead); null before. */
export const readZone = (): { own: string | undefined } | null => zoneRead;

/** How the second clock names its place: 'in India', 'in Toronto'. */
function placeName(zone: string, lang: UiLang): string {
  const place = zonePlace(zone);
  return place === 'india' ? t(lang, 'clock.india') : place;
}

/** ' (next day)' or ' (previous day)' after a time that falls on another date there. */
function dayNote(shift: number, lang: UiLang): string {
  return shift > 0 ? ` ${t(lang, 'clock.nextDay')}` : shift < 0 ? ` ${t(lang, 'clock.previousDay')}` : '';
}

/**
 * A schedule's 'HH:mm' start (and end) on Vancouver's `date`, in `zone`: '8:30 PM – 10:30 PM in
 * India'; '' when the times are not 'HH:mm'.
 */
export function scheduleIn(start: string, end: string | null, zone: string, ui: UiLang, today: number): string {
  const lang = textLang(ui);
  const date = vancouverWallClock(today);
  const from = vancouverTimeIn(date, start, zone);
  const to = end ? vancouverTimeIn(date, end, zone) : null;
  if (!from || (end && !to)) return '';
  const time = to
    ? `${clockRange(from.hhmm, to.hhmm, lang)}${dayNote(from.dayShift, ui)}`
    : `${clockTime(from.hhmm, lang)}${dayNote(from.dayShift, ui)}`;
  return t(ui, 'clock.in', { time, place: placeName(zone, ui) });
}

/** A played song's instant in `zone`: '8:33 AM in India'. */
export function instantInZone(instant: number, zone: string, ui: UiLang): string {
  const time = clockTime(instantIn(instant, zone), textLang(ui));
  return t(ui, 'clock.in', { time, place: placeName(zone, ui) });
}
