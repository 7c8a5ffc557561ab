import { describe, expect, it } from 'vitest';
import type { Token } from '../../styles/tokens';
import { contrastLabel, isDisplaySize, sizeLabel } from './scale';

describe('style guide scale labels', () => {
  it.each([
    ['0.875rem', '0.875rem · 14px'],
    ['0.6875rem', '0.6875rem · 11px'],
  ])('shows the rem step %s with its pixel size: %s', (size, label) => expect(sizeLabel(size)).toBe(label));
  it.each(['clamp(1.6rem, 4.5vw, 2.5rem)', '16px'])('shows %s, not a rem step, unchanged', (size) =>
    expect(sizeLabel(size)).toBe(size),
  );

  it.each([
    ['clamp(6rem, 28vw, 11rem)', true],
    ['1.75rem', true],
    ['1.5rem', false],
  ])('gives fluid and large steps the short sample: %s, %s', (size, short) => expect(isDisplaySize(size)).toBe(short));

  // Rounded down, so the label never claims more contrast than the colour has.
  it.each<[Token, string | null]>([
    [{ name: '--accent-text', value: '#c8004a', on: '--paper' }, '5.9'],
    [{ name: '--on-dark-muted', value: 'rgb(255 255 255 / 78%)', on: '--dark' }, '9.4'],
    [{ name: '--primary', value: '#f9025a', on: '--paper' }, '4.0'],
    [{ name: '--line', value: '#e4e6ef' }, null],
  ])("labels a text colour's contrast: %o as %j", (colour, label) => expect(contrastLabel(colour)).toBe(label));
});
