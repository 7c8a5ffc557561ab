/**
 * One Gurmukhi word in Shahmukhi as modern Punjabi news writes it: no short-vowel marks (zer,
 * zabar, pesh), long vowels as letters (ੀ ی, ੂ/ੋ/ੌ و, ੇ/ੈ ی inside a word and ے at its end),
 * the nasal as ن before a letter and ں at the end, the addak dropped, and independent vowels
 * carried by alif at the start of a word and by hamza or a bare letter inside it.
 *
 * The word is first cut into syllable pieces (a consonant with its subjoined letters, vowel
 * sign and nasal, or an independent vowel with its nasal), because every rule here depends on
 * the piece before or after: a word's last ੇ is ے, a nasal before ਪ is م, ਿ before ਆ is ی.
 */
import { consonantLetter, subjoinedLetter } from './shahmukhi-letters';

/** One syllable piece of a word. */
export type Piece = {
  /** A consonant as NFC writes it (base, or base + ਼), or an independent vowel. */
  head: string;
  /** Whether `head` is an independent vowel (ਅ ਆ ਇ …) rather than a consonant. */
  vowelHead: boolean;
  /** Letters joined under the head with ੍ (ਰ in ਪ੍ਰ, ਹ in ਨ੍ਹ). */
  subjoined: string[];
  /** The dependent vowel sign (ਾ ਿ ੀ …), '' for the inherent vowel. */
  sign: string;
  /** A bindi or tippi (ਂ ੰ ਁ) on this piece. */
  nasal: boolean;
};

const isConsonant = (c: string) => (c >= '\u0A15' && c <= '\u0A39') || (c >= '\u0A59' && c <= '\u0A5E');
const isIndependentVowel = (c: string) => (c >= '\u0A05' && c <= '\u0A14') || c === '\u0A72' || c === '\u0A73';
const isSign = (c: string) => c >= '\u0A3E' && c <= '\u0A4C' && c !== '\u0A4D';
const NASALS = new Set(['\u0A01', '\u0A02', '\u0A70']);
const NUKTA = '\u0A3C';
const VIRAMA = '\u0A4D';

/** Cuts a word (Gurmukhi letters only, NFC) into its pieces; marks with no letter to sit on are dropped. */
export function pieces(word: string): Piece[] {
  const out: Piece[] = [];
  const chars = [...word];
  const at = (i: number) => chars[i] ?? '';
  for (let i = 0; i < chars.length; i++) {
    const c = at(i);
    const last = out[out.length - 1];
    if (isConsonant(c) || isIndependentVowel(c)) {
      const head = at(i + 1) === NUKTA ? c + at(++i) : c;
      out.push({ head, vowelHead: isIndependentVowel(c), subjoined: [], sign: '', nasal: false });
    } else if (c === VIRAMA && last && isConsonant(at(i + 1))) {
      const joined = at(i + 2) === NUKTA ? at(++i) + at(++i) : at(++i);
      last.subjoined.push(joined);
    } else if (isSign(c) && last && !last.vowelHead) {
      last.sign = c;
    } else if (NASALS.has(c) && last) {
      last.nasal = true;
    }
    // ੱ (addak) doubles the next letter: standard Shahmukhi writes no shadda for it. Nukta
    // without a letter, visarga and the scripture marks carry nothing in modern text.
  }
  return out;
}

const LONG_SIGNS: Readonly<Record<string, string>> = { 'ਾ': 'ا', 'ੀ': 'ی', 'ੂ': 'و', 'ੋ': 'و', 'ੌ': 'و' };

/** The short ਿ: not written, except as the glide before a vowel (ਗਿਆ گیا), as e before ਹ (ਕਿਹਾ کیہا), and as ہ ending a word (ਕਿ کہ, ਬਲਕਿ بلکہ, as Urdu writes a final short vowel). */
function shortI(head: string, final: boolean, next: Piece | undefined): string {
  if (next?.vowelHead || next?.head === 'ਹ') return 'ی';
  return final && head !== 'ਹ' ? 'ہ' : '';
}

/** The vowel sign of the consonant `head`, given whether it ends the word and what follows it. */
function signLetters(head: string, sign: string, final: boolean, next: Piece | undefined): string {
  if (sign === 'ੇ' || sign === 'ੈ') return final ? 'ے' : 'ی';
  if (sign === 'ਿ') return shortI(head, final, next);
  // Short ੁ is not written either, except as the glide before a vowel: ਦੁਆ دوا.
  if (sign === 'ੁ') return next?.vowelHead ? 'و' : '';
  return LONG_SIGNS[sign] ?? '';
}

