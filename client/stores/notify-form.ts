/**
 * The "tell me when the apps are ready" email form that the newsletter popup and the app-store
 * modal share (spec document 1 §2 "Newsletter popup", document 2 §4 "App-store modal"): an input,
 * a confirm step, the 'empty' placeholder hint when confirmed empty, and 'Thanks!' / 'Confirmed'
 * once the address is on the list. A confirmed address is subscribed for real through the email
 * subscription endpoint (the text promises to write when the apps arrive), which queues it for the
 * mail list. Each store keeps one of these inside its proxy and changes it only through these actions.
 */
import type { FormResult } from '../../shared/forms/reply';
import { sendSubscription } from '../components/footer/subscribe';

export interface NotifyForm {
  input: string;
  /** The spec's placeholder hint: 'empty' after confirming an empty field. */
  hint: 'empty' | null;
  confirmed: boolean;
  sending: boolean;
  /** The server's message for the email field, shown beside it. */
  error: string | null;
  /** 'Oops, error!' with the server's detail, or the default body (detail null). */
  failure: { detail: string | null } | null;
  /** Bumped by a reset, so an answer to a request sent before it is dropped. */
  generation: number;
}

export const notifyForm = (): NotifyForm => ({
  input: '',
  hint: null,
  confirmed: false,
  sending: false,
  error: null,
  failure: null,
  generation: 0,
});

/** Typing clears the hint and any message: they described what was there before. */
export function setNotifyInput(form: NotifyForm, value: string): void {
  form.input = value;
  form.hint = null;
  form.error = null;
  form.failure = null;
}

/**
 * The confirm step: an empty field only sets the hint; otherwise the address is sent and, once the
 * list has it, the form is confirmed. Resolves true when this call confirmed it.
 */
export async function confirmNotify(
  form: NotifyForm,
  send: (email: string) => Promise<FormResult> = sendSubscription,
): Promise<boolean> {
  if (form.sending || form.confirmed) return false;
  const email = form.input.trim();
  if (!email) {
    form.hint = 'empty';
    form.error = null;
    form.failure = null;
    return false;
  }
  const generation = form.generation;
  form.sending = true;
  form.error = null;
  form.failure = null;
  const result = await send(email);
  if (form.generation !== generation) return false;
  form.sending = false;
  if (result.kind === 'success') {
    form.confirmed = true;
    return true;
  }
  if (result.kind === 'invalid') form.error = result.errors.email ?? null;
  else if (result.kind === 'failed') form.failure = { detail: result.detail };
  return false;
}

/** Back to the start: no confirmation, no input, no hint or message. */
export function resetNotify(form: NotifyForm): void {
  Object.assign(form, notifyForm(), { generation: form.generation + 1 });
}
