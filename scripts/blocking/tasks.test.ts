import { describe, expect, it } from 'vitest';
import { blockingOf, type TraceEvent } from './tasks';

const MAIN = { pid: 1, tid: 1 };
const task = (atMs: number, ms: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ts: atMs * 1000,
  dur: ms * 1000,
  ...thread,
});
const paintAt = (atMs: number): TraceEvent => ({ name: 'firstContentfulPaint', ts: atMs * 1000, ...MAIN });

describe('blocking after first paint, as Lighthouse counts it', () => {
  it('counts four times each main-thread task after first paint, past 50 ms', () => {
    const b = blockingOf([
      task(0, 100), // before the paint: busy time, not blocking
      paintAt(120),
      task(130, 10), // 40 ms simulated: does not block
      task(200, 30), // 120 ms simulated: blocks 70
      task(300, 20, { pid: 2, tid: 2 }), // another thread: not counted
      task(400, 12.5), // exactly 50 simulated: 0
    ]);
    expect(b).toEqual({ blockingMs: 70, longestMs: 30, beforePaintMs: 100 });
  });

  it('has nothing to say of a load without a first paint', () => {
    expect(blockingOf([task(0, 100)])).toBeNull();
  });
});
