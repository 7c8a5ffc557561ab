/**
 * The mail subscription of spec document 1 §4 / §7 / §8 without React: what to send and how to
 * read the server's reply into the state the newsletter form shows. The API client is injected,
 * so the mapping can be tested in isolation.
 */
import { ApiError, type FormApi } from '../../../shared/api/client';
import { browserApi } from '../../app/browser-api';

/** The contract path of the email list (spec §7). */
export const SUBSCRIBE_PATH = '/api/subscribe-mailchimp';

/** What the form shows after a submission. */
export type SubscribeState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  /** Messages per known field, shown beside that field. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** 'Oops, error!' with the server's detail, or the default body when it gave none (null). */
  | { kind: 'failed'; detail: string | null };

export const IDLE: SubscribeState = { kind: 'idle' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One field's messages as one line: the server may send a list or a single string. */
function messageOf(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim())
    .join(' ');
}

/**
 * Maps a reply `{ success: true }` / `{ success: false, validateErrors }` /
 * `{ success: false, error: { detail } }` to a form state. Only `fields` the form has can show a
 * message beside them; messages for any other field would be invisible, so they become the
 * general error instead. Anything unreadable is a failure with the default body.
 */
export function readReply(json: unknown, fields: readonly string[] = ['email']): SubscribeState {
  if (!isRecord(json)) return { kind: 'failed', detail: null };
  if (json.success === true) return { kind: 'success' };

  const errors: Record<string, string> = {};
  const others: string[] = [];
  if (isRecord(json.validateErrors)) {
    for (const [field, value] of Object.entries(json.validateErrors)) {
      const text = messageOf(value);
      if (!text) continue;
      if (fields.includes(field)) errors[field] = text;
      else others.push(text);
    }
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const detail = isRecord(json.error) ? messageOf(json.error.detail) : '';
  const text = [detail, ...others].filter(Boolean).join(' ');
  return { kind: 'failed', detail: text || null };
}

/** The message to show beside `field`, if any. */
export const fieldError = (state: SubscribeState, field: string): string | undefined =>
  state.kind === 'invalid' ? state.errors[field] : undefined;

/**
 * POSTs `email` as multipart form data through the API client and reads the reply. The spec's
 * original sent this in no-cors mode to another host; here the API is same-origin, so a normal
 * request is used, which is what lets the JSON reply be read at all. No answer, or an answer that
 * is not a form reply, is a failure with the default body (spec §8 shows no codes); the client
 * has logged it.
 */
export async function sendSubscription(email: string, api: FormApi = browserApi()): Promise<SubscribeState> {
  try {
    return readReply(await api.postForm(SUBSCRIBE_PATH, { email }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: 'failed', detail: null };
  }
}
