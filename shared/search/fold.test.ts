import { describe, expect, it } from 'vitest';
import { foldGurmukhi } from './fold';

// Every look-alike pair of issue 30: the way it may be typed, and the one folded form.
const PAIRS: Array<[string, string, string]> = [
  ['ਉ', '\u0A73\u0A41', '\u0A09'],
  ['ਊ', '\u0A73\u0A42', '\u0A0A'],
  ['ਓ', '\u0A73\u0A4B', '\u0A13'],
  ['ਇ', '\u0A72\u0A3F', '\u0A07'],
  ['ਈ', '\u0A72\u0A40', '\u0A08'],
  ['ਏ', '\u0A72\u0A47', '\u0A0F'],
  ['ਆ', '\u0A05\u0A3E', '\u0A06'],
  ['ਐ', '\u0A05\u0A48', '\u0A10'],
  ['ਔ', '\u0A05\u0A4C', '\u0A14'],
  ['ਸ਼', '\u0A38\u0A3C', '\u0A36'],
  ['ਖ਼', '\u0A16\u0A3C', '\u0A59'],
  ['ਗ਼', '\u0A17\u0A3C', '\u0A5A'],
  ['ਜ਼', '\u0A1C\u0A3C', '\u0A5B'],
  ['ਫ਼', '\u0A2B\u0A3C', '\u0A5E'],
  ['ਲ਼', '\u0A32\u0A3C', '\u0A33'],
];

describe('foldGurmukhi', () => {
  it.each(PAIRS)('%s typed as two code points or one folds to one form', (_, typed, single) => {
    expect(foldGurmukhi(typed)).toBe(foldGurmukhi(single));
    expect(foldGurmukhi(`ਸ${typed}ਰ`)).toBe(foldGurmukhi(`ਸ${single}ਰ`));
  });

  it('folds the vowels to their single code point and the nukta letters to base + ਼ (NFC)', () => {
    expect(foldGurmukhi('\u0A73\u0A41')).toBe('\u0A09');
    expect(foldGurmukhi('\u0A36')).toBe('\u0A38\u0A3C');
  });

  it('keeps every vowel sign: nothing is stripped as an accent', () => {
    const words = ['ਪੰਜਾਬ', 'ਕਿਸਾਨ', 'ਗੁਰਦੁਆਰਾ', 'ਖ਼ਬਰਾਂ', 'ਸ਼ੋਅ', 'ਪਿੰਡਾਂ'];
    for (const w of words) expect([...foldGurmukhi(w)].length).toBeGreaterThanOrEqual([...w.normalize('NFC')].length);
    expect(foldGurmukhi('ਕਿਸਾਨ')).toBe('ਕਿਸਾਨ');
  });

  it('leaves Latin text and carriers with other signs alone', () => {
    expect(foldGurmukhi('Café Punjab')).toBe('Café Punjab'.normalize('NFC'));
    expect(foldGurmukhi('ੳਾ')).toBe('ੳਾ');
  });
});
