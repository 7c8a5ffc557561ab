import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, parseDuration } from './duration';

describe('durations', () => {
  it.each([
    [615, 615],
    ['615', 615],
    ['10:15', 615],
    ['01:02:03', 3723],
    ['1:02:03', 3723],
    ['0:59', 59],
    ['', 0],
    ['ten minutes', 0],
    ['10:75', 0],
    [-5, 0],
    [Number.NaN, 0],
    [undefined, 0],
    [null, 0],
  ] as const)('reads %j as %d seconds', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });

  // Each length as the page shows it and as structured data (schema.org, ISO 8601) writes it.
  it.each([
    [59, '0:59', 'PT59S'],
    [120, '2:00', 'PT2M'],
    [615, '10:15', 'PT10M15S'],
    [3599, '59:59', 'PT59M59S'],
    [3600, '1:00:00', 'PT1H'],
    [3723, '1:02:03', 'PT1H2M3S'],
    [75.4, '1:15', 'PT1M15S'],
    [0, '', ''],
    [-1, '', ''],
    [Number.NaN, '', ''],
  ] as const)('shows %d seconds as %j, and writes %j for structured data', (seconds, text, iso) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(isoDuration(seconds)).toBe(iso);
  });
  it('shows an unknown length as nothing', () => expect(formatDuration(undefined)).toBe(''));
});
