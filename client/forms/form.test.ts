import { describe, expect, it } from 'vitest';
import { ApiError, type FormApi } from '../../shared/api/client';
import type { FormReply } from '../../shared/types/api';
import { adoptTyped, applyResult, createForm, dismissFailure, editField, setFieldError, submitForm } from './form';

const FIELDS = ['firstName', 'email', 'phone'] as const;

/** A contract client that records what was posted and answers with `reply` (or throws it). */
function fakeApi(reply: FormReply | Error, wait?: Promise<void>) {
  const posted: { path: string; fields: Record<string, string> }[] = [];
  const api: FormApi = {
    async postForm(path, fields) {
      posted.push({ path, fields });
      await wait;
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
  return { api, posted };
}

describe('createForm', () => {
  it('starts empty, or from a post without JavaScript: same values, same errors', () => {
    expect(createForm(FIELDS).values).toEqual({ firstName: '', email: '', phone: '' });
    const form = createForm(FIELDS, {
      form: 'contact',
      ok: false,
      values: { firstName: 'Harpreet', email: 'nope' },
      errors: { email: 'Enter a valid email address.' },
      detail: null,
    });
    expect(form.values).toEqual({ firstName: 'Harpreet', email: 'nope', phone: '' });
    expect(form.errors).toEqual({ email: 'Enter a valid email address.' });
    expect(form.failure).toBeNull();
  });

  it('a failure no field explains becomes the failure to show; a success sets succeeded', () => {
    const refused = createForm(FIELDS, { form: 'contact', ok: false, values: {}, errors: {}, detail: 'Too many.' });
    expect(refused.failure).toBe('Too many.');
    const sent = createForm(FIELDS, { form: 'contact', ok: true, values: {}, errors: {}, detail: null });
    expect(sent.succeeded).toBe(true);
  });
});

describe('the form flow', () => {
  it('editing a field clears that field error only', () => {
    const form = createForm(FIELDS);
    applyResult(form, { kind: 'invalid', errors: { email: 'Bad.', firstName: 'Required.' } });
    editField(form, 'email', 'a@b.ca');
    expect(form.errors).toEqual({ firstName: 'Required.' });
    expect(form.values.email).toBe('a@b.ca');
  });

  it('counts each answered or refused submit (what moves focus), but not editing', () => {
    const form = createForm(FIELDS);
    expect(form.attempts).toBe(0);
    setFieldError(form, 'email', 'Field cannot be empty');
    applyResult(form, { kind: 'invalid', errors: { email: 'Bad.' } });
    editField(form, 'email', 'a@b.ca');
    applyResult(form, { kind: 'success' });
    expect(form.attempts).toBe(3);
  });

  it('success clears the form and sets succeeded; an error clears succeeded', () => {
    const form = createForm(FIELDS);
    editField(form, 'email', 'a@b.ca');
    applyResult(form, { kind: 'success' });
    expect(form).toMatchObject({ succeeded: true, failure: null, errors: {} });
    expect(form.values.email).toBe('');
    applyResult(form, { kind: 'failed', detail: null });
    expect(form).toMatchObject({ succeeded: false, failure: '' });
    dismissFailure(form);
    expect(form.failure).toBeNull();
    setFieldError(form, 'email', 'Field cannot be empty');
    expect(form.errors.email).toBe('Field cannot be empty');
  });

  it('sends only the non-empty fields with the fixed ones, and maps field errors', async () => {
    const form = createForm(FIELDS);
    editField(form, 'firstName', 'Harpreet');
    editField(form, 'email', 'nope');
    const { api, posted } = fakeApi({ success: false, validateErrors: { email: ['Enter a valid email address.'] } });
    const result = await submitForm(form, api, '/api/contact-form', { type: 'news-report' });
    expect(posted).toEqual([
      { path: '/api/contact-form', fields: { firstName: 'Harpreet', email: 'nope', type: 'news-report' } },
    ]);
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address.' } });
    expect(form.errors).toEqual({ email: 'Enter a valid email address.' });
    expect(form.values.email).toBe('nope');
    expect(form.sending).toBe(false);
  });

  it('ignores a second submit while the first is sending', async () => {
    const form = createForm(FIELDS);
    editField(form, 'email', 'a@b.ca');
    let release = () => {};
    const { api, posted } = fakeApi({ success: true }, new Promise<void>((r) => (release = r)));
    const first = submitForm(form, api, '/api/x');
    expect(form.sending).toBe(true);
    await expect(submitForm(form, api, '/api/x')).resolves.toBeNull();
    release();
    await expect(first).resolves.toEqual({ kind: 'success' });
    expect(posted).toHaveLength(1);
  });

  it('no answer is a failure with the default text', async () => {
    const form = createForm(FIELDS);
    const { api } = fakeApi(new ApiError(0, '/api/x'));
    await expect(submitForm(form, api, '/api/x')).resolves.toEqual({ kind: 'failed', detail: null });
    expect(form.failure).toBe('');
  });
});

describe('what was typed before the form hydrated', () => {
  it('is taken into the store, field by field, and sent', async () => {
    const form = createForm(FIELDS);
    const shown: Record<string, string | null> = { firstName: 'Harpreet', email: 'h@example.com', phone: null };
    adoptTyped(form, (field) => shown[field] ?? null);
    expect(form.values).toEqual({ firstName: 'Harpreet', email: 'h@example.com', phone: '' });
    const { api, posted } = fakeApi({ success: true });
    await submitForm(form, api, '/api/x');
    expect(posted[0]?.fields).toEqual({ firstName: 'Harpreet', email: 'h@example.com' });
  });

  it("leaves an untouched field's error from a post without JavaScript, and clears an edited one's", () => {
    const form = createForm(FIELDS, {
      form: 'contact',
      ok: false,
      values: { firstName: 'Harpreet', email: 'nope', phone: 'x' },
      errors: { email: 'Enter a valid email address.', phone: 'Enter a valid phone number.' },
      detail: null,
    });
    adoptTyped(form, (field) => ({ firstName: 'Harpreet', email: 'nope', phone: '604 555 0100' })[field]);
    expect(form.errors).toEqual({ email: 'Enter a valid email address.' });
    expect(form.values.phone).toBe('604 555 0100');
  });
});
