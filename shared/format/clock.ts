/**
 * Schedule times ('HH:mm', already Vancouver time) in the spec's 'h:mm a'. Apart from dates.ts on
 * purpose: the radio bar in every page's first JavaScript needs these, and not date-fns.
 */
import { LOCALES } from '../i18n/translate';
import type { Lang } from '../types/content';

/** A schedule time 'HH:mm' (24 h, already Vancouver time) in the spec's 'h:mm a'. */
export function clockTime(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const period = LOCALES[lang].dayPeriods[h < 12 ? 0 : 1];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${period}`;
}

/** A show's airtime 'h:mm a – h:mm a'; '' when a CMS left either end out. */
export function clockRange(start: string, end: string, lang: Lang): string {
  const hhmm = /^\d{1,2}:\d{2}/;
  return hhmm.test(start) && hhmm.test(end) ? `${clockTime(start, lang)} – ${clockTime(end, lang)}` : '';
}
