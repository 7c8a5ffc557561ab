/**
 * Punjabi's second script (issue 30): a Punjabi article's Shahmukhi reading lives at the Punjabi
 * address with `/pa` replaced by `/pa-arab` (`/pa/news/post/x` → `/pa-arab/news/post/x`). It is
 * Punjabi content in another script, not a third language: loaders read the Punjabi record, the
 * worker passes its text through the transliteration (worker/render/shahmukhi-page.ts), and only
 * the interface strings have a table of their own (shared/i18n/pa-arab.ts).
 */
import type { Lang } from '../types/content';
import { localizedPath } from './lang-path';

/** The path prefix of the Shahmukhi readings. */
const SHAHMUKHI_PREFIX = '/pa-arab';

/** A table of interface strings: one per language, and Punjabi's Shahmukhi one. */
export type UiLang = Lang | 'pa-arab';

/** Each script's name in its own letters: the switch shows them as they are on every page. */
export const SCRIPT_NAMES = { guru: 'ਗੁਰਮੁਖੀ', arab: 'شاہمکھی' } as const;

/**
 * The plain path (the one the route table matches) of a Shahmukhi address, or null for any other
 * address: `/pa-arab/news/post/x` → `/news/post/x`; `/pa-arab` alone (no article) and `/pa-arabic/…`
 * are not readings.
 */
export function shahmukhiPlain(pathname: string): string | null {
  return pathname.startsWith(`${SHAHMUKHI_PREFIX}/`) ? pathname.slice(SHAHMUKHI_PREFIX.length) : null;
}

/** The Shahmukhi address of a page given by its plain or Punjabi path (`/pa/news/post/x` → `/pa-arab/news/post/x`). */
export function shahmukhiPath(path: string): string {
  return SHAHMUKHI_PREFIX + localizedPath(path, 'en');
}

/** Whether text has Gurmukhi letters: a Punjabi article's title does, its English fallback not. */
export const writtenInGurmukhi = (text: string): boolean => /[\u0A00-\u0A7F]/.test(text);

/** The language of a strings table's dates and numbers: Shahmukhi's are Punjabi's (shared/i18n/translate.ts LOCALES). */
export const textLang = (ui: UiLang): Lang => (ui === 'pa-arab' ? 'pa' : ui);

/** The strings table of a page in `lang`, read in Shahmukhi when `arab`. */
export const uiLang = (lang: Lang, arab: boolean | undefined): UiLang => (arab && lang === 'pa' ? 'pa-arab' : lang);
