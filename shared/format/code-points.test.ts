import { describe, expect, it } from 'vitest';
import { cutCodePoints } from './code-points';

describe('cutCodePoints', () => {
  it('keeps text within the limit whole and cuts longer text to that many characters', () => {
    expect(cutCodePoints('surrey', 27)).toBe('surrey');
    expect(cutCodePoints('a'.repeat(40), 27)).toBe('a'.repeat(27));
    expect(cutCodePoints('ਪੰਜਾਬੀ', 3)).toBe('ਪੰਜ');
  });
  it('counts an emoji as one character and never keeps half of one', () => {
    const emoji = '😀'.repeat(30);
    expect(cutCodePoints(emoji, 27)).toBe('😀'.repeat(27));
    // After an odd number of single units, a cut by units would end inside a pair.
    const mixed = `ab${'😀'.repeat(30)}`;
    expect(cutCodePoints(mixed, 27)).toBe(`ab${'😀'.repeat(25)}`);
    expect(() => encodeURIComponent(cutCodePoints(mixed, 27))).not.toThrow();
    expect(() => encodeURIComponent(mixed.slice(0, 27))).toThrow(URIError);
  });
});
