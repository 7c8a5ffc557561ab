import { describe, expect, it } from 'vitest';
import { loadRouter, onRouterWanted, whenRouterFails } from './router-state';

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

describe('whenRouterFails', () => {
  it('turns a navigation asked before the router came in into a normal page load', () => {
    expect(whenRouterFails('/pa/news')).toEqual({ assign: '/pa/news' });
  });

  it('shows the offline notice for the language toggle and Retry, keeping the page', () => {
    expect(whenRouterFails(undefined)).toEqual({ failure: 'offline' });
  });
});
