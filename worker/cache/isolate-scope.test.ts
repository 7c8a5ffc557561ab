import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from './clock';
import { forgetRemembered, hold, memoryGeneration, recall } from './isolate-memory';
import { perIsolate, setIsolateScope } from './isolate-scope';

afterEach(() => {
  setIsolateScope();
  setClock();
});

const copy = { status: 200, body: 'x', contentType: 'text/plain', storedAt: 0 };

describe('the seams the simulator drives', () => {
  it('gives each named isolate its own state, and the worker its one', () => {
    const state = perIsolate(() => ({ n: 0 }));
    state().n = 5;
    const a = {};
    const b = {};
    let current = a;
    setIsolateScope(() => current);
    state().n = 1;
    current = b;
    expect(state().n).toBe(0);
    current = a;
    expect(state().n).toBe(1);
    setIsolateScope();
    expect(state().n).toBe(5);
  });

  it("keeps one isolate's memory and purges from another's", () => {
    const a = {};
    const b = {};
    let current = a;
    setIsolateScope(() => current);
    setClock(() => 1000);
    hold('page:x', copy, 5000, memoryGeneration());
    current = b;
    expect(recall('page:x')).toBeNull();
    forgetRemembered('page:');
    current = a;
    expect(recall('page:x')).toBe(copy);
  });

  it('reads the clock it is given, and Date.now without one', () => {
    setClock(() => 42);
    expect(now()).toBe(42);
    setClock();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  });
});
