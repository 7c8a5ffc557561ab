import { describe, expect, it } from 'vitest';
import { seedDates } from './dates';

describe('seedDates', () => {
  const d = seedDates(new Date('2026-11-22T01:00:00Z'));
  it('places a past Vancouver morning on the right UTC instant', () => {
    expect(d.daysAgo(1, '09:30')).toBe('2026-11-21T17:30:00.000Z');
  });
  it('places future days after the seed day', () => {
    expect(d.daysAhead(10, '19:00')).toBe('2026-12-03T03:00:00.000Z');
  });
});
