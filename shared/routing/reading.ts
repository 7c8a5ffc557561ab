/**
 * Punjabi's second script (issue 30): a Punjabi article's Shahmukhi reading lives at the Punjabi
 * address with `/pa` replaced by `/pa-arab` (`/pa/news/post/x` → `/pa-arab/news/post/x`). It is
 * Punjabi content in another script, not a third language: loaders read the Punjabi record, the
 * worker passes its text through the transliteration (worker/render/shahmukhi-page.ts), and only
 * the interface strings have a table of their own (shared/i18n/pa-arab.ts).
 */
import type { Lang } from '../types/content';

/** The path prefix of the Shahmukhi readings. */
export const SHAHMUKHI_PREFIX = '/pa-arab';

/** A table of interface strings: one per language, and Punjabi's Shahmukhi one. */
export type UiLang = Lang | 'pa-arab';

/**
 * The plain path (the one the route table matches) of a Shahmukhi address, or null for any other
 * address: `/pa-arab/news/post/x` → `/news/post/x`; `/pa-arab` alone (no article) and `/pa-arabic/…`
 * are not readings.
 */
export function shahmukhiPlain(pathname: string): string | null {
  return pathname.startsWith(`${SHAHMUKHI_PREFIX}/`) ? pathname.slice(SHAHMUKHI_PREFIX.length) : null;
}

/** The strings table of a page in `lang`, read in Shahmukhi when `arab`. */
export const uiLang = (lang: Lang, arab: boolean | undefined): UiLang => (arab && lang === 'pa' ? 'pa-arab' : lang);
