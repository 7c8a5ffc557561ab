import { describe, expect, it } from 'vitest';
import { clampIndex, showDots, SLIDER_DOTS_MAX, sliderClass, sliderEdges, swipeStep } from './slider-math';

describe('generic slider rules (spec §4, §9)', () => {
  it('keeps the index inside the slides and never wraps', () => {
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(4, 4)).toBe(3);
    expect(clampIndex(2, 4)).toBe(2);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('disables previous at the first slide and next at the last', () => {
    expect(sliderEdges(0, 3)).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(sliderEdges(1, 3)).toEqual({ prevDisabled: false, nextDisabled: false });
    expect(sliderEdges(2, 3)).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(sliderEdges(0, 1)).toEqual({ prevDisabled: true, nextDisabled: true });
  });

  it('shows dots for 2 to 9 slides', () => {
    expect(SLIDER_DOTS_MAX).toBe(9);
    expect(showDots(1)).toBe(false);
    expect(showDots(2)).toBe(true);
    expect(showDots(9)).toBe(true);
    expect(showDots(10)).toBe(false);
  });

  it('reads a swipe left as next, right as previous, and a small move as nothing', () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
    expect(swipeStep(10)).toBe(0);
  });
});

describe('sliderClass', () => {
  it('marks a slider with dots, and one with a single slide', () => {
    expect(sliderClass(3)).toBe('slider slider--dots');
    expect(sliderClass(1)).toBe('slider slider--single');
    expect(sliderClass(0)).toBe('slider slider--single');
    expect(sliderClass(SLIDER_DOTS_MAX + 1)).toBe('slider');
  });
  it("adds the caller's class last", () =>
    expect(sliderClass(2, 'home-slider')).toBe('slider slider--dots home-slider'));
});
