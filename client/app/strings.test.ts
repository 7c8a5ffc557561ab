import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { loadLaterStrings, loadStringsChunks, provideStrings, stringTable } from './strings';

describe('one language of strings at a time', () => {
  it('loads a chunk once by name, and the later strings with every language once a part asked', async () => {
    let imports = 0;
    const chunk = () => {
      imports += 1;
      return Promise.resolve({ table: { 'nav.home': en['nav.home'] } });
    };
    expect(() => stringTable('en')).toThrow(/not loaded/);
    // The first page's chunk, by the URL the worker named (client/entry.tsx).
    await loadStringsChunks('en', [['/build/assets/c1.js', chunk]]);
    await loadStringsChunks('en', [['/build/assets/c1.js', chunk]]);
    expect(imports).toBe(1);
    expect(stringTable('en')['nav.home']).toBe(en['nav.home']);
    expect(stringTable('en')['sleep.title']).toBeUndefined();
    await loadLaterStrings();
    expect(stringTable('en')['sleep.title']).toBe(en['sleep.title']);
  });

  it('imports nothing for a table the page carried whole', async () => {
    provideStrings('pa-arab', { 'nav.home': 'گھر' });
    await loadStringsChunks('pa-arab', [['x', () => Promise.reject(new Error('never imported'))]]);
    expect(stringTable('pa-arab')['nav.home']).toBe('گھر');
  });
});
