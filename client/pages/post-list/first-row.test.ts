import { describe, expect, it } from 'vitest';
import { firstRowCount } from './first-row';

describe('firstRowCount', () => {
  it('counts the sections of the first six-column row', () => {
    expect(firstRowCount(['full', 'third', 'third'])).toBe(1);
    expect(firstRowCount(['wide', 'side', 'third'])).toBe(2);
    expect(firstRowCount(['third', 'third', 'third', 'third'])).toBe(3);
    expect(firstRowCount(['half', 'half', 'full'])).toBe(2);
  });

  it('stops before a section that would not fit, and always counts the first', () => {
    expect(firstRowCount(['wide', 'half'])).toBe(1);
    expect(firstRowCount(['third'])).toBe(1);
    expect(firstRowCount([])).toBe(0);
  });
});
