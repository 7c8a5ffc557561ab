import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, closeAlert, showAlert } from './alert';

beforeEach(() => {
  vi.useFakeTimers();
  closeAlert();
});
afterEach(() => vi.useRealTimers());

/** Lets `ms` pass and says whether the alert is still open. */
const openAfter = (ms: number) => {
  vi.advanceTimersByTime(ms);
  return alert.open;
};

describe('alert store', () => {
  it('opens with the type and message, and hides itself after 5000 ms', () => {
    showAlert('success', 'You subscribed!');
    expect(alert).toMatchObject({ open: true, type: 'success', message: 'You subscribed!', hideDuration: 5000 });
    expect(openAfter(4999)).toBe(true);
    expect(openAfter(1)).toBe(false);
  });

  it('closes at once on closeAlert, and the old timer cannot close a later alert early', () => {
    showAlert('error', 'Oops, error! Check the entered data.');
    vi.advanceTimersByTime(3000);
    closeAlert();
    expect(alert.open).toBe(false);
    showAlert('success', 'Your message was successfully sent!');
    expect(openAfter(3000)).toBe(true);
    expect(openAfter(2000)).toBe(false);
  });

  it('a new alert replaces the current one and restarts the clock', () => {
    showAlert('error', 'first');
    const serial = alert.serial;
    vi.advanceTimersByTime(4000);
    showAlert('error', 'first');
    expect(alert.serial).toBe(serial + 1);
    expect(openAfter(4000)).toBe(true);
    expect(openAfter(1000)).toBe(false);
  });
});
