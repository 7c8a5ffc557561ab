/**
 * The Shahmukhi letter of each Gurmukhi consonant. The table is gurmukhi-utils' (the kept
 * library with the Gurmukhi tables), read letter by letter, corrected where modern Shahmukhi
 * writes otherwise. The library's own vowel, nasal and addak rules are for scripture and are
 * not used (shahmukhi-word.ts has the modern ones).
 *
 * The library matches the nukta letters only in their single code points (ਖ਼ U+0A59), while the
 * project keeps Gurmukhi in NFC, where they are base + ਼ (ਖ + ਼): fed NFC text it writes ਖ਼ as
 * کھ. So each nukta letter is looked up through its single code point here.
 */
// The default import: the package is CommonJS (webpack's UMD), whose names Node's ESM loader
// cannot see; the bundlers (wrangler's esbuild, vite) give the same object either way.
import gurmukhiUtils from 'gurmukhi-utils';

/** Where standard Shahmukhi (Pakistani newspapers, Urdu conventions) differs from the library. */
const MODERN_LETTERS: Readonly<Record<string, string>> = {
  ਹ: 'ہ', // heh goal: the library's ه (U+0647) is Arabic heh, which Urdu fonts draw differently
  ਣ: 'ݨ', // noon with ring (U+0768), Punjabi's retroflex n; the library folds it into ن
  ਯ: 'ی', // the library writes ے, which is only a word-final vowel
  ਙ: 'ن', // a nasal before ਕ/ਗ only, as in ਅੰਙਣ: ن before ک/گ already says it
  ਞ: 'ن', // likewise before ਚ/ਜ
  'ਕ\u0A3C': 'ق', // qaf: the library drops the nukta
};

/** Base + ਼ in NFC → the single code point the library's table is written with. */
const NUKTA_SINGLE: Readonly<Record<string, string>> = {
  'ਖ\u0A3C': '\u0A59',
  'ਗ\u0A3C': '\u0A5A',
  'ਜ\u0A3C': '\u0A5B',
  'ਫ\u0A3C': '\u0A5E',
  'ਸ\u0A3C': '\u0A36',
  'ਲ\u0A3C': '\u0A33',
};

const cache = new Map<string, string>();

/**
 * The Shahmukhi for one Gurmukhi consonant as NFC writes it (a base letter, or base + ਼).
 * A pure lookup, memoised because the library runs ~100 replacements per call.
 */
export function consonantLetter(letter: string): string {
  let found = cache.get(letter);
  if (found === undefined) {
    found = MODERN_LETTERS[letter] ?? gurmukhiUtils.toShahmukhi(NUKTA_SINGLE[letter] ?? letter);
    cache.set(letter, found);
  }
  return found;
}

/** Letters that join a preceding consonant's ਹ as a plain ہ (ਨ੍ਹ → نہ) rather than an aspirate ھ (ੜ੍ਹ → ڑھ). */
const SONORANTS = new Set(['ਨ', 'ਮ', 'ਲ', 'ਰ', 'ਵ', 'ਯ', 'ਣ']);

/** A consonant written under another with ੍ (ਪ੍ਰ, ਨ੍ਹ, ਸ੍ਵ): its letter after `base`. */
export function subjoinedLetter(base: string, letter: string): string {
  if (letter === 'ਹ') return SONORANTS.has(base) ? 'ہ' : 'ھ';
  return consonantLetter(letter);
}

/** The Shahmukhi punctuation for the marks that follow Gurmukhi words. */
export const PUNCTUATION: Readonly<Record<string, string>> = {
  '\u0964': '۔', // । danda: the full stop
  '\u0965': '۔', // ॥ double danda
  '.': '۔',
  ',': '،',
  '?': '؟',
  ';': '؛',
};
