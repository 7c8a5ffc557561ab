import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-wrap';

const items = ['close', 'search', 'home', 'news'];

describe('wrapTarget', () => {
  it('wraps Tab from the last control to the first', () => {
    expect(wrapTarget(items, 'news', false, true)).toBe('close');
  });
  it('wraps Shift+Tab from the first control to the last', () => {
    expect(wrapTarget(items, 'close', true, true)).toBe('news');
  });
  it('leaves a move between controls inside to the browser', () => {
    expect(wrapTarget(items, 'search', false, true)).toBeNull();
    expect(wrapTarget(items, 'home', true, true)).toBeNull();
  });
  it('brings focus from outside the dialog back in, at the end Tab moves towards', () => {
    expect(wrapTarget(items, 'page', false, false)).toBe('close');
    expect(wrapTarget(items, 'page', true, false)).toBe('news');
  });
  it('does nothing in a dialog without controls', () => {
    expect(wrapTarget([], 'page', false, false)).toBeNull();
  });
});
