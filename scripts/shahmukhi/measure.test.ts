import { describe, expect, it } from 'vitest';
import { inList, listKey, listWords, parseReferences, wordAccuracy } from './measure';

describe('parseReferences', () => {
  it('reads Gurmukhi<TAB>Shahmukhi rows in NFC and skips comments', () => {
    expect(parseReferences('# note\n\nਸਰੀ\tسری\nਖ਼ਬਰਾਂ\tخبراں\n')).toEqual([
      { gurmukhi: 'ਸਰੀ', shahmukhi: 'سری' },
      { gurmukhi: 'ਖ਼ਬਰਾਂ'.normalize('NFC'), shahmukhi: 'خبراں' },
    ]);
  });

  it('refuses a row that is not two columns', () => {
    expect(() => parseReferences('ਸਰੀ')).toThrow();
    expect(() => parseReferences('ਸਰੀ\tسری\textra')).toThrow();
  });
});

describe('listKey and inList', () => {
  it.each([
    ['کُھلا', 'کھلا'], // pesh printed in the dictionary
    ['پاݨی', 'پانی'], // ݨ looked up as ن
    ['شہر', 'شہر'],
  ])('%s is looked up as %s', (word, key) => {
    expect(listKey(word)).toBe(key);
  });

  it('finds a reference only when each of its words is in the list', () => {
    const list = listWords('{"x": ["جاوے", "گا", "پانی"]}');
    expect(inList('پاݨی', list)).toBe(true);
    expect(inList('جاوے گا', list)).toBe(true);
    expect(inList('جاوے گی', list)).toBe(false);
  });
});

describe('wordAccuracy', () => {
  it('counts exact matches after NFC and lists the misses', () => {
    const words = [
      { gurmukhi: 'a', shahmukhi: 'ا' },
      { gurmukhi: 'b', shahmukhi: 'ب' },
    ];
    const result = wordAccuracy(words, (g) => (g === 'a' ? 'ا' : 'پ'));
    expect(result).toEqual({ correct: 1, total: 2, ratio: 0.5, misses: ['b: ب ≠ پ'] });
  });
});
