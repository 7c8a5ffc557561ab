import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { pa } from '../../shared/i18n/pa';
import { loadStrings, stringTable } from './strings';

describe('one language of strings at a time', () => {
  it('has no language before it is loaded, and the loaded one after', async () => {
    expect(() => stringTable('pa')).toThrow(/not loaded/);
    await loadStrings('pa');
    expect(stringTable('pa')['nav.home']).toBe(pa['nav.home'].normalize('NFC'));
    expect(() => stringTable('en')).toThrow(/not loaded/);
    await loadStrings('en');
    expect(stringTable('en')['nav.home']).toBe(en['nav.home']);
  });
});
