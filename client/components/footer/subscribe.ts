/**
 * The mail subscription of spec document 1 §4 / §7 / §8 without React: what to send and how to
 * read the server's reply into the state the newsletter form shows. Pure (the fetch is injected)
 * so the mapping can be tested in isolation.
 */

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
 * POSTs `email` as multipart form data and reads the reply. The spec's original sent this in
 * no-cors mode to another host; here the API is same-origin, so a normal request is used, which
 * is what lets the JSON reply be read at all. Network failures and non-JSON answers become a
 * failure with the default body (spec §8 shows no codes).
 */
export async function sendSubscription(email: string, fetcher: typeof fetch = fetch): Promise<SubscribeState> {
  const body = new FormData();
  body.set('email', email);
  let res: Response;
  try {
    res = await fetcher(SUBSCRIBE_PATH, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed', detail: null };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // Not JSON (an HTML error page, an empty body): readReply turns null into the default failure.
  }
  return readReply(json);
}
