import { describe, expect, it } from 'vitest';
import { HISTORY_KEEP_MS, historyQuery, historyWindow, isChange, playedItemOf, pushOf } from './played-history';

describe('historyQuery', () => {
  it('defaults to now and 20', () => {
    expect(historyQuery(undefined, undefined)).toEqual({ at: null, limit: 20 });
  });

  it('reads an ISO time with its zone, and a limit from 1 to 100', () => {
    expect(historyQuery('2026-11-28T04:00:00Z', '1')).toEqual({ at: Date.parse('2026-11-28T04:00:00Z'), limit: 1 });
    expect(historyQuery('2026-11-27T20:00-08:00', '100')).toEqual({
      at: Date.parse('2026-11-28T04:00:00Z'),
      limit: 100,
    });
  });

  it.each([['now'], [''], ['2026-11-28'], ['2026-11-28T04:00:00'], ['2026-13-28T04:00:00Z'], ['1732766400000']])(
    'refuses at=%j',
    (at) => {
      expect(historyQuery(at, undefined)).toEqual({ error: expect.stringMatching(/^at must be an ISO 8601 time/) });
    },
  );

  it.each([['0'], ['101'], ['1.5'], ['-3'], [''], ['1e2'], ['0100']])('refuses limit=%j', (limit) => {
    expect(historyQuery(undefined, limit)).toEqual({ error: 'limit must be a whole number from 1 to 100' });
  });
});

describe('historyWindow', () => {
  it('ends at `at`, never past now, and starts seven days ago', () => {
    expect(historyWindow(null, 1e12)).toEqual({ from: 1e12 - HISTORY_KEEP_MS, to: 1e12 });
    expect(historyWindow(1e12 - 5, 1e12).to).toBe(1e12 - 5);
    expect(historyWindow(1e12 + 5, 1e12).to).toBe(1e12);
  });
});

describe('isChange', () => {
  const current = { title: 'A - B', source: 'status' as const, since: 0 };
  it('is a change for the first read and another title, not for the same title from another source', () => {
    expect(isChange(null, { title: null, source: 'none' })).toBe(true);
    expect(isChange(current, { title: 'A - C', source: 'status' })).toBe(true);
    expect(isChange(current, { title: null, source: 'none' })).toBe(true);
    expect(isChange(current, { title: 'A - B', source: 'icy' })).toBe(false);
  });
});

describe('pushOf and playedItemOf', () => {
  it('write the time as ISO, UTC', () => {
    const since = Date.parse('2026-11-28T04:00:00Z');
    expect(pushOf('fm', { title: 'A - B', source: 'status', since })).toEqual({
      stream: 'fm',
      title: 'A - B',
      source: 'status',
      at: '2026-11-28T04:00:00.000Z',
    });
    expect(playedItemOf({ title: 'A - B', at: since })).toEqual({ title: 'A - B', at: '2026-11-28T04:00:00.000Z' });
  });
});
