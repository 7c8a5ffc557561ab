import { describe, expect, it } from 'vitest';
import { alertOf, echoAlert } from './echo-alert';

describe('alertOf', () => {
  it('the contact form alerts on success and on failure', () => {
    expect(alertOf('contact', true)).toEqual({ type: 'success', key: 'contact.sent' });
    expect(alertOf('contact', false)).toEqual({ type: 'error', key: 'contact.failed' });
  });
  it('the subscriptions alert on success only', () => {
    expect(alertOf('email', true)).toEqual({ type: 'success', key: 'footer.subscribed' });
    expect(alertOf('phone', true)).toEqual({ type: 'success', key: 'footer.subscribed' });
    expect(alertOf('email', false)).toBeNull();
  });
  it('reads a page echo, and nothing without one', () => {
    expect(echoAlert(null)).toBeNull();
    expect(echoAlert({ form: 'contact', ok: true, values: {}, errors: {}, detail: null })?.key).toBe('contact.sent');
  });
});
