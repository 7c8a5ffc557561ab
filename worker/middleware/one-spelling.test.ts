import { describe, expect, it } from 'vitest';
import { mayBePadded } from './one-spelling';

describe('mayBePadded', () => {
  it('is true for a segment with a leading zero before a digit, or any escape', () => {
    expect(mayBePadded('/news/bc/007')).toBe(true);
    expect(mayBePadded('/featured/post/0042')).toBe(true);
    expect(mayBePadded('/news/bc/%37')).toBe(true);
  });
  it('is false for plain numbers and words, so the route table is not read', () => {
    expect(mayBePadded('/news/bc/7')).toBe(false);
    expect(mayBePadded('/news/bc/0')).toBe(false);
    expect(mayBePadded('/news/post/rainfall-warning-2026')).toBe(false);
    expect(mayBePadded('/')).toBe(false);
  });
});
