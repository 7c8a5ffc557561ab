import { describe, expect, it } from 'vitest';
import { phoneticKey, romanKeys, wordKey } from './search-roman';

describe('phoneticKey', () => {
  it('forgives the spellings people use', () => {
    for (const group of [
      ['kisan', 'kisaan', 'kissan'],
      ['punjab', 'panjab', 'panjaab'],
      ['vaisakhi', 'visakhi', 'wisakhi'],
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
  });
  it('key only the Gurmukhi words of a text, once each, with and without a final nasal', () => {
    expect(romanKeys('Surrey ਸਰੀ ਸਰੀ')).toBe(wordKey('surrey'));
    expect(romanKeys('ਪਿੰਡਾਂ').split(' ')).toContain(wordKey('pind'));
    expect(romanKeys(undefined)).toBe('');
  });
});
