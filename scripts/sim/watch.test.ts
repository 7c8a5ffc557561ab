import { describe, expect, it } from 'vitest';
import { Watch } from './watch';

describe('the staleness watch', () => {
  it('times an edit from the first visitor who got it to the last who got the old version', () => {
    const w = new Watch('/api/x');
    w.see(1, 500);
    w.edited(1000, 2);
    w.see(1, 2000); // before anyone had the edit: the caches' ordinary freshness, not counted
    w.see(2, 3000);
    w.see(1, 4500);
    w.see(2, 5000);
    expect(w.maxStaleAfterEditS).toBe(1.5);
  });

  it('times a purge from the purge to the last visitor who got what it replaced', () => {
    const w = new Watch('/api/x');
    w.edited(0, 2);
    w.purged(10_000, 3);
    w.see(2, 12_000);
    w.see(3, 13_000);
    w.see(2, 17_500);
    expect(w.maxStaleAfterPurgeS).toBe(7.5);
    expect(w.maxStaleAfterEditS).toBe(0);
  });
});
