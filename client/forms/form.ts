/**
 * The one "submit, map errors, clear on edit" flow of every form (spec doc 2 §4: the contact
 * form, the mail and the messaging subscriptions). A form is a small valtio store made per form
 * component (never module-level: the server renders many visitors at once), changed only through
 * the actions below; components read it with useSnapshot.
 */
import { proxy } from 'valtio';
import { ApiError, type FormApi } from '../../shared/api/client';
import type { FormEcho } from '../../shared/forms/echo';
import { type FormResult, fieldsToSend, readReply } from '../../shared/forms/reply';

export interface FormModel<F extends string = string> {
  /** The field names, in order; only these can carry an error beside them. */
  readonly fields: readonly F[];
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  sending: boolean;
  /** Spec §4 "subscribed": success sets it, an error clears it. */
  succeeded: boolean;
  /**
   * A failure that belongs to no field, waiting to be shown: the server's detail, or '' for the
   * default text; null when there is none (or it was dismissed: the spec's "global error flag").
   */
  failure: string | null;
  /**
   * How many submits have been refused or answered, so far: each one changes it, in the same
   * update as the errors it brought, so the focus moves after that render (use-focus-after.ts).
   */
  attempts: number;
}

/**
 * A fresh form's values, or the ones a post without JavaScript came back with (same errors, same
 * values), as a plain object: what the server renders from (use-form.ts).
 */
export function formModel<F extends string>(fields: readonly F[], echo?: FormEcho | null): FormModel<F> {
  const values = Object.fromEntries(fields.map((f) => [f, echo?.values[f] ?? ''])) as Record<F, string>;
  const errors: Partial<Record<F, string>> = {};
  for (const f of fields) {
    const message = echo?.errors[f];
    if (message) errors[f] = message;
  }
  return {
    fields,
    values,
    errors,
    sending: false,
    succeeded: echo?.ok ?? false,
    failure: echo && !echo.ok && Object.keys(errors).length === 0 ? (echo.detail ?? '') : null,
    attempts: 0,
  };
}

/** A fresh form, or the one a post without JavaScript came back with, as the store its component changes. */
export function createForm<F extends string>(fields: readonly F[], echo?: FormEcho | null): FormModel<F> {
  return proxy(formModel(fields, echo));
}

/** Typing in a field clears that field's error (spec §4) and the old outcome. */
export function editField<F extends string>(form: FormModel<F>, field: F, value: string): void {
  form.values[field] = value;
  delete form.errors[field];
  form.failure = null;
}

/**
 * Takes what the visitor typed before the form's code was in (`typed`: each field's value as the
 * page shows it). React keeps such a value in the field when it hydrates, but calls no onChange,
 * so without this the form would show it and send the empty value it holds. Only fields that
 * differ are edited, so an untouched form keeps a post's errors.
 */
export function adoptTyped<F extends string>(form: FormModel<F>, typed: (field: F) => string | null): void {
  for (const field of form.fields) {
    const value = typed(field);
    if (value !== null && value !== form.values[field]) editField(form, field, value);
  }
}

/** A message the form finds itself (an empty field), shown beside the field like the server's. */
export function setFieldError<F extends string>(form: FormModel<F>, field: F, message: string): void {
  form.errors[field] = message;
  form.succeeded = false;
  form.attempts += 1;
}

/** Closes the failure message (the error modal's close). */
export function dismissFailure(form: FormModel): void {
  form.failure = null;
}

/** Applies a reply: success clears the form; field errors go beside their fields; else a failure. */
export function applyResult<F extends string>(form: FormModel<F>, result: FormResult): void {
  form.succeeded = result.kind === 'success';
  form.errors = result.kind === 'invalid' ? (result.errors as Partial<Record<F, string>>) : {};
  form.failure = result.kind === 'failed' ? (result.detail ?? '') : null;
  if (result.kind === 'success') for (const f of form.fields) form.values[f] = '';
  form.attempts += 1;
}

/**
 * POSTs the form's non-empty fields (plus `extra`) and reads the reply. No answer, or one that is
 * not a form reply, is a failure with the default text (the client has logged it).
 */
export async function sendForm(
  api: FormApi,
  path: string,
  fields: Record<string, string>,
  names: readonly string[],
): Promise<FormResult> {
  try {
    return readReply(await api.postForm(path, fields), names);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: 'failed', detail: null };
  }
}

/**
 * Submits once: a second submit while the first is on its way is ignored (returns null). The
 * reply is applied to the form and returned, so the caller shows its alert or modal.
 */
export async function submitForm<F extends string>(
  form: FormModel<F>,
  api: FormApi,
  path: string,
  extra: Record<string, string> = {},
): Promise<FormResult | null> {
  if (form.sending) return null;
  form.sending = true;
  form.failure = null;
  try {
    const result = await sendForm(api, path, fieldsToSend(form.values, extra), form.fields);
    applyResult(form, result);
    return result;
  } finally {
    form.sending = false;
  }
}
