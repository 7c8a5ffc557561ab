import { describe, expect, it } from 'vitest';
import { copyData } from './copy-data';

describe('copyData', () => {
  it('copies arrays and plain objects deeply, and keeps functions and other objects', () => {
    const fn = () => 1;
    const date = new Date(0);
    const props = { a: [{ b: 'x' }], fn, date, n: 1, none: null };
    const copy = copyData(props);
    expect(copy).toEqual(props);
    expect(copy).not.toBe(props);
    expect(copy.a).not.toBe(props.a);
    expect(copy.a[0]).not.toBe(props.a[0]);
    expect(copy.fn).toBe(fn);
    expect(copy.date).toBe(date);
  });
});
