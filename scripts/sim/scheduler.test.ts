import { describe, expect, it } from 'vitest';
import { Scheduler } from './scheduler';

describe('the simulated clock', () => {
  it('runs callbacks in time order (then queue order) and sets the clock to each', async () => {
    const s = new Scheduler(0);
    const seen: string[] = [];
    s.at(30, () => seen.push(`c@${s.now}`));
    s.at(10, () => seen.push(`a@${s.now}`));
    s.at(10, () => seen.push(`b@${s.now}`));
    await s.run();
    expect(seen).toEqual(['a@10', 'b@10', 'c@30']);
  });

  it('resumes an awaiting task when the clock reaches its sleep, between other callbacks', async () => {
    const s = new Scheduler(0);
    const seen: string[] = [];
    s.at(0, async () => {
      seen.push(`start@${s.now}`);
      await s.sleep(100);
      seen.push(`woke@${s.now}`);
      await s.sleep(100);
      seen.push(`again@${s.now}`);
    });
    s.at(150, () => seen.push(`other@${s.now}`));
    await s.run();
    expect(seen).toEqual(['start@0', 'woke@100', 'other@150', 'again@200']);
  });

  it('stops before callbacks past `until` and leaves the clock there', async () => {
    const s = new Scheduler(0);
    let ran = 0;
    for (const t of [5, 50, 500]) s.at(t, () => ran++);
    await s.run(100);
    expect([ran, s.now]).toEqual([2, 100]);
    await s.run();
    expect([ran, s.now]).toEqual([3, 500]);
  });
});

describe('turns of the loop', () => {
  it('runs callbacks due within the quantum in one turn; their continuations see the turn’s clock', async () => {
    const s = new Scheduler(0, { quantumMs: 10 });
    const seen: string[] = [];
    s.at(0, async () => {
      await null;
      seen.push(`a@${s.now}`);
    });
    s.at(8, () => seen.push(`b@${s.now}`));
    s.at(20, () => seen.push(`c@${s.now}`));
    await s.run();
    expect(seen).toEqual(['b@8', 'a@8', 'c@20']);
    expect([s.turns, s.ran]).toEqual([2, 3]);
  });

  it('with no quantum, yields once per instant', async () => {
    const s = new Scheduler(0);
    for (const t of [1, 1, 2]) s.at(t, () => undefined);
    await s.run();
    expect([s.turns, s.ran]).toEqual([2, 3]);
  });
});
