/**
 * Schedule times ('HH:mm', already Vancouver time) in the spec's 'h:mm a'. Apart from dates.ts on
 * purpose: the radio bar in every page's first JavaScript needs these, and not date-fns.
 */
import { LOCALES } from '../i18n/translate';
import type { Lang } from '../types/content';

/**
 * What clockTime wrote, per language and time: the home page's shows and the schedule ask for
 * the same few dozen times on every render. Emptied past 500 (a CMS's odd values cannot grow it).
 */
const written = new Map<Lang, Map<string, string>>();

/** A schedule time 'HH:mm' (24 h, already Vancouver time) in the spec's 'h:mm a'. */
export function clockTime(hhmm: string, lang: Lang): string {
  const memo = written.get(lang) ?? new Map<string, string>();
  written.set(lang, memo);
  const known = memo.get(hhmm);
  if (known !== undefined) return known;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const period = LOCALES[lang].dayPeriods[h < 12 ? 0 : 1];
  const text = `${h % 12 || 12}:${String(m).padStart(2, '0')} ${period}`;
  if (memo.size >= 500) memo.clear();
  memo.set(hhmm, text);
  return text;
}

/** A show's airtime 'h:mm a – h:mm a'; '' when a CMS left either end out. */
export function clockRange(start: string, end: string, lang: Lang): string {
  const hhmm = /^\d{1,2}:\d{2}/;
  return hhmm.test(start) && hhmm.test(end) ? `${clockTime(start, lang)} – ${clockTime(end, lang)}` : '';
}

/**
 * 24-hour times inside an editor's text ('11:00 – 12:00', '11:30 & 17:30': the schedule and show
 * cards of section-built pages) in the spec's 'h:mm a', the rest of the text as written. A time
 * already followed by a day period ('5:00 PM', '5:00 ਬਾ.ਦੁ.') is left alone, so an answer that is
 * already 12-hour, or formatted twice, reads the same; so are durations with seconds (1:02:03).
 */
export function clockText(text: string, lang: Lang): string {
  return text.replace(TIME_IN_TEXT, (_, h: string, m: string) => clockTime(`${h}:${m}`, lang));
}

/** The Punjabi day periods, as the locale writes them (ਪੂ.ਦੁ., ਬਾ.ਦੁ.), escaped for a pattern. */
const PA_PERIODS = LOCALES.pa.dayPeriods.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** Every period a 12-hour time may carry here: both languages' and the spec's a.m./p.m. spellings. */
const PERIOD = String.raw`\s*(?:[AaPp]\.?\s?[Mm]\b\.?|${PA_PERIODS})`;
const TIME_IN_TEXT = new RegExp(String.raw`(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!${PERIOD})`, 'g');
