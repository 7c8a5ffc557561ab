import { describe, expect, it } from 'vitest';
import { contrastLabel, isDisplaySize, sizeLabel } from './scale';

describe('style guide scale labels', () => {
  it('shows a rem step with its pixel size, anything else unchanged', () => {
    expect(sizeLabel('0.875rem')).toBe('0.875rem · 14px');
    expect(sizeLabel('0.6875rem')).toBe('0.6875rem · 11px');
    expect(sizeLabel('clamp(1.6rem, 4.5vw, 2.5rem)')).toBe('clamp(1.6rem, 4.5vw, 2.5rem)');
    expect(sizeLabel('16px')).toBe('16px');
  });

  it('gives fluid and large steps the short sample', () => {
    expect(isDisplaySize('clamp(6rem, 28vw, 11rem)')).toBe(true);
    expect(isDisplaySize('1.75rem')).toBe(true);
    expect(isDisplaySize('1.5rem')).toBe(false);
  });

  it("rounds a text colour's contrast down, so the label never claims more than it has", () => {
    expect(contrastLabel({ name: '--accent-text', value: '#c8004a', on: '--paper' })).toBe('5.9');
    expect(contrastLabel({ name: '--on-dark-muted', value: 'rgb(255 255 255 / 78%)', on: '--dark' })).toBe('9.4');
    expect(contrastLabel({ name: '--primary', value: '#f9025a', on: '--paper' })).toBe('4.0');
    expect(contrastLabel({ name: '--line', value: '#e4e6ef' })).toBeNull();
  });
});
