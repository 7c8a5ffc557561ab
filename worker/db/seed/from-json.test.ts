import { describe, expect, it } from 'vitest';
import type { SeedDates } from './dates';
import { postsFromJson, resolveSeedDates } from './from-json';

const d: SeedDates = {
  daysAgo: (n, t) => `ago(${n},${t ?? '-'})`,
  daysAhead: (n, t) => `ahead(${n},${t ?? '-'})`,
};

describe('resolveSeedDates', () => {
  it('turns relative date strings into the instants of SeedDates, with or without a time', () => {
    expect(resolveSeedDates('@daysAgo 2 08:15', d)).toBe('ago(2,08:15)');
    expect(resolveSeedDates('@daysAgo 0', d)).toBe('ago(0,-)');
    expect(resolveSeedDates('@daysAhead 12 19:00', d)).toBe('ahead(12,19:00)');
  });

  it('leaves every other value as it is', () => {
    for (const v of ['@daysAgo', '@daysAgo x', 'posted @daysAgo 2', '', 7, true, null]) {
      expect(resolveSeedDates(v, d)).toBe(v);
    }
  });

  it('walks arrays and objects, keeping key order and returning fresh copies', () => {
    const source = { id: 1, at: '@daysAgo 1 10:00', body: [{ value: 'x' }], z: { when: '@daysAhead 3' } };
    const out = resolveSeedDates(source, d);
    expect(out).toEqual({ id: 1, at: 'ago(1,10:00)', body: [{ value: 'x' }], z: { when: 'ahead(3,-)' } });
    expect(Object.keys(out as object)).toEqual(['id', 'at', 'body', 'z']);
    expect((out as typeof source).body).not.toBe(source.body);
  });
});

describe('postsFromJson', () => {
  it('concatenates the files in order', () => {
    const posts = postsFromJson([[{ id: 1, postDate: '@daysAgo 0 07:00' }], [{ id: 2 }, { id: 3 }]], d);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(posts[0]?.postDate).toBe('ago(0,07:00)');
  });
});