/** The nasal of a piece: ں at the end of the word, else ن, or م before ਪ ਬ ਭ; before ਮ/ਨ it doubles them, which is not written. */
function nasalLetter(next: Piece | undefined): string {
  if (!next) return 'ں';
  if (next.head === 'ਪ' || next.head === 'ਬ' || next.head === 'ਭ') return 'م';
  if (next.head === 'ਮ' || next.head === 'ਨ') return '';
  return 'ن';
}

const INITIAL_VOWELS: Readonly<Record<string, string>> = {
  ਅ: 'ا',
  ਆ: 'آ',
  ਇ: 'ا',
  ਈ: 'ای',
  ਉ: 'ا',
  ਊ: 'او',
  ਓ: 'او',
  ਔ: 'او',
  ੲ: 'ا',
  ੳ: 'ا',
};

/** An independent vowel opening a word: alif carries it (ਏ ਐ as ای, or اے when the word is only that vowel). */
function initialVowel(vowel: string, final: boolean, next: Piece | undefined): string {
  if (vowel === 'ਏ' || vowel === 'ਐ') return final ? 'اے' : 'ای';
  // ਇ and ਉ before ਹ are said e and o (ਇਹ, ਉਹ), which Shahmukhi writes with the long vowel: ایہ, اوہ.
  if (next?.head === 'ਹ' && (vowel === 'ਇ' || vowel === 'ਉ')) return vowel === 'ਇ' ? 'ای' : 'او';
  return INITIAL_VOWELS[vowel] ?? '';
}

/** An independent vowel after another sound inside a word: hamza carries ਇ ਈ ਏ (کئی, آئے), the rest are bare letters. */
function medialVowel(vowel: string, final: boolean, next: Piece | undefined, afterAa: boolean): string {
  switch (vowel) {
    case 'ਆ':
      return 'ا';
    case 'ਇ':
      return next?.vowelHead ? 'ی' : 'ئ';
    case 'ਈ':
      return 'ئی';
    case 'ਏ':
    case 'ਐ':
      return final ? 'ئے' : 'ئی';
    case 'ਉ':
    case 'ਊ':
    case 'ਓ':
    case 'ਔ':
      return 'و';
    default:
      // ਅ after a vowel (ਲੋਅਰ لوئر) is a hamza inside a word; at its end it is silent (ਸ਼ੋਅ شو),
      // or ؤ after ਾ (ਪੜਾਅ پڑاؤ, ਬਚਾਅ بچاؤ).
      if (!final) return 'ئ';
      return afterAa ? 'ؤ' : '';
  }
}

/** A word-final ਅ after a vowel sign other than ਾ is not said: the vowel before it ends the word (ਤੈਅ تے). */
const isSilentEnd = (piece: Piece | undefined, after: Piece | undefined) =>
  piece?.head === 'ਅ' && !piece.nasal && !after;

function pieceLetters(piece: Piece, index: number, all: Piece[]): string {
  const next = all[index + 1];
  const prev = all[index - 1];
  const final = !piece.nasal && (!next || (isSilentEnd(next, all[index + 2]) && piece.sign !== 'ਾ'));
  let out: string;
  if (piece.vowelHead) {
    out =
      index === 0
        ? initialVowel(piece.head, final, next)
        : medialVowel(piece.head, final, next, prev?.sign === 'ਾ' && !prev.nasal);
  } else {
    out = consonantLetter(piece.head);
    for (const joined of piece.subjoined) out += subjoinedLetter(piece.head, joined);
    out += signLetters(piece.head, piece.sign, final, next);
  }
  return piece.nasal ? out + nasalLetter(next) : out;
}

/** The future's auxiliary (ਗਾ ਗੀ ਗੇ ਗੀਆਂ) after a verb's ੇ, ੋ or ਂ: Shahmukhi writes it as a word of its own (ਜਾਵੇਗਾ جاوے گا, ਕਰਾਂਗੇ کراں گے). */
const FUTURE_ENDINGS = ['ਗੀਆਂ', 'ਗਾ', 'ਗੀ', 'ਗੇ'];
const BEFORE_FUTURE = new Set(['ੇ', 'ੋ', 'ਂ']);

/** The word cut before a future auxiliary, or undefined when it has none. */
export function splitFuture(word: string): [string, string] | undefined {
  for (const ending of FUTURE_ENDINGS) {
    const cut = word.length - ending.length;
    if (cut >= 2 && word.endsWith(ending) && BEFORE_FUTURE.has(word.charAt(cut - 1))) {
      return [word.slice(0, cut), ending];
    }
  }
  return undefined;
}

/** One Gurmukhi word (letters and signs only, NFC, look-alikes folded) in Shahmukhi. */
export function wordToShahmukhi(word: string): string {
  const future = splitFuture(word);
  if (future) return `${wordToShahmukhi(future[0])} ${wordToShahmukhi(future[1])}`;
  const all = pieces(word);
  let out = '';
  all.forEach((piece, i) => {
    out += pieceLetters(piece, i, all);
  });
  return out;
}
