/**
 * Rules of the generic slider (spec doc 2 §4, §9): it tracks the current slide, previous and next
 * are disabled at the ends (it does not wrap), dots show for up to 9 slides, slides cross-fade in
 * 300 ms, and the layout changes at 600px. Pure, so the rules are tested without a browser.
 */

/** Spec §9 "Generic slider dots cap 9": more slides than this show no dots, only the arrows. */
export const SLIDER_DOTS_MAX = 9;

/** A swipe shorter than this (px) is a tap or a scroll, not a change of slide. */
const SWIPE_MIN = 40;

/** The slide to show when asked for `index`: kept inside the slides, never wrapping. */
export const clampIndex = (index: number, count: number): number =>
  Math.min(Math.max(0, index), Math.max(0, count - 1));

/** Whether previous and next are disabled at `index` of `count` slides. */
export function sliderEdges(index: number, count: number): { prevDisabled: boolean; nextDisabled: boolean } {
  return { prevDisabled: index <= 0, nextDisabled: index >= count - 1 };
}

/** Dots show when there is more than one slide and no more than the cap. */
export const showDots = (count: number): boolean => count > 1 && count <= SLIDER_DOTS_MAX;

/** The move a horizontal swipe of `dx` pixels asks for: left is next, right is previous. */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN) return 0;
  return dx < 0 ? 1 : -1;
}

/** The slider's classes: with dots, with one slide only, and the caller's own. */
export function sliderClass(count: number, className?: string): string {
  return ['slider', showDots(count) ? 'slider--dots' : '', count < 2 ? 'slider--single' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}
