import { describe, expect, it } from 'vitest';
import { planSummary, syncPlan } from './plan';

const rec = (objectID: string, hash: string) => ({ objectID, hash });

describe('syncPlan', () => {
  it('sends new and changed records, deletes the ones the site no longer has', () => {
    const stored = new Map([
      ['news:1', 'a'],
      ['news:2', 'old'],
      ['news:9', 'z'],
      ['show:3', undefined],
    ]);
    const plan = syncPlan([rec('news:1', 'a'), rec('news:2', 'b'), rec('show:3', 'c'), rec('hosts:4', 'd')], stored);
    expect(plan.upserts.map((r) => r.objectID)).toEqual(['news:2', 'show:3', 'hosts:4']);
    expect(plan.deletes).toEqual(['news:9']);
    expect(plan.unchanged).toBe(1);
    expect(planSummary(plan, 'site')).toBe('search:sync site: 3 added or changed, 1 removed, 1 unchanged');
  });
});
