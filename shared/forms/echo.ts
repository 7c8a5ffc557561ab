/**
 * What a form posted without JavaScript comes back with (worker/render/form-post.ts): the page is
 * rendered again from this, so the visitor sees the same field errors beside the same typed
 * values, or the success state, that the script would have shown. It travels in the page state,
 * so the browser hydrates the same markup.
 */

/** The three forms: the contact page and the footer's email and phone subscriptions. */
export type FormName = 'contact' | 'email' | 'phone';

export interface FormEcho {
  form: FormName;
  ok: boolean;
  /** What was typed (failure only: success clears the form). */
  values: Record<string, string>;
  /** One line per field, beside that field. */
  errors: Record<string, string>;
  /** A failure that belongs to no field (error.detail, a 429, a 403), or null. */
  detail: string | null;
}

const FORM_NAMES: readonly FormName[] = ['contact', 'email', 'phone'];

export const isFormName = (v: unknown): v is FormName => FORM_NAMES.includes(v as FormName);
