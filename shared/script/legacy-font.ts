/**
 * Punjabi typed before Unicode: fonts like AnmolLipi and GurbaniAkhar draw Latin letters as
 * Gurmukhi ("pMjwb" shows as ਪੰਜਾਬ), so an old archive or a contributor's copy can hold Latin
 * letters where readers should see Gurmukhi. Both fonts share one ASCII mapping, gurmukhi-utils'
 * `toUnicode` (a kept library with the table). This module tells such text from English or
 * romanised Punjabi (`looksFontEncoded`) and converts it (`fromLegacyFont`); the import converts
 * when asked (`--legacy-font`), the import and the CMS proxy only warn otherwise.
 */
// The default import: the library is CommonJS, whose names Node's ESM loader cannot see (tsx runs the import).
import gurmukhiUtils from 'gurmukhi-utils';

const { toUnicode } = gurmukhiUtils;

/** The fonts `npm run content:import -- --legacy-font NAME` accepts; all use the same mapping. */
export const LEGACY_FONTS = ['anmollipi', 'gurbaniakhar'] as const;

export const isLegacyFont = (name: string): name is (typeof LEGACY_FONTS)[number] =>
  (LEGACY_FONTS as readonly string[]).includes(name);

/** A Gurmukhi letter, vowel or digit: text that has one is Unicode already. */
const GURMUKHI = /[\u0A01-\u0A75]/;
/** The font's marks beyond letters and digits (` adhak, ^ ਖ਼, & ਫ਼, [ ] dandas, µ tippi, ƒ ਨੂੰ, …). */
const MARKS = '`~^&[\\]|\\\\@<>ƒ†˜Îîçœ§®´ÏµμÍÚü¨ØˆÒ¤æ‚ÅÆ¡Ç';
/** A word as the font types it. */
const FONT_WORD = new RegExp(`^[A-Za-z0-9${MARKS}]+$`);
const FONT_MARK = new RegExp(`[${MARKS.replace(/[<>@]/g, '')}]`);
/** What is never Punjabi text, whatever the font: web and mail addresses. */
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^[^\s@]+@[^\s@]+\.[^\s@]+$/i;
/** Only this much of a long field is read to decide: the verdict does not change past it. */
const MAX_WORDS = 200;

const VOWEL_SIGN = '[\u0A3E-\u0A4C]';
/**
 * Spellings Gurmukhi never has, in the Unicode a word converts to. English and romanised Punjabi
 * hit them at once (their a and e become a bare ੳ or ੲ, "ou" two vowel signs), while text typed
 * in the font converts to well-formed words.
 */
const MISSPELT = new RegExp(
  [
    `^(?:${VOWEL_SIGN}|[\u0A01-\u0A03\u0A3C\u0A4D\u0A70\u0A71])`, // a sign with no letter before it
    `${VOWEL_SIGN}${VOWEL_SIGN}`, // two vowel signs on one letter
    `[\u0A70\u0A02]${VOWEL_SIGN}`, // a vowel sign after the nasal mark
    '\u0A73(?![\u0A41\u0A42\u0A4B])', // ੳ bears only ੁ ੂ ੋ
    '\u0A72(?![\u0A3F\u0A40\u0A47])', // ੲ bears only ਿ ੀ ੇ
  ].join('|'),
  'u',
);

/**
 * Marks of font typing that English words lack: a capital inside a lower-case word (the font's
 * second layer: pMjwb, dI, kYnyfw), the font's own marks, or a kanna typed as w after a consonant
 * with no vowel letter after it (srkwr, dw: Gurmukhi's inherent vowel is not typed). A word of
 * consonants alone is no mark: English has them too (Ltd, St, hmm).
 */
function typedInFont(word: string): boolean {
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (FONT_MARK.test(word)) return true;
  if (letters.length >= 2 && letters === letters.toUpperCase()) return false; // BC, RCMP: an acronym
  if (/[A-Z]/.test(letters.slice(1))) return true;
  return /[b-df-hj-np-tv-xzBCDFGHJKLNPQRSTVXZ]w(?![aeiouy])/.test(letters);
}

/** The words of a text (tags of an HTML field dropped), at most MAX_WORDS of them. */
function wordsOf(text: string): string[] {
  const visible = text.length > 20_000 ? text.slice(0, 20_000) : text;
  return visible
    .replace(/<[a-z/!][^<>]*>/gi, ' ') // [^<>]: linear however many tags are left open
    .split(/\s+/)
    .filter((w) => !ADDRESS.test(w))
    .flatMap((w) => w.split(/[,.;:!?"'()]+/))
    .filter((w) => /[A-Za-z]/.test(w))
    .slice(0, MAX_WORDS);
}

/**
 * Whether a Punjabi field looks typed for an old font rather than in Unicode: no Gurmukhi at all,
 * at least half its words bear a mark of font typing, and nearly all convert to well-spelt
 * Gurmukhi. "pMjwb dI Kbr" does; "Punjab news", "Sat Sri Akal" and "Surrey" do not.
 */
export function looksFontEncoded(text: string): boolean {
  if (GURMUKHI.test(text)) return false;
  const words = wordsOf(text);
  if (!words.length) return false;
  let marked = 0;
  let misspelt = 0;
  for (const w of words) {
    if (!FONT_WORD.test(w) || MISSPELT.test(toUnicode(w))) misspelt++;
    else if (typedInFont(w)) marked++;
  }
  return marked * 2 >= words.length && misspelt * 5 <= words.length;
}

/**
 * Text typed for AnmolLipi or GurbaniAkhar in Unicode Gurmukhi, NFC-normalised as all Gurmukhi of
 * the site is. Web and mail addresses are kept as written (they were never Gurmukhi); everything
 * else is the font's, as the reader saw it.
 */
export function fromLegacyFont(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (ADDRESS.test(part) || !/\S/.test(part) ? part : toUnicode(part)))
    .join('')
    .normalize('NFC');
}
