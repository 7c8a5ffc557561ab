import { describe, expect, it } from 'vitest';
import { guardTarget, isOverlayClick } from './focus';

describe('guardTarget', () => {
  it('wraps Tab past the last control to the first', () => {
    expect(guardTarget(3, 'end', true)).toBe(0);
  });
  it('wraps Tab out of an iframe (focus comes from outside the page) to the first control', () => {
    expect(guardTarget(3, 'end', false)).toBe(0);
  });
  it('wraps Shift+Tab before the first control to the last', () => {
    expect(guardTarget(3, 'start', true)).toBe(2);
  });
  it('enters at the first control when focus arrives from outside the controls', () => {
    expect(guardTarget(3, 'start', false)).toBe(0);
  });
  it('keeps a single control focused either way', () => {
    expect(guardTarget(1, 'start', true)).toBe(0);
    expect(guardTarget(1, 'end', true)).toBe(0);
  });
  it('has nowhere to go in a dialog without controls', () => {
    expect(guardTarget(0, 'end', true)).toBeNull();
  });
});

describe('isOverlayClick', () => {
  const dialog = new EventTarget();
  const panel = new EventTarget();
  it('is a press and release on the overlay', () => {
    expect(isOverlayClick(dialog, dialog, dialog)).toBe(true);
  });
  it('is not a click inside the panel', () => {
    expect(isOverlayClick(dialog, panel, panel)).toBe(false);
  });
  it('is not a selection dragged from the panel out onto the overlay', () => {
    expect(isOverlayClick(dialog, panel, dialog)).toBe(false);
  });
  it('is not a click without a press seen first', () => {
    expect(isOverlayClick(dialog, null, dialog)).toBe(false);
  });
});
