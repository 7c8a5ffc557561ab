import { describe, expect, it } from 'vitest';
import { toShahmukhi } from './shahmukhi';

describe('toShahmukhi', () => {
  // The first version's misreadings named in issue 30, now in standard Shahmukhi.
  it.each([
    ['ਕੈਨੇਡਾ', 'کینیڈا'],
    ['ਖ਼ਬਰਾਂ', 'خبراں'],
    ['ਪੰਜਾਬ', 'پنجاب'],
    ['ਸ਼ਹਿਰ', 'شہر'],
    ['ਵਿੱਚ', 'وچ'],
    ['ਰੇਡੀਓ', 'ریڈیو'],
  ])('%s → %s', (gurmukhi, shahmukhi) => {
    expect(toShahmukhi(gurmukhi)).toBe(shahmukhi);
  });

  it('writes a sentence word by word with Shahmukhi punctuation', () => {
    expect(toShahmukhi('ਸਰੀ ਵਿੱਚ ਮੀਂਹ ਪਿਆ। ਕੀ ਸਕੂਲ ਬੰਦ ਹਨ?')).toBe('سری وچ مینہ پیا۔ کی سکول بند ہن؟');
    expect(toShahmukhi('ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ; ਹਿੰਦੀ.')).toBe('پنجابی، انگریزی؛ ہندی۔');
  });

  it('leaves Latin letters, Western digits and their punctuation as written', () => {
    expect(toShahmukhi('ਸਰੀ BC 2026')).toBe('سری BC 2026');
    expect(toShahmukhi('BC, Canada 3.5? ਹਾਂ')).toBe('BC, Canada 3.5? ہاں');
    expect(toShahmukhi('ਸਰੀBC')).toBe('سریBC');
  });

  it('writes Gurmukhi digits as Western digits', () => {
    expect(toShahmukhi('੨੦੨੬ ਵਿੱਚ')).toBe('2026 وچ');
  });

  it('returns text with no Gurmukhi untouched, unnormalised', () => {
    for (const text of ['', 'Surrey', 'سری', '\u0065\u0301', '😀\uD800', '<b>&amp;</b>']) {
      expect(toShahmukhi(text)).toBe(text);
    }
  });

  it('survives hostile runs: lone marks, stray viramas, mixed scripts', () => {
    expect(toShahmukhi('ਿਂ੍ ਕ੍ ਼ਸਰੀ')).toBe(' ک سری');
    expect(toShahmukhi('ਸ\u200Dਰੀ')).toBe('س\u200Dری');
    expect(toShahmukhi('aਸ😀ਰੀb')).toBe('aس😀ریb');
  });

  it('stays linear on huge input (a quadratic step would time out here)', () => {
    const words = 'ਪੰਜਾਬੀ ਖ਼ਬਰਾਂ, '.repeat(40_000);
    expect(toShahmukhi(words)).toBe('پنجابی خبراں، '.repeat(40_000));
    const oneWord = 'ਕਿ'.repeat(200_000);
    expect(toShahmukhi(oneWord).length).toBe(200_001);
  });
});
