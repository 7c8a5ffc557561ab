import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi';

const drawn = (text: string, rtl: boolean) => visualRuns(text, rtl).map((r) => `${r.kind}:${r.text}`);

describe('visualRuns', () => {
  it('keeps a left-to-right line in reading order, spaces joining the run before them (as cards always were)', () => {
    expect(drawn('ਰੇਡੀਓ 91.5 ਖ਼ਬਰਾਂ', false)).toEqual(['gurmukhi:ਰੇਡੀਓ ', 'latin:91.5 ', 'gurmukhi:ਖ਼ਬਰਾਂ']);
    expect(drawn('Radio 91.5', false)).toEqual(['latin:Radio 91.5']);
  });

  it('places the words of a Shahmukhi line last-first from the left, spaces in the Arabic font', () => {
    expect(drawn('کسان دی منڈی', true)).toEqual(['arabic:منڈی', 'arabic: ', 'arabic:دی', 'arabic: ', 'arabic:کسان']);
  });

  it('keeps Latin words, European and Persian digits left to right inside a right-to-left line', () => {
    // Read right to left: سری, 2024 AI (left to right, with its space), دا, ۲۰۲۴.
    expect(drawn('سری 2024 AI دا ۲۰۲۴', true)).toEqual([
      'digits:۲۰۲۴',
      'arabic: ',
      'arabic:دا',
      'arabic: ',
      'latin:2024',
      'latin: ',
      'latin:AI',
      'arabic: ',
      'arabic:سری',
    ]);
  });

  it('gives punctuation between Arabic and a number the line’s direction: it ends up on the left', () => {
    expect(drawn('کھبر: 2024!', true)).toEqual(['latin:!', 'latin:2024', 'arabic: ', 'latin::', 'arabic:کھبر']);
  });

  it('draws every character of hostile text exactly once, whatever its mix', () => {
    const hostile = [
      '',
      '   ',
      '\u202Eabc\u202C ۱۲۳ abc',
      'a'.repeat(500),
      'ب'.repeat(500),
      '((x)) [۱] «ب» 1/2 ؟!',
      'ਪੰਜਾਬ پنجاب Punjab 12 ۱۲ ੧੨',
    ];
    for (const text of hostile) {
      const runs = visualRuns(text, true);
      expect(runs.map((r) => r.text).join('').length).toBe(text.length);
      expect([...runs.map((r) => r.text).join('')].sort()).toEqual([...text].sort());
    }
  });
});
