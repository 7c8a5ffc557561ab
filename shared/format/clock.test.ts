import { describe, expect, it } from 'vitest';
import { clockRange, clockTime } from './clock';

describe('clockTime', () => {
  it('turns 24-hour schedule times into h:mm a', () => {
    expect(clockTime('06:00', 'en')).toBe('6:00 AM');
    expect(clockTime('12:30', 'en')).toBe('12:30 PM');
    expect(clockTime('00:05', 'en')).toBe('12:05 AM');
    expect(clockTime('23:59', 'pa')).toBe('11:59 ਬਾ.ਦੁ.');
  });
});

describe('clockRange', () => {
  it('joins a start and an end, and gives nothing when either is missing or broken', () => {
    expect(clockRange('06:00', '13:30', 'en')).toBe('6:00 AM – 1:30 PM');
    expect(clockRange('', '13:30', 'en')).toBe('');
    expect(clockRange('06:00', 'noon', 'pa')).toBe('');
  });
});
