import { describe, expect, it } from 'vitest';
import { rng, seedOf } from './random';

describe('the fuzz generator', () => {
  it('repeats exactly from the same seed, and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 20 }, rng(seed).next);
    expect(draw(11)).toEqual(draw(11));
    expect(draw(11)).not.toEqual(draw(12));
  });

  it('keeps draws in range', () => {
    const r = rng(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(5);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(5);
    }
    expect(() => r.pick([])).toThrow();
  });

  it('reads numeric and text seeds', () => {
    expect(seedOf('42')).toBe(42);
    expect(seedOf('issue-11')).toBe(seedOf('issue-11'));
    expect(seedOf('issue-11')).not.toBe(seedOf('issue-12'));
  });
});
