/**
 * The main thread's blocking after first paint in one page load, read from a Chromium trace: what
 * Lighthouse's Total Blocking Time counts, without its simulation. Lighthouse's mobile preset
 * slows the CPU four times (Lantern scales each task by 4), and a task blocks for what it lasts
 * beyond 50 ms. Pure, so scripts/blocking.ts stays a runner.
 */

export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** Lighthouse's mobile CPU slowdown, and the length past which a task blocks (both in its docs). */
export const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

export interface Blocking {
  /** Sum over the tasks after first paint of max(0, 4 × length − 50 ms). */
  blockingMs: number;
  /** The longest task after first paint, in real ms. */
  longestMs: number;
  /** The main thread's busy time before first paint, in real ms. */
  beforePaintMs: number;
}

/**
 * The blocking of one load: the renderer's main thread is the thread of `firstContentfulPaint`,
 * its tasks the `RunTask` events (category `toplevel`). Null when the trace has no first paint.
 */
export function blockingOf(events: readonly TraceEvent[]): Blocking | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === paint.pid && e.tid === paint.tid && (e.dur ?? 0) > 0,
  );
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const after = tasks.filter((e) => e.ts >= paint.ts);
  return {
    blockingMs: after.reduce((sum, e) => sum + Math.max(0, CPU_SLOWDOWN * ms(e) - BLOCKING_FROM_MS), 0),
    longestMs: after.reduce((longest, e) => Math.max(longest, ms(e)), 0),
    beforePaintMs: tasks.filter((e) => e.ts < paint.ts).reduce((sum, e) => sum + ms(e), 0),
  };
}
