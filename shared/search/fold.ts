/**
 * One spelling for Gurmukhi that looks the same however it was typed. Unicode normalisation
 * does not join these: ਉ (U+0A09) and ੳ + ੁ are different text, as are the vowels on ੲ and ਅ.
 * NFC already splits the nukta letters (ਸ਼ ਖ਼ ਗ਼ ਜ਼ ਫ਼ ਲ਼ are composition exclusions) into base + ਼,
 * so that is the folded form for them; the vowels fold to the single code point.
 *
 * For search only: the text shown keeps the spelling it was written in. Slugs need no folding:
 * the content schema admits only a-z, 0-9 and hyphens (shared/schemas/fields.ts `slug`), so no
 * stored slug, and no address that finds one, holds Gurmukhi; the search index's slug column,
 * filled from any source, is folded with the rest of its row (search-rows.ts). Nothing here
 * drops marks: a generic "ignore accents" step (NFD, then strip \p{M}) deletes Gurmukhi's vowel
 * signs, so accents are only ever stripped from Latin letters (marks.ts, search-roman.ts).
 */

/** The carrier + sign pairs and the vowel each one is typed for. */
const GURMUKHI_VOWEL_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['\u0A73\u0A41', '\u0A09'], // ੳ + ੁ → ਉ
  ['\u0A73\u0A42', '\u0A0A'], // ੳ + ੂ → ਊ
  ['\u0A73\u0A4B', '\u0A13'], // ੳ + ੋ → ਓ
  ['\u0A72\u0A3F', '\u0A07'], // ੲ + ਿ → ਇ
  ['\u0A72\u0A40', '\u0A08'], // ੲ + ੀ → ਈ
  ['\u0A72\u0A47', '\u0A0F'], // ੲ + ੇ → ਏ
  ['\u0A05\u0A3E', '\u0A06'], // ਅ + ਾ → ਆ
  ['\u0A05\u0A48', '\u0A10'], // ਅ + ੈ → ਐ
  ['\u0A05\u0A4C', '\u0A14'], // ਅ + ੌ → ਔ
];

const VOWEL_OF = new Map(GURMUKHI_VOWEL_PAIRS);
const PAIR = /[\u0A73\u0A72\u0A05][\u0A41\u0A42\u0A4B\u0A3F\u0A40\u0A47\u0A3E\u0A48\u0A4C]/g;

/** The text in its folded form: NFC, then each carrier + sign pair as its vowel. */
export function foldGurmukhi(text: string): string {
  const nfc = text.normalize('NFC');
  return /[\u0A05\u0A72\u0A73]/.test(nfc) ? nfc.replace(PAIR, (p) => VOWEL_OF.get(p) ?? p) : nfc;
}
