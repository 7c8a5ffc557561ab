import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, closeAlert, showAlert } from './alert';

beforeEach(() => {
  vi.useFakeTimers();
  closeAlert();
});
afterEach(() => vi.useRealTimers());

describe('alert store', () => {
  it('opens with the type and message, and hides itself after 5000 ms', () => {
    showAlert('success', 'You subscribed!');
    expect(alert).toMatchObject({ open: true, type: 'success', message: 'You subscribed!', hideDuration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(alert.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(alert.open).toBe(false);
  });

  it('closes at once on closeAlert, and the old timer cannot close a later alert early', () => {
    showAlert('error', 'Oops, error! Check the entered data.');
    vi.advanceTimersByTime(3000);
    closeAlert();
    expect(alert.open).toBe(false);
    showAlert('success', 'Your message was successfully sent!');
    vi.advanceTimersByTime(3000);
    expect(alert.open).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(alert.open).toBe(false);
  });

  it('a new alert replaces the current one and restarts the clock', () => {
    showAlert('error', 'first');
    const serial = alert.serial;
    vi.advanceTimersByTime(4000);
    showAlert('error', 'first');
    expect(alert.serial).toBe(serial + 1);
    vi.advanceTimersByTime(4000);
    expect(alert.open).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(alert.open).toBe(false);
  });
});
