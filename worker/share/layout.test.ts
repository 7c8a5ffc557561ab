import { describe, expect, it } from 'vitest';
import { wrapTitle } from './layout';

// One unit per grapheme: enough to test the rules without fonts.
const measure = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Farmers rally', 20, 3, measure)).toEqual(['Farmers rally']);
  });

  it('wraps at words within the width', () => {
    expect(wrapTitle('aaa bbb ccc ddd', 7, 3, measure)).toEqual(['aaa bbb', 'ccc ddd']);
  });

  it('ends the last line with an ellipsis after a whole word when the title is too long', () => {
    const lines = wrapTitle('aaa bbb ccc ddd eee fff ggg', 8, 2, measure);
    expect(lines).toEqual(['aaa bbb', 'ccc ddd…']);
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(8);
  });

  it('cuts a word wider than the box by graphemes, never inside a Gurmukhi cluster', () => {
    const [line = ''] = wrapTitle('ਕਿਸਾਨਪ੍ਰਦਰਸ਼ਨਸ਼ੁੱਕਰਵਾਰ', 5, 1, measure);
    expect(line.endsWith('…')).toBe(true);
    expect(measure(line)).toBeLessThanOrEqual(5);
    // Every kept cluster is whole: the cut text is a prefix of the title.
    expect('ਕਿਸਾਨਪ੍ਰਦਰਸ਼ਨਸ਼ੁੱਕਰਵਾਰ'.startsWith(line.slice(0, -1))).toBe(true);
  });
});
