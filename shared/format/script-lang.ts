/**
 * Which language a piece of content text is written in, told by its script. The loaders fall back
 * to the other language's field when one is empty (format/pick.ts), so a Punjabi page can show an
 * English-only title; marking that fragment with `lang` lets a screen reader switch its voice
 * (WCAG 3.1.2). For this pair the script is a sure sign: Gurmukhi letters mean Punjabi, Latin
 * letters without Gurmukhi mean English, and text with neither (digits, marks) says nothing.
 *
 * Why by script, and not a language carried out of `pick` on each view-model: `pick` knows which
 * field it took, not what the field holds. An editor may copy the English title into the Punjabi
 * field rather than leave it empty, and some text has no pair of fields at all: the marquee lines of the settings and the track the stream's metadata names
 * (RadioBar, Marquee). The script is right in all three cases, so it is the one rule, and the
 * loaders need no language flag beside every title and excerpt.
 */
import type { Lang } from '../types/content';

const GURMUKHI = /[\u0A00-\u0A7F]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** The language of `text` by its script, or null when it has no letters of either. */
export function langOf(text: string | undefined): Lang | null {
  if (!text) return null;
  if (GURMUKHI.test(text)) return 'pa';
  return LATIN.test(text) ? 'en' : null;
}

/**
 * The `lang` attribute a fragment needs on a page in `pageLang`: set only when the text is in the
 * other language, so same-language text adds nothing to the markup.
 */
export function otherLang(text: string | undefined, pageLang: Lang): { lang?: Lang } {
  const lang = langOf(text);
  return lang && lang !== pageLang ? { lang } : {};
}
