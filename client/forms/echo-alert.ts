/**
 * Which alert a form's outcome shows (spec doc 2 §4, §8): the contact form alerts on success and
 * failure; the subscriptions alert on success only (their failures show beside the field or in
 * the error modal). The same table serves the scripted forms and the pages answering a post
 * without JavaScript.
 */
import type { MessageKey } from '../../shared/i18n/en';
import type { FormEcho, FormName } from '../../shared/forms/echo';
import type { AlertType } from '../stores/alert';

export interface AlertOf {
  type: AlertType;
  key: MessageKey;
}

export function alertOf(form: FormName, ok: boolean): AlertOf | null {
  if (form === 'contact')
    return ok ? { type: 'success', key: 'contact.sent' } : { type: 'error', key: 'contact.failed' };
  return ok ? { type: 'success', key: 'footer.subscribed' } : null;
}

export const echoAlert = (echo: FormEcho | null | undefined): AlertOf | null =>
  echo ? alertOf(echo.form, echo.ok) : null;
