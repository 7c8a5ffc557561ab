/**
 * Position rules of the carousel (spec doc 1 §4, §9): previous and next move by one slide width
 * plus the 20px gap, and the ends are disabled. Pure, so the rules are tested without a browser;
 * Carousel.tsx only measures the track and applies the answers.
 */

/** Space between slides (spec §9 "slide gap 20"); carousel.css uses the same value. */
export const SLIDE_GAP = 20;

/**
 * Browsers report fractional scroll positions on zoomed or high-density screens, so a track that
 * is "at the end" can be a pixel short of it. Within this many pixels counts as the edge.
 */
const EDGE_TOLERANCE = 2;

/** What the track reports: its scroll position, content width and visible width, in pixels. */
export interface TrackMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether each button is disabled. */
export interface CarouselEdges {
  prevDisabled: boolean;
  nextDisabled: boolean;
}

/**
 * What the server renders and the browser hydrates with, before anything is measured: at the
 * start (previous disabled) with more to come (next enabled). An effect corrects it afterwards.
 */
export const INITIAL_EDGES: CarouselEdges = { prevDisabled: true, nextDisabled: false };

/** One move: a slide's width plus the gap after it. Never below 1px, so a move always moves. */
export function stepSize(slideWidth: number, gap: number = SLIDE_GAP): number {
  return Math.max(1, slideWidth + gap);
}

/** The furthest the track can scroll. */
export function maxOffset({ scrollWidth, clientWidth }: TrackMetrics): number {
  return Math.max(0, scrollWidth - clientWidth);
}

/** Which buttons are disabled at this position; a track with nothing hidden disables both. */
export function edgesOf(metrics: TrackMetrics): CarouselEdges {
  const max = maxOffset(metrics);
  return {
    prevDisabled: metrics.scrollLeft <= EDGE_TOLERANCE,
    nextDisabled: metrics.scrollLeft >= max - EDGE_TOLERANCE,
  };
}

/** Same answer, so state updates can be skipped (no re-render on every scroll event). */
export function sameEdges(a: CarouselEdges, b: CarouselEdges): boolean {
  return a.prevDisabled === b.prevDisabled && a.nextDisabled === b.nextDisabled;
}

/**
 * Where previous (-1) or next (+1) scrolls to: the slide boundary one step away, kept inside the
 * track. The current position is rounded to the nearest boundary first, so after a half-finished
 * swipe "next" lands on the next whole slide rather than a slide and a half further.
 */
export function targetOffset(
  metrics: TrackMetrics,
  direction: -1 | 1,
  slideWidth: number,
  gap: number = SLIDE_GAP,
): number {
  const step = stepSize(slideWidth, gap);
  const max = maxOffset(metrics);
  // At the far end the last boundary may be short of a whole step; count the end as its own stop.
  const index =
    metrics.scrollLeft >= max - EDGE_TOLERANCE && max > 0
      ? Math.ceil((max - EDGE_TOLERANCE) / step)
      : Math.round(metrics.scrollLeft / step);
  const target = (index + direction) * step;
  return Math.min(max, Math.max(0, target));
}

/** The optional dots: how many views of slides there are, which one shows, and slides per view. */
export interface DotsState {
  pages: number;
  active: number;
  perPage: number;
}

/** Before anything is measured: the desktop view of `perView` slides per page. */
export function initialDots(slides: number, perView: number): DotsState {
  return { pages: Math.max(1, Math.ceil(slides / perView)), active: 0, perPage: perView };
}

/** Dots from the track's metrics: slides per view from the widths, the active view from the offset. */
export function dotsOf(metrics: TrackMetrics, slideWidth: number, slides: number, gap: number = SLIDE_GAP): DotsState {
  const step = stepSize(slideWidth, gap);
  const perPage = Math.max(1, Math.floor((metrics.clientWidth + gap + EDGE_TOLERANCE) / step));
  const pages = Math.max(1, Math.ceil(slides / perPage));
  const max = maxOffset(metrics);
  const active =
    max > 0 && metrics.scrollLeft >= max - EDGE_TOLERANCE
      ? pages - 1
      : Math.min(pages - 1, Math.round(metrics.scrollLeft / (perPage * step)));
  return { pages, active, perPage };
}

/** Same dots, so state updates can be skipped (no re-render on every scroll event). */
export function sameDots(a: DotsState, b: DotsState): boolean {
  return a.pages === b.pages && a.active === b.active && a.perPage === b.perPage;
}

/**
 * Which slides (counted from 1) show once the track has scrolled to `left`, for the live region
 * after a move: the first at that offset, and as many more as the visible width holds.
 */
export function shownSlides(
  left: number,
  slideWidth: number,
  clientWidth: number,
  count: number,
  gap: number = SLIDE_GAP,
): { from: number; to: number } {
  const step = slideWidth + gap;
  const from = Math.min(count, Math.round(left / step) + 1);
  const to = Math.min(count, from - 1 + Math.max(1, Math.round((clientWidth + gap) / step)));
  return { from, to };
}

/** Where a dot scrolls to: the first slide of its view, kept inside the track. */
export function pageOffset(
  metrics: TrackMetrics,
  page: number,
  perPage: number,
  slideWidth: number,
  gap: number = SLIDE_GAP,
): number {
  return Math.min(metrics.scrollWidth - metrics.clientWidth, page * perPage * (slideWidth + gap));
}

/** The carousel's classes: its slides per view, which ends it is at, and whether every slide fits. */
export function carouselClass(perView: 3 | 4, edges: CarouselEdges, className?: string): string {
  const fits = edges.prevDisabled && edges.nextDisabled;
  return [
    'carousel',
    `carousel--${perView}`,
    edges.prevDisabled ? 'carousel--at-start' : '',
    edges.nextDisabled ? 'carousel--at-end' : '',
    fits ? 'carousel--fits' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}
