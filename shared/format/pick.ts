/**
 * Picks the text for the current language: "Punjabi fields are used when the language is not
 * English", falling back to English when the Punjabi field is empty, and the other way round.
 * Which language the picked text is in is told by its script where a view needs it
 * (format/script-lang.ts says why not here).
 */
import type { Lang } from '../types/content';

export function pick(lang: Lang, en: string | undefined, pa: string | undefined): string {
  return (lang === 'pa' ? pa || en : en || pa) ?? '';
}
