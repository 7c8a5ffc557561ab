import { describe, expect, it } from 'vitest';
import { consonantLetter, subjoinedLetter } from './shahmukhi-letters';

// Every consonant as NFC writes it, and its Shahmukhi letter.
const LETTERS: Array<[string, string]> = [
  ['ਕ', 'ک'],
  ['ਖ', 'کھ'],
  ['ਗ', 'گ'],
  ['ਘ', 'گھ'],
  ['ਙ', 'ن'],
  ['ਚ', 'چ'],
  ['ਛ', 'چھ'],
  ['ਜ', 'ج'],
  ['ਝ', 'جھ'],
  ['ਞ', 'ن'],
  ['ਟ', 'ٹ'],
  ['ਠ', 'ٹھ'],
  ['ਡ', 'ڈ'],
  ['ਢ', 'ڈھ'],
  ['ਣ', 'ݨ'],
  ['ਤ', 'ت'],
  ['ਥ', 'تھ'],
  ['ਦ', 'د'],
  ['ਧ', 'دھ'],
  ['ਨ', 'ن'],
  ['ਪ', 'پ'],
  ['ਫ', 'پھ'],
  ['ਬ', 'ب'],
  ['ਭ', 'بھ'],
  ['ਮ', 'م'],
  ['ਯ', 'ی'],
  ['ਰ', 'ر'],
  ['ਲ', 'ل'],
  ['ਵ', 'و'],
  ['ੜ', 'ڑ'],
  ['ਸ', 'س'],
  ['ਹ', 'ہ'],
  ['ਖ\u0A3C', 'خ'],
  ['ਗ\u0A3C', 'غ'],
  ['ਜ\u0A3C', 'ز'],
  ['ਫ\u0A3C', 'ف'],
  ['ਸ\u0A3C', 'ش'],
  ['ਲ\u0A3C', 'ل'],
  ['ਕ\u0A3C', 'ق'],
];

describe('consonantLetter', () => {
  it.each(LETTERS)('%s → %s', (gurmukhi, shahmukhi) => {
    expect(consonantLetter(gurmukhi)).toBe(shahmukhi);
  });

  it('covers every consonant of the Gurmukhi block that NFC keeps', () => {
    const bases = LETTERS.map(([letter]) => letter).filter((letter) => letter.length === 1);
    for (let code = 0x0a15; code <= 0x0a39; code++) {
      const letter = String.fromCodePoint(code);
      if (/\p{L}/u.test(letter) && letter.normalize('NFC') === letter) expect(bases).toContain(letter);
    }
  });
});

describe('subjoinedLetter', () => {
  it.each([
    ['ਨ', 'ਹ', 'ہ'], // ਨ੍ਹ as in ਉਨ੍ਹਾਂ
    ['ਲ', 'ਹ', 'ہ'],
    ['ੜ', 'ਹ', 'ھ'], // ੜ੍ਹ as in ਪੜ੍ਹਾਈ
    ['ਪ', 'ਰ', 'ر'],
    ['ਸ', 'ਵ', 'و'],
  ])('%s ੍%s → %s', (base, letter, shahmukhi) => {
    expect(subjoinedLetter(base, letter)).toBe(shahmukhi);
  });
});
