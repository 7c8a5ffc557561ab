/**
 * The pure part of `npm run cls` (scripts/cls.ts): the page's cumulative layout shift, as Chromium
 * reports it to a PerformanceObserver, and the verdict per page against issue 14's bar.
 */

/** Issue 14's bar: CLS at most 0.02 on every page type, in both languages. */
export const CLS_BAR = 0.02;

/** One `layout-shift` entry as the observer script keeps it. */
export interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
}

/**
 * CLS as Chrome defines it: the largest session window of shifts without recent input, where a
 * window closes after 1 s without a shift or 5 s after it opened.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let best = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of [...shifts].filter((x) => !x.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (s.startTime - last > 1000 || s.startTime - windowStart > 5000) {
      current = 0;
      windowStart = s.startTime;
    }
    current += s.value;
    last = s.startTime;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * Runs in the page before anything else (Playwright's addInitScript): keeps every layout shift,
 * with the nodes that moved, on `window.__shifts`.
 */
export const OBSERVER_SCRIPT = `
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts.push({
      value: e.value,
      hadRecentInput: e.hadRecentInput,
      startTime: e.startTime,
      sources: (e.sources || []).map((s) => s.node ? (s.node.nodeName + (s.node.className ? '.' + String(s.node.className).split(' ').join('.') : '')) : '?'),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
`;
