import { describe, expect, it } from 'vitest';
import { idParam, localeSegment, pageParam } from './params';

describe('pageParam', () => {
  it('reads absent as page 1 and digits as their number', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('')).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('007')).toBe(7);
  });
  it.each(['0', '-1', '1.5', 'abc', '2x', ' 2', '1e3', '9999999'])('refuses %j', (v) =>
    expect(pageParam(v)).toBeNull(),
  );
});

describe('localeSegment and idParam', () => {
  it('maps the contract locale segments', () => {
    expect(localeSegment('en_us')).toBe('en');
    expect(localeSegment('pa')).toBe('pa');
    expect(localeSegment('en')).toBeNull();
  });
  it('accepts positive whole ids only', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('0')).toBeNull();
    expect(idParam('4 2')).toBeNull();
  });
});
