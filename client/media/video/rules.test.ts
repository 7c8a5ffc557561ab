import { describe, expect, it } from 'vitest';
import { dotsOf, initialDots } from '../../components/carousel/carousel-math';
import { carouselItems, sameBox, stickyBox, stickyMode, stickyStyle, stickyWidth, type StickyInput } from './rules';

describe('carouselItems', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('keeps up to 17 and shows View All from 17', () => {
    expect(carouselItems(list(3))).toEqual({ items: list(3), viewAll: false });
    expect(carouselItems(list(16)).viewAll).toBe(false);
    expect(carouselItems(list(17))).toEqual({ items: list(17), viewAll: true });
  });
  it('cuts lists of 18 or more to 17', () => {
    expect(carouselItems(list(18)).items).toHaveLength(17);
    expect(carouselItems(list(40))).toEqual({ items: list(17), viewAll: true });
  });
});

describe('carousel dots', () => {
  it('start at one dot per view of the desktop layout', () => {
    expect(initialDots(17, 3)).toEqual({ pages: 6, active: 0, perPage: 3 });
    expect(initialDots(2, 3)).toEqual({ pages: 1, active: 0, perPage: 3 });
  });
  it('follow the measured slides per view and the scroll position', () => {
    // 3 slides of 300px + 20px gaps in a 940px track; 18 slides: 18*320-20 = 5740 wide.
    const at = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 5740, clientWidth: 940 });
    expect(dotsOf(at(0), 300, 18)).toEqual({ pages: 6, active: 0, perPage: 3 });
    expect(dotsOf(at(960), 300, 18).active).toBe(1);
    expect(dotsOf(at(4800), 300, 18).active).toBe(5);
    // A phone shows one slide: a dot per slide.
    expect(dotsOf({ scrollLeft: 0, scrollWidth: 18 * 300, clientWidth: 300 }, 280, 18).pages).toBe(18);
  });
});

describe('stickyMode', () => {
  const base: StickyInput = {
    current: 'inline',
    playing: true,
    scrollY: 0,
    viewportWidth: 1280,
    viewportHeight: 800,
    slotTop: 400,
    height: 360,
    footerTop: 5000,
  };
  it('stays inline until the player is scrolled past', () => {
    expect(stickyMode(base)).toBe('inline');
    expect(stickyMode({ ...base, scrollY: 700 })).toBe('inline');
  });
  it('becomes fixed when playing and scrolled past', () => {
    expect(stickyMode({ ...base, scrollY: 900 })).toBe('fixed');
  });
  it('does not start floating while paused, but a floating player stays', () => {
    expect(stickyMode({ ...base, scrollY: 900, playing: false })).toBe('inline');
    expect(stickyMode({ ...base, scrollY: 900, playing: false, current: 'fixed' })).toBe('fixed');
  });
  it('parks absolutely near the footer', () => {
    // 4300 + 800 - 20 = 5080 > 5000 - 20
    expect(stickyMode({ ...base, scrollY: 4300, current: 'fixed' })).toBe('absolute');
    expect(stickyMode({ ...base, scrollY: 4300 })).toBe('absolute');
  });
  it('under 600px only sticks near the footer when already fixed', () => {
    const narrow = { ...base, viewportWidth: 375, scrollY: 4300 };
    expect(stickyMode(narrow)).toBe('inline');
    expect(stickyMode({ ...narrow, current: 'fixed' })).toBe('absolute');
    expect(stickyMode({ ...narrow, scrollY: 900 })).toBe('fixed');
  });
  it('returns inline when scrolled back', () => {
    expect(stickyMode({ ...base, scrollY: 100, current: 'fixed' })).toBe('inline');
    expect(stickyMode({ ...base, scrollY: 100, current: 'absolute' })).toBe('inline');
  });
});

describe('stickyWidth', () => {
  it('is full width (less the 20px gaps) under 960px and half width from 960px', () => {
    expect(stickyWidth(375)).toBe(335);
    expect(stickyWidth(959)).toBe(919);
    expect(stickyWidth(1280)).toBe(620);
  });
});

describe('stickyBox', () => {
  it('is as wide as the floating player and parks 20px above the footer, 20px from the right', () => {
    // 1280px wide: 620px wide, 348.75px high; the slot at 800px in the page, 100px from the left.
    const box = stickyBox({ slotTop: 800, slotLeft: 100, footerTop: 5000, viewportWidth: 1280 });
    expect(box).toEqual({ width: 620, top: Math.round(5000 - 20 - 348.75 - 800), left: 540 });
  });
  it('spans the width under 960px', () => {
    const box = stickyBox({ slotTop: 0, slotLeft: 20, footerTop: 1000, viewportWidth: 375 });
    expect(box.width).toBe(335);
    expect(box.left).toBe(0);
  });
  it('compares boxes so an unchanged one causes no re-render', () => {
    const box = { width: 620, top: 10, left: 540 };
    expect(sameBox(box, { ...box })).toBe(true);
    expect(sameBox(box, { ...box, top: 11 })).toBe(false);
  });
});

describe('stickyStyle', () => {
  const box = { width: 620, top: 3831, left: 540 };
  it('has none inline', () => expect(stickyStyle('inline', box)).toBeUndefined());
  it('floats fixed above the radio bar', () => {
    expect(stickyStyle('fixed', box)).toEqual({
      width: 620,
      bottom: 'calc(var(--players-height) + 20px)',
      right: 20,
    });
  });
  it('parks at its box above the footer', () => {
    expect(stickyStyle('absolute', box)).toEqual({ width: 620, top: 3831, left: 540 });
  });
});
