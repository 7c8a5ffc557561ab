/**
 * The field people never see and bots fill in (worker/api/forms/protect.ts answers a filled one
 * with a success that stores nothing). Off screen rather than display:none, which some bots skip;
 * out of the tab order, away from screen readers and autofill.
 */
import { HONEYPOT_FIELD } from '../../shared/constants';
import { useT } from '../app/context';

export function Honeypot() {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('form.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the honeypot holds when the form is sent by script (sent only when filled). */
export function honeypotOf(form: HTMLFormElement): Record<string, string> {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' && value !== '' ? { [HONEYPOT_FIELD]: value } : {};
}
