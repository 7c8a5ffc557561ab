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

  it.each([
    [59, '0:59'],
    [615, '10:15'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [75.4, '1:15'],
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [undefined, ''],
  ] as const)('shows %d seconds as %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [3723, 'PT1H2M3S'],
    [3600, 'PT1H'],
    [615, 'PT10M15S'],
    [120, 'PT2M'],
    [59, 'PT59S'],
    [0, ''],
    [Number.NaN, ''],
  ] as const)('writes %d seconds as %j for structured data', (seconds, text) => {
    expect(isoDuration(seconds)).toBe(text);
  });
});
