import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { pa } from '../../shared/i18n/pa';
import { loadLaterStrings, loadStrings, stringTable } from './strings';

describe('one language of strings at a time', () => {
  it('has no language before it is loaded, then its first strings, and its later ones once asked', async () => {
    expect(() => stringTable('pa')).toThrow(/not loaded/);
    await loadStrings('pa');
    expect(stringTable('pa')['nav.home']).toBe(pa['nav.home'].normalize('NFC'));
    // The radio bar's menu strings come with the menu (shared/i18n/parts.ts); the worker's never.
    expect(stringTable('pa')['sleep.title']).toBeUndefined();
    expect(() => stringTable('en')).toThrow(/not loaded/);
    await loadLaterStrings();
    expect(stringTable('pa')['sleep.title']).toBe(pa['sleep.title'].normalize('NFC'));
    // A language loaded after a part asked for the later strings brings them too.
    await loadStrings('en');
    expect(stringTable('en')['nav.home']).toBe(en['nav.home']);
    expect(stringTable('en')['sleep.title']).toBe(en['sleep.title']);
    expect(stringTable('en')['embed.play']).toBeUndefined();
  });
});
