import { describe, expect, it } from 'vitest';
import { langOf, otherLang } from './script-lang';

describe('langOf', () => {
  it('tells Punjabi by any Gurmukhi letter, even among English words', () => {
    expect(langOf('ਸਰੀ ਵਿੱਚ ਨਵੀਂ ਲਾਇਬ੍ਰੇਰੀ')).toBe('pa');
    expect(langOf('Vaisakhi ਮੇਲਾ 2026')).toBe('pa');
  });
  it('tells English by Latin letters without Gurmukhi', () => {
    expect(langOf('Surrey opens a new library')).toBe('en');
    expect(langOf('Café Punjabi')).toBe('en');
  });
  it('says nothing for text without letters', () => {
    expect(langOf('2026 — 10:30')).toBeNull();
    expect(langOf('')).toBeNull();
    expect(langOf(undefined)).toBeNull();
  });
});

describe('otherLang', () => {
  it('marks English text on a Punjabi page and Punjabi text on an English page', () => {
    expect(otherLang('Morning Show', 'pa')).toEqual({ lang: 'en' });
    expect(otherLang('ਸਵੇਰ ਦਾ ਸ਼ੋਅ', 'en')).toEqual({ lang: 'pa' });
  });
  it('adds nothing when the text is in the page language or has no letters', () => {
    expect(otherLang('Morning Show', 'en')).toEqual({});
    expect(otherLang('ਸਵੇਰ ਦਾ ਸ਼ੋਅ', 'pa')).toEqual({});
    expect(otherLang('2026', 'pa')).toEqual({});
  });
});
