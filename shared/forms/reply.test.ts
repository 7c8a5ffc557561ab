import { describe, expect, it } from 'vitest';
import { fieldsToSend, readReply } from './reply';

describe('readReply', () => {
  it('reads a success', () => {
    expect(readReply({ success: true })).toEqual({ kind: 'success' });
  });

  it('puts validateErrors beside the email field', () => {
    const state = readReply({ success: false, validateErrors: { email: ['Enter a valid email address.'] } });
    expect(state).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address.' } });
  });

  it('joins several messages and accepts a single string', () => {
    expect(readReply({ success: false, validateErrors: { email: ['Too long.', ' Not valid. '] } })).toEqual({
      kind: 'invalid',
      errors: { email: 'Too long. Not valid.' },
    });
    expect(readReply({ success: false, validateErrors: { email: 'Required.' } })).toEqual({
      kind: 'invalid',
      errors: { email: 'Required.' },
    });
  });

  it('reads error.detail as a general failure', () => {
    expect(readReply({ success: false, error: { detail: 'Try again later.' } })).toEqual({
      kind: 'failed',
      detail: 'Try again later.',
    });
  });

  it('falls back to the default body when there is nothing to show', () => {
    expect(readReply({ success: false })).toEqual({ kind: 'failed', detail: null });
    expect(readReply({ success: false, error: { detail: '  ' } })).toEqual({ kind: 'failed', detail: null });
    expect(readReply({ success: false, validateErrors: { email: [] } })).toEqual({ kind: 'failed', detail: null });
    expect(readReply(null)).toEqual({ kind: 'failed', detail: null });
    expect(readReply('oops')).toEqual({ kind: 'failed', detail: null });
    expect(readReply([{ success: true }])).toEqual({ kind: 'failed', detail: null });
  });

  it('shows messages for fields the form lacks as the general error', () => {
    expect(readReply({ success: false, validateErrors: { phone: ['Bad phone.'] } })).toEqual({
      kind: 'failed',
      detail: 'Bad phone.',
    });
    expect(readReply({ success: false, validateErrors: { phone: ['Bad phone.'] } }, ['phone'])).toEqual({
      kind: 'invalid',
      errors: { phone: 'Bad phone.' },
    });
  });
});

describe('fieldsToSend', () => {
  it('sends only the fields with something in them, with the fixed fields', () => {
    expect(fieldsToSend({ firstName: 'Harpreet', phone: '', subject: '   ' }, { type: 'news-report' })).toEqual({
      firstName: 'Harpreet',
      type: 'news-report',
    });
    expect(fieldsToSend({ email: '' }, { type: '' })).toEqual({});
  });
});
