import { describe, expect, it } from 'vitest';
import { phoneticKey, romanKeys, wordKey } from './search-roman';

describe('phoneticKey', () => {
  it('forgives the spellings people use', () => {
    for (const group of [
      ['kisan', 'kisaan', 'kissan'],
      ['punjab', 'panjab', 'panjaab'],
      ['vaisakhi', 'visakhi', 'wisakhi', 'baisakhi', 'besakhi'],
      ['vela', 'wela', 'bela'],
      ['gurdwara', 'gurduara'],
      ['seva', 'sewa'],
      ['bhangra', 'bangra'],
      ['fasal', 'phasal', 'pasal'],
      ['zameen', 'jameen', 'zamin'],
      ['shaam', 'sham', 'saam'],
    ]) {
      expect(new Set(group.map(phoneticKey)).size, group.join(' ')).toBe(1);
    }
  });
});

describe('wordKey and romanKeys', () => {
  it('meet a Gurmukhi word and its Latin spelling at one key', () => {
    expect(wordKey('ਕਿਸਾਨ')).toBe(wordKey('kisan'));
    expect(wordKey('ਪੰਜਾਬ')).toBe(wordKey('punjab'));
    expect(wordKey('ਕਬੱਡੀ')).toBe(wordKey('kabaddi'));
    expect(wordKey('ਅੰਮ੍ਰਿਤਸਰ')).toBe(wordKey('amritsar'));
    expect(wordKey('ਵਿਸਾਖੀ')).toBe(wordKey('baisakhi'));
  });
  it('key a Gurmukhi word the same however its vowels and nukta letters were typed (fold.ts)', () => {
    expect(wordKey('\u0A73\u0A41\u0A28')).toBe(wordKey('\u0A09\u0A28'));
    expect(wordKey('\u0A05\u0A3E\u0A2E')).toBe(wordKey('\u0A06\u0A2E'));
    expect(romanKeys('\u0A36\u0A39\u0A3F\u0A30')).toBe(romanKeys('\u0A38\u0A3C\u0A39\u0A3F\u0A30'));
  });
  it('key only the Gurmukhi words of a text, once each, with and without a final nasal', () => {
    expect(romanKeys('Surrey ਸਰੀ ਸਰੀ')).toBe(wordKey('surrey'));
    expect(romanKeys('ਪਿੰਡਾਂ').split(' ')).toContain(wordKey('pind'));
    expect(romanKeys(undefined)).toBe('');
  });
});
