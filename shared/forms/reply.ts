/**
 * Reads a form reply of the contract (spec doc 2 §7: `{ success: true }`,
 * `{ success: false, validateErrors }` or `{ success: false, error: { detail } }`) into what a
 * form shows. Shared by the browser (the scripted forms) and the worker (the same forms posted
 * without JavaScript, rendered again from the same reading), so both show the same thing.
 */

export type FormResult =
  | { kind: 'success' }
  /** One line per field the form has, shown beside that field. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** A failure that belongs to no field: the server's detail, or null for the default text. */
  | { kind: 'failed'; detail: string | null };

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
 * Only `fields` the form has can show a message beside them; messages for any other field would
 * be invisible, so they become the general failure instead. Anything unreadable is a failure
 * with the default text.
 */
export function readReply(json: unknown, fields: readonly string[] = ['email']): FormResult {
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

/**
 * What a form sends (spec doc 2 §5: "Only non-empty fields are sent"): the fields with
 * something other than spaces in them, plus the form's fixed fields (the contact type).
 */
export function fieldsToSend(
  values: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...values, ...extra })) if (value.trim() !== '') sent[name] = value;
  return sent;
}
