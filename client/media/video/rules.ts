/**
 * Pure rules of the video features (spec doc 1 §2 "Players and modals", doc 2 §2, §5, §9), kept
 * apart from React and the stores so they are unit-tested without a browser.
 */

/** Share of the video played, 0–100, for the minimized player's progress bar. */
export function progressPercent(current: number, duration: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(duration) || duration <= 0 || current <= 0) return 0;
  return Math.min(100, (current / duration) * 100);
}

/** Video carousel (doc 2 §9): lists of 18 or more are cut to 17; 'View All' shows at 17 or more. */
const CAROUSEL_MAX = 17;
export function carouselItems<T>(items: readonly T[]): { items: T[]; viewAll: boolean } {
  const cut = items.length >= CAROUSEL_MAX + 1 ? items.slice(0, CAROUSEL_MAX) : items.slice();
  return { items: cut, viewAll: items.length >= CAROUSEL_MAX };
}

// ---- Sticky video player (doc 1 §2, doc 2 §4) ----

export type StickyMode = 'inline' | 'fixed' | 'absolute';

/** Space between the floating player and the viewport edges or the footer. */
const STICKY_GAP = 20;
/** Below this width the player only sticks once it is already fixed. */
const STICKY_NARROW = 600;
/** Below this width the floating player is full width, otherwise half. */
const STICKY_HALF_FROM = 960;
/** The player's height is measured this long after mounting, once the layout has settled. */
export const STICKY_MEASURE_DELAY = 1000;

export interface StickyInput {
  /** The current mode, so narrow screens can tell "already fixed". */
  current: StickyMode;
  playing: boolean;
  scrollY: number;
  viewportWidth: number;
  viewportHeight: number;
  /** Document offset of the player's inline slot (its top) and the measured player height. */
  slotTop: number;
  height: number;
  /** Document offset of the page footer's top. */
  footerTop: number;
}

/**
 * Where the player goes: inline in its slot, fixed to the bottom of the viewport once it is
 * playing and scrolled past, or absolute just above the footer when the fixed player would cover
 * it. Scrolling back to the slot puts it inline again. Under 600px it never jumps from inline
 * straight to the footer position: it only parks there when it was already fixed.
 */
export function stickyMode(input: StickyInput): StickyMode {
  const { current, playing, scrollY, viewportWidth, viewportHeight, slotTop, height, footerTop } = input;
  const scrolledPast = scrollY > slotTop + height;
  if (!scrolledPast) return 'inline';
  // A paused player does not start floating, but one already floating stays where it is.
  if (!playing && current === 'inline') return 'inline';
  const fixedBottom = scrollY + viewportHeight - STICKY_GAP;
  const nearFooter = fixedBottom > footerTop - STICKY_GAP;
  if (nearFooter) {
    if (viewportWidth < STICKY_NARROW && current === 'inline') return 'inline';
    return 'absolute';
  }
  return 'fixed';
}

/** Width of the floating player: full width (minus gaps) under 960px, half the viewport otherwise. */
export function stickyWidth(viewportWidth: number): number {
  const full = viewportWidth - 2 * STICKY_GAP;
  return viewportWidth < STICKY_HALF_FROM ? full : Math.round(viewportWidth / 2 - STICKY_GAP);
}

/** The floating player's box: its width, and where it parks above the footer relative to its slot. */
export interface StickyBox {
  width: number;
  top: number;
  left: number;
}

/** The slot's place in the page (its top in page coordinates, its left in the viewport) and the footer's top. */
export interface StickyPlace {
  slotTop: number;
  slotLeft: number;
  footerTop: number;
  viewportWidth: number;
}

/**
 * The floating player's box: as wide as stickyWidth(), and, parked above the footer, the fixed
 * spot's place in the page (20px above the footer, 20px from the right edge) relative to the slot.
 */
export function stickyBox({ slotTop, slotLeft, footerTop, viewportWidth }: StickyPlace): StickyBox {
  const width = stickyWidth(viewportWidth);
  return {
    width,
    top: Math.round(footerTop - STICKY_GAP - width * 0.5625 - slotTop),
    left: Math.round(viewportWidth - STICKY_GAP - width - slotLeft),
  };
}

/** Same box, so state updates can be skipped (no re-render on every scroll event). */
export function sameBox(a: StickyBox, b: StickyBox): boolean {
  return a.width === b.width && a.top === b.top && a.left === b.left;
}

/**
 * The player's inline style in each mode: none inline; fixed above the radio bar (whose height the
 * shell publishes as --players-height); parked at its box above the footer.
 */
export function stickyStyle(
  mode: StickyMode,
  box: StickyBox,
): { width: number; bottom: string; right: number } | { width: number; top: number; left: number } | undefined {
  if (mode === 'inline') return undefined;
  if (mode === 'fixed')
    return { width: box.width, bottom: `calc(var(--players-height) + ${STICKY_GAP}px)`, right: STICKY_GAP };
  return { width: box.width, top: box.top, left: box.left };
}
