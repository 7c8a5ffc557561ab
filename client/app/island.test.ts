import { describe, expect, it } from 'vitest';
import { island, loadIslandsInTurn } from './island';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('loadIslandsInTurn', () => {
  it('starts at most one part per task (no task adds every part’s preloads), then resolves with all loaded', async () => {
    const names = ['footer', 'players', 'search'];
    const started: string[] = [];
    const Empty = () => null;
    for (const name of names) {
      island(async () => {
        started.push(name);
        return Empty;
      });
    }
    let finished = false;
    const done = loadIslandsInTurn().then(() => {
      finished = true;
    });
    // Parts registered before these (the test setup's shell) go first, each in its own task too. A
    // part's download is asked for from a microtask of the task that starts it (shallow-stack.ts).
    await Promise.resolve();
    expect(started.length).toBeLessThanOrEqual(1);
    let before = started.length;
    while (!finished) {
      await nextTask();
      expect(started.length - before).toBeLessThanOrEqual(1);
      before = started.length;
    }
    await done;
    expect(started).toEqual(names);
  });
});
