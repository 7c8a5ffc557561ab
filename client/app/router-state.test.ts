import { describe, expect, it } from 'vitest';
import { loadRouter, onRouterWanted } from './router-state';

describe('loadRouter', () => {
  it('wakes whoever waits for the router once, and gives the same module to every caller', async () => {
    let woken = 0;
    const stop = onRouterWanted(() => {
      woken += 1;
    });
    const first = loadRouter();
    const second = loadRouter();
    stop();
    expect(woken).toBe(1);
    expect(second).toBe(first);
    expect(typeof (await first).RouterEngine).toBe('function');
  });
});
