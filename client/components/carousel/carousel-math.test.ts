import { describe, expect, it } from 'vitest';
import {
  carouselClass,
  edgesOf,
  INITIAL_EDGES,
  maxOffset,
  pageOffset,
  sameDots,
  sameEdges,
  shownSlides,
  SLIDE_GAP,
  stepSize,
  targetOffset,
} from './carousel-math';

// A track of 10 slides 280px wide with 20px gaps, showing 1000px: 10 * 300 - 20 = 2980 wide.
const at = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 2980, clientWidth: 1000 });
const SLIDE = 280;

describe('stepSize', () => {
  it('is one slide width plus the 20px gap', () => {
    expect(SLIDE_GAP).toBe(20);
    expect(stepSize(SLIDE)).toBe(300);
    expect(stepSize(100, 10)).toBe(110);
  });
  it('never is zero, so a button always moves', () => expect(stepSize(0, 0)).toBe(1));
});

describe('targetOffset', () => {
  it('next moves one slide and gap to the right, previous one to the left', () => {
    expect(targetOffset(at(0), 1, SLIDE)).toBe(300);
    expect(targetOffset(at(600), 1, SLIDE)).toBe(900);
    expect(targetOffset(at(600), -1, SLIDE)).toBe(300);
  });
  it('stays inside the track at both ends', () => {
    expect(targetOffset(at(0), -1, SLIDE)).toBe(0);
    expect(maxOffset(at(0))).toBe(1980);
    expect(targetOffset(at(1800), 1, SLIDE)).toBe(1980);
    expect(targetOffset(at(1980), 1, SLIDE)).toBe(1980);
  });
  it('goes back to the last whole slide from the end', () => {
    expect(targetOffset(at(1980), -1, SLIDE)).toBe(1800);
    expect(targetOffset(at(1979), -1, SLIDE)).toBe(1800);
  });
  it('counts from the nearest slide after a partial swipe', () => {
    expect(targetOffset(at(320), 1, SLIDE)).toBe(600);
    expect(targetOffset(at(280), -1, SLIDE)).toBe(0);
  });
  it('does not move a track with nothing hidden', () => {
    const fits = { scrollLeft: 0, scrollWidth: 900, clientWidth: 1000 };
    expect(targetOffset(fits, 1, SLIDE)).toBe(0);
    expect(targetOffset(fits, -1, SLIDE)).toBe(0);
  });
});

describe('edgesOf', () => {
  it('starts with previous disabled and next enabled (the server render)', () => {
    expect(INITIAL_EDGES).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(edgesOf(at(0))).toEqual(INITIAL_EDGES);
  });
  it('enables both in the middle', () =>
    expect(edgesOf(at(900))).toEqual({ prevDisabled: false, nextDisabled: false }));
  it('disables next at the end, allowing for fractional scroll positions', () => {
    expect(edgesOf(at(1980))).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(edgesOf(at(1978.6))).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(edgesOf(at(1.5)).prevDisabled).toBe(true);
  });
  it('disables both when every slide fits', () => {
    expect(edgesOf({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000 })).toEqual({
      prevDisabled: true,
      nextDisabled: true,
    });
  });
  it('compares answers so unchanged edges cause no re-render', () => {
    expect(sameEdges(edgesOf(at(0)), INITIAL_EDGES)).toBe(true);
    expect(sameEdges(edgesOf(at(1980)), INITIAL_EDGES)).toBe(false);
  });
});

describe('sameDots', () => {
  it('is true only when pages, the active one and slides per page all match', () => {
    const dots = { pages: 4, active: 1, perPage: 3 };
    expect(sameDots(dots, { ...dots })).toBe(true);
    expect(sameDots(dots, { ...dots, active: 2 })).toBe(false);
    expect(sameDots(dots, { ...dots, pages: 3 })).toBe(false);
    expect(sameDots(dots, { ...dots, perPage: 4 })).toBe(false);
  });
});

describe('shownSlides', () => {
  it('names the slides a move shows, as many as the visible width holds', () => {
    // 1000px show three 280px slides (and part of a fourth, which rounds to three steps).
    expect(shownSlides(0, SLIDE, 1000, 10)).toEqual({ from: 1, to: 3 });
    expect(shownSlides(300, SLIDE, 1000, 10)).toEqual({ from: 2, to: 4 });
  });
  it('stops at the last slide', () => {
    expect(shownSlides(1980, SLIDE, 1000, 10)).toEqual({ from: 8, to: 10 });
    expect(shownSlides(2980, SLIDE, 1000, 10)).toEqual({ from: 10, to: 10 });
  });
  it('counts at least one slide on a track narrower than a slide', () => {
    expect(shownSlides(600, SLIDE, 100, 10)).toEqual({ from: 3, to: 3 });
  });
});

describe('pageOffset', () => {
  it('scrolls to the first slide of a view', () => {
    expect(pageOffset(at(0), 0, 3, SLIDE)).toBe(0);
    expect(pageOffset(at(0), 1, 3, SLIDE)).toBe(900);
  });
  it('stays inside the track for the last view', () => {
    expect(pageOffset(at(0), 3, 3, SLIDE)).toBe(1980);
  });
});

describe('carouselClass', () => {
  it('names the slides per view and the ends the track is at', () => {
    expect(carouselClass(3, INITIAL_EDGES)).toBe('carousel carousel--3 carousel--at-start');
    expect(carouselClass(4, { prevDisabled: false, nextDisabled: true }, 'x')).toBe(
      'carousel carousel--4 carousel--at-end x',
    );
    expect(carouselClass(3, { prevDisabled: false, nextDisabled: false })).toBe('carousel carousel--3');
  });
  it('says every slide fits when both ends are disabled', () => {
    expect(carouselClass(3, { prevDisabled: true, nextDisabled: true }, 'home')).toBe(
      'carousel carousel--3 carousel--at-start carousel--at-end carousel--fits home',
    );
  });
});
