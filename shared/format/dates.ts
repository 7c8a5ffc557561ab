/**
 * Display dates in Vancouver time, in English or Punjabi (Gurmukhi month names), with date-fns.
 * The instant is first turned into Vancouver wall-clock fields by our own zone rule
 * (vancouver-time.ts), so the server and every browser print the same thing.
 */
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { Locale } from 'date-fns';
import type { Lang } from '../types/content';
import { LOCALES } from '../i18n/translate';
import { vancouverWallClock } from './vancouver-time';

const pa = LOCALES.pa;

/** A date-fns locale for Punjabi: month, weekday and day-period names in Gurmukhi. */
const paLocale: Locale = {
  ...enUS,
  code: 'pa',
  localize: {
    ...enUS.localize,
    month: (i, o) => (o?.width === 'abbreviated' ? pa.monthsShort[i] : pa.months[i]) ?? '',
    day: (i) => pa.weekdays[i] ?? '',
    dayPeriod: (period) => (period === 'am' ? pa.dayPeriods[0] : pa.dayPeriods[1]),
  },
};

const locales: Record<Lang, Locale> = { en: enUS, pa: paLocale };

/** Patterns per language: the spec's English short month and 2-digit day; Punjabi day first. */
const PATTERNS = {
  date: { en: 'MMM dd, yyyy', pa: 'dd MMMM yyyy' },
  time: { en: 'h:mm a', pa: 'h:mm a' },
  monthYear: { en: 'MMMM yyyy', pa: 'MMMM yyyy' },
  monthShort: { en: 'MMM', pa: 'MMM' },
  day: { en: 'dd', pa: 'dd' },
} as const;

export type DateStyle = keyof typeof PATTERNS;

/** A Date whose local fields are Vancouver's wall clock, for date-fns (which reads local fields). */
function wallDate(at: string | number | Date): Date {
  const w = vancouverWallClock(at);
  return new Date(w.year, w.month, w.day, w.hour, w.minute);
}

/**
 * Dates already formatted, by ISO string, language and style: a page's cards repeat a few dozen
 * dates, and date-fns' format was a visible share of an uncached page's CPU (docs/performance.md,
 * issue 14). The answer depends only on the key; emptied when full, so it stays small.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 1000;

/** Formats an instant for display in Vancouver time. Invalid input gives an empty string. */
export function formatDate(at: string | number | Date | undefined, lang: Lang, style: DateStyle = 'date'): string {
  if (typeof at !== 'string') return formatInstant(at, lang, style);
  const key = `${at}|${lang}|${style}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatInstant(at, lang, style);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

function formatInstant(at: number | string | Date | undefined, lang: Lang, style: DateStyle): string {
  if (at === undefined || Number.isNaN(new Date(at).getTime())) return '';
  return format(wallDate(at), PATTERNS[style][lang], { locale: locales[lang] });
}
