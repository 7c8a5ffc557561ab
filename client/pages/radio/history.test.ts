import { describe, expect, it } from 'vitest';
import { historyPath, itemsOf, pickedInstant, pickerValues, songRows } from './history';

describe('the history’s address', () => {
  it('asks for the last songs, or those up to a time', () => {
    expect(historyPath('fm', null)).toBe('/api/history/fm?limit=10');
    expect(historyPath('hd2', '2026-11-27T20:00:00.000Z', 5)).toBe(
      '/api/history/hd2?at=2026-11-27T20%3A00%3A00.000Z&limit=5',
    );
  });
});

describe('the time picker (Vancouver time)', () => {
  it('turns a Vancouver date and time into the instant, in either season', () => {
    expect(pickedInstant('2025-01-15', '19:30')).toBe('2025-01-16T03:30:00.000Z');
    expect(pickedInstant('2025-07-15', '19:30')).toBe('2025-07-16T02:30:00.000Z');
    expect(pickedInstant('2026-11-27', '12:00')).toBe('2026-11-27T19:00:00.000Z');
  });

  it('refuses a picker that is not whole', () => {
    expect(pickedInstant('', '12:00')).toBeNull();
    expect(pickedInstant('2026-11-27', '')).toBeNull();
    expect(pickedInstant('27/11/2026', '12:00')).toBeNull();
  });

  it('starts at the Vancouver date and time of an instant', () => {
    expect(pickerValues(Date.parse('2026-11-28T03:05:00Z'))).toEqual({ date: '2026-11-27', time: '20:05' });
  });
});

describe('the songs as rows', () => {
  const items = [
    { title: 'Artist - Song', at: '2026-11-28T03:05:00Z' },
    { title: 'Broken', at: 'yesterday' },
  ];

  it('shows each song’s Vancouver time, and the second clock’s when there is one', () => {
    expect(songRows(items, 'en', null)).toEqual([
      { title: 'Artist - Song', at: '2026-11-28T03:05:00Z', time: '8:05 PM', second: '' },
    ]);
    expect(songRows(items, 'en', 'Asia/Kolkata')[0]?.second).toBe('8:35 AM in India');
  });

  it('reads the items of a history answer, and refuses anything else', () => {
    expect(itemsOf({ stream: 'fm', at: null, items: [...items, { title: 3 }] })).toHaveLength(2);
    expect(() => itemsOf({ error: 'no' })).toThrow(TypeError);
    expect(() => itemsOf(null)).toThrow(TypeError);
  });
});
