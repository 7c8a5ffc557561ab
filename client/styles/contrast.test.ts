import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './contrast';

const none = new Map<string, string>();

describe('token contrast', () => {
  it('reads the colour forms tokens.css uses, following var() references', () => {
    expect(parseColour('#fff', none)).toEqual([255, 255, 255, 1]);
    expect(parseColour('#C8004A', none)).toEqual([200, 0, 74, 1]);
    expect(parseColour('rgb(8 27 112 / 55%)', none)).toEqual([8, 27, 112, 0.55]);
    const values = new Map([
      ['--light', '#fcbe6b'],
      ['--focus-ring', 'var(--light)'],
    ]);
    expect(parseColour('var(--focus-ring)', values)).toEqual([252, 190, 107, 1]);
    expect(parseColour('var(--missing)', values)).toBeNull();
    expect(parseColour('0 4px 14px rgb(0 0 0 / 30%)', none)).toBeNull();
  });

  it('gives the WCAG ratios: black on white 21:1, the brand pink on white 4.05:1', () => {
    const white = [255, 255, 255, 1] as const;
    expect(contrastRatio([0, 0, 0, 1], white)).toBeCloseTo(21, 5);
    expect(contrastRatio([249, 2, 90, 1], white)).toBeCloseTo(4.05, 2);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('lays translucent text over its surface first', () => {
    const navy = [8, 27, 112, 1] as const;
    const solid = contrastRatio([255, 255, 255, 1], navy);
    const faded = contrastRatio([255, 255, 255, 0.78], navy);
    expect(faded).toBeLessThan(solid);
    expect(faded).toBeCloseTo(9.49, 1);
  });
});
