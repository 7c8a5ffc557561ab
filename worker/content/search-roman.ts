/**
 * Punjabi typed in Latin letters. Gurmukhi words of the index get a loose "phonetic key" in
 * Latin letters (the columns rom_title and rom_body, migration 0007), and each query word gets
 * its key by the same rules, so 'kisan', 'kissan' and 'ਕਿਸਾਨ' all meet at 'ksn'.
 *
 * Gurmukhi → Latin is sanscript's ITRANS mapping (gurmukhi-itrans.ts: its Gurmukhi table alone,
 * proved equal to the library by its test); the key rules below are ours, written for the
 * spellings people use on phones. docs/decisions/search.md lists them; change both together, and re-run
 * the import (or the sync) so the index follows.
 */
import { foldGurmukhi } from '../../shared/search/fold';
import { gurmukhiToItrans } from './gurmukhi-itrans';

const GURMUKHI_WORD = /[\u0A00-\u0A7F]+/g;
/** Addak (gemination) and nukta (ਖ਼ ਫ਼ ਜ਼ ਸ਼ ...): the key folds what they change anyway. */
const FOLDED_MARKS = /[\u0A71\u0A3C]/g;
const VOWEL = /[aeiou]/;
/** Keys of one letter would match half the index; such a word is left to the text columns. */
const KEY_MIN = 2;

/**
 * The phonetic key of a word in Latin letters (a visitor's spelling or a transliteration):
 *  1. lower case, accents dropped, letters a-z only;
 *  2. 'c' not before 'h' sounds k (vancouver); f→p, z→j, w→v, q→k, x→ks;
 *  3. 'h' after a consonant goes (kh gh ch jh th dh ph bh sh → k g c j t d p b s);
 *  4. a doubled letter counts once (kabaddi = kabadi, aa = a, ee = e);
 *  5. 'n' or 'm' right before a consonant goes (tippi and bindi: punjab = panjab = pajab, singh);
 *  6. vowels and 'y' go, except a first letter vowel, kept as 'a' (final 'a', aa/a, ee/i, oo/u,
 *     ai/e, au/o, gyani = giani);
 *  7. 'v' right after a consonant goes, but not as the last letter (gurdwara = gurduara, sewa);
 *  8. doubled letters left by the steps above count once;
 *  9. 'v' sounds b: ਵ is written v, w and b (vaisakhi = baisakhi, amrit vela = amrit bela).
 */
export function phoneticKey(word: string): string {
  let s = word
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  s = s
    .replace(/c(?!h)/g, 'k')
    .replace(/f/g, 'p')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks');
  s = s.replace(/([b-df-hj-np-tv-z])h+/g, '$1');
  s = s.replace(/(.)\1+/g, '$1');
  s = s.replace(/[nm](?=[b-df-hj-np-tv-z])/g, '');
  const first = s[0] && VOWEL.test(s[0]) ? 'a' : (s[0] ?? '');
  s = first + s.slice(1).replace(/[aeiouy]/g, '');
  s = s.replace(/([b-df-hj-np-tv-z])v(?=.)/g, '$1').replace(/v/g, 'b');
  return s.replace(/(.)\1+/g, '$1');
}

/** One Gurmukhi word in Latin letters (ITRANS, tippi and bindi as 'n', ੜ as 'r'). */
function latinOf(gurmukhi: string): string {
  const itrans = gurmukhiToItrans(gurmukhi.replace(FOLDED_MARKS, ''));
  return itrans.replace(/M/g, 'n').replace(/\.D/g, 'r').replace(/~/g, '');
}

/** The key of one word in either script, or '' when it has too little to go on. */
export function wordKey(word: string): string {
  const w = foldGurmukhi(word);
  const key = phoneticKey(/[\u0A00-\u0A7F]/.test(w) ? latinOf(w) : w);
  return key.length >= KEY_MIN ? key : '';
}

/**
 * The keys of the Gurmukhi words in a text, each once, space-separated (for an index column).
 * A word ending in a nasal sign (plurals in ਆਂ, ਕਾਹਲੋਂ) is keyed with and without it: people
 * type 'pind' and 'pindan', 'kahlon' and 'kahlo'.
 */
export function romanKeys(text: string | undefined): string {
  const words = foldGurmukhi(text ?? '').match(GURMUKHI_WORD) ?? [];
  const keys = words.flatMap((w) => [wordKey(w), /[\u0A02\u0A70]$/.test(w) ? wordKey(w.slice(0, -1)) : '']);
  return [...new Set(keys.filter(Boolean))].join(' ');
}
