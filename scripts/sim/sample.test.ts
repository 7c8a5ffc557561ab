import { describe, expect, it } from 'vitest';
import { estimateDay, nextSimulated, planHours, WARM_UP_S, type Counters } from './sample';
import type { Scenario } from './scenarios';

const scenario = (extra: { fromS: number; toS: number }[] = []): Scenario =>
  ({
    name: 'x',
    slug: 'a',
    editAtS: 12 * 3600,
    purgeAtS: 13 * 3600 + 5,
    purgeFrom: {},
    sources: [{ fromS: 0, toS: 86_400 }, ...extra],
  }) as unknown as Scenario;

describe('sampled hours', () => {
  it("simulates every event's hour and every nth hour; the plain ones are the estimates' basis", () => {
    const plan = planHours(scenario([{ fromS: 20 * 3600, toS: 21 * 3600 }]), 6);
    expect(plan.hours).toEqual([0, 6, 12, 13, 18, 20]);
    expect(plan.plain).toEqual([0, 6, 18]);
  });

  it('moves an arrival in a skipped hour to the next warm-up; none after the last hour', () => {
    const plan = { hours: [0, 6, 7], plain: [0] };
    expect(nextSimulated(plan, 100)).toBe(100);
    expect(nextSimulated(plan, 3600)).toBe(6 * 3600 - WARM_UP_S);
    expect(nextSimulated(plan, 6 * 3600 - 10)).toBe(6 * 3600 - 10);
    expect(nextSimulated(plan, 7 * 3600 + 1)).toBe(7 * 3600 + 1);
    expect(nextSimulated(plan, 8 * 3600)).toBeNull();
  });

  it("adds each skipped hour as the nearest-traffic plain hour's figures per page view", () => {
    const plan = { hours: [0, 1], plain: [0] };
    const c = (views: number, renders: number): Counters =>
      new Map([
        ['counts.pageViews', views],
        ['counts.renders', renders],
      ]);
    const snapshots = new Map([
      [0, c(0, 0)],
      [1, c(3600, 360)],
      [2, c(7200, 1000)],
    ]);
    // One page view a second all day: 22 skipped hours of 3,600, each like hour 0 (10 % renders).
    const day = estimateDay(plan, snapshots, () => 1, 'counts.pageViews');
    expect(day.get('counts.pageViews')).toBeCloseTo(24 * 3600);
    expect(day.get('counts.renders')).toBeCloseTo(360 + 640 + 22 * 360);
  });
});
