import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintClock } from './after-paint';

/** A clock whose frames and tasks run when the test says, in order. */
function manualClock(hidden: boolean) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const clock: PaintClock = {
    hidden: () => hidden,
    frame: (run) => frames.push(run),
    task: (run) => tasks.push(run),
  };
  return { clock, log, frames, tasks };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  it('waits for a frame and then a task queued from it (after the paint), not only the frame', async () => {
    const { clock, frames, tasks } = manualClock(false);
    const p = afterFirstPaint(clock);
    expect(await settled(p)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(await settled(p)).toBe(false);
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(await settled(p)).toBe(true);
  });

  it('starts at once in a hidden tab, which has no frames until shown', async () => {
    const { clock, frames } = manualClock(true);
    expect(await settled(afterFirstPaint(clock))).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
