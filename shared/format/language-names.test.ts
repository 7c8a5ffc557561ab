import { describe, expect, it } from 'vitest';
import { languageNames } from './language-names';

describe('languageNames', () => {
  it('names the site languages in the page language and keeps others as sent', () => {
    expect(languageNames(['English', 'Punjabi'], 'en')).toBe('English, Punjabi');
    expect(languageNames(['punjabi', 'en', 'Hindi'], 'pa')).toBe('ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ, Hindi');
    expect(languageNames([], 'pa')).toBe('');
  });
});
