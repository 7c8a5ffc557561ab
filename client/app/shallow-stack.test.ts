import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromShallowStack, whenIdle } from './shallow-stack';

const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('work asked for from a shallow stack', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs after the code that asked has returned, in the same task', async () => {
    const order: string[] = [];
    fromShallowStack(() => {
      order.push('set up');
      return () => order.push('undone');
    });
    order.push('caller returned');
    expect(order).toEqual(['caller returned']);
    await Promise.resolve();
    expect(order).toEqual(['caller returned', 'set up']);
  });

  it('is never set up when cancelled first (an effect cleaned up at once), and undone when cancelled after', async () => {
    const setUp = vi.fn(() => () => {});
    fromShallowStack(setUp)();
    await microtasks();
    expect(setUp).not.toHaveBeenCalled();

    const undo = vi.fn();
    const cancel = fromShallowStack(() => undo);
    await microtasks();
    cancel();
    expect(undo).toHaveBeenCalledOnce();
  });

  it("asks for the browser's idle callback, within 5 s, and its cancel cancels it", async () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const run = vi.fn();
    const cancel = whenIdle(run);
    expect(request).not.toHaveBeenCalled();
    await microtasks();
    expect(request).toHaveBeenCalledWith(run, { timeout: 5000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});
