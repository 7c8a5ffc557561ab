import { describe, expect, it } from 'vitest';
import { faultTable, type Phase, shortfalls } from './table';
import type { Visit } from './visit';

const visit = (path: string, outcome: Visit['outcome']): Visit => ({
  path,
  status: outcome === 'not found' ? 404 : 200,
  title: '',
  outcome,
  ms: 100,
});

/** A watch after recovery: `/news` not found at the given seconds, served otherwise. */
const watched = (notFoundAt: number[]): Phase => {
  const at = [0, 10, 20, 30];
  return {
    name: 'JSON 404 → recovered',
    known: at.map((s) => visit('/news', notFoundAt.includes(s) ? 'not found' : 'served')),
    watch: { secondsAfter: at, notFoundLimitSeconds: 25 },
  };
};

describe('the JSON 404 watch', () => {
  it('allows the not-found page up to the limit after recovery, and no longer', () => {
    expect(shortfalls([watched([0, 20])], 3000)).toEqual([]);
    expect(shortfalls([watched([0, 30])], 3000)).toEqual([
      'JSON 404 → recovered: /news still not found 30 s after recovery (limit 25 s)',
    ]);
  });

  it('shows how many visits were not found and the last second one was', () => {
    expect(faultTable([watched([0, 20])])).toMatch(/\|\s+2 \(20 s\) \|/);
  });

  it('counts a not-found known page as not served in any other phase', () => {
    const phase: Phase = { name: 'JSON 404', known: [visit('/news', 'not found')] };
    expect(shortfalls([phase], 3000)).toEqual(['JSON 404: /news was not found (status 404)']);
  });
});
