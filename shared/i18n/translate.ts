/**
 * One formatter for interface strings: `t(lang, key, { name })` fills `{name}` placeholders.
 * Each language keeps beside its strings what else differs: the html lang attribute, the
 * Open Graph locale and the month and day names used by shared/format/dates.ts.
 */
import type { Lang } from '../types/content';
import type { UiLang } from '../routing/reading';
import type { MessageKey } from './en';
import { stringTable } from './tables';

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; a placeholder without a value stays visible, so it gets noticed. */
export function fill(template: string, params?: Params): string {
  // Most strings are filled without parameters (a page's render asks for hundreds): nothing to replace.
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The interface string `key` in `lang` (or Punjabi's Shahmukhi table, `pa-arab`). */
export function t(lang: UiLang, key: MessageKey, params?: Params): string {
  return fill(stringTable(lang)[key], params);
}

export interface LocaleInfo {
  htmlLang: string;
  ogLocale: string;
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  /** am/pm as written in the language. */
  dayPeriods: readonly [string, string];
}

export const LOCALES: Record<Lang, LocaleInfo> = {
  en: {
    htmlLang: 'en-CA',
    ogLocale: 'en_CA',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    dayPeriods: ['AM', 'PM'],
  },
  pa: {
    htmlLang: 'pa',
    ogLocale: 'pa_IN',
    months: ['ਜਨਵਰੀ', 'ਫ਼ਰਵਰੀ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈਲ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾਈ', 'ਅਗਸਤ', 'ਸਤੰਬਰ', 'ਅਕਤੂਬਰ', 'ਨਵੰਬਰ', 'ਦਸੰਬਰ'],
    monthsShort: ['ਜਨ', 'ਫ਼ਰ', 'ਮਾਰ', 'ਅਪ੍ਰੈ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾ', 'ਅਗ', 'ਸਤੰ', 'ਅਕਤੂ', 'ਨਵੰ', 'ਦਸੰ'],
    weekdays: ['ਐਤਵਾਰ', 'ਸੋਮਵਾਰ', 'ਮੰਗਲਵਾਰ', 'ਬੁੱਧਵਾਰ', 'ਵੀਰਵਾਰ', 'ਸ਼ੁੱਕਰਵਾਰ', 'ਸ਼ਨਿੱਚਰਵਾਰ'],
    dayPeriods: ['ਪੂ.ਦੁ.', 'ਬਾ.ਦੁ.'],
  },
};
