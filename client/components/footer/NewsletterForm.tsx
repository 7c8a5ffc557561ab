/**
 * The footer's mail subscription (spec document 1 §4 "Mail subscription", §8): an email field
 * and a submit button. Validation is the server's; the only client check is the empty field,
 * which the spec flags through the placeholder 'Field cannot be empty'.
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../../app/context';
import { IDLE, fieldError, sendSubscription, type SubscribeState } from './subscribe';

export function NewsletterForm() {
  const t = useT();
  const ids = useId();
  const titleId = `${ids}-title`;
  const inputId = `${ids}-email`;
  const errorId = `${ids}-error`;
  const input = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const [state, setState] = useState<SubscribeState>(IDLE);
  const sending = state.kind === 'sending';

  const serverError = fieldError(state, 'email');
  const error = empty ? t('footer.fieldEmpty') : serverError;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setEmail(event.target.value);
    // Editing the field clears its error (spec §4), and an old success or failure no longer
    // describes what is typed now.
    setEmpty(false);
    if (!sending) setState(IDLE);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    if (!value) {
      setEmpty(true);
      setState(IDLE);
      input.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const next = await sendSubscription(value);
    // "The form clears on success."
    if (next.kind === 'success') setEmail('');
    setState(next);
    if (next.kind === 'invalid') input.current?.focus();
  }

  return (
    // noValidate: the browser's own bubble would replace the spec's placeholder hint and the
    // server's messages, which come in the visitor's language.
    <form className="newsletter" noValidate aria-labelledby={titleId} aria-busy={sending} onSubmit={onSubmit}>
      <h2 id={titleId} className="footer__title">
        {t('footer.newsletterTitle')}
      </h2>
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('footer.emailLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={`newsletter__input${error ? ' newsletter__input--error' : ''}`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={onChange}
          placeholder={empty ? t('footer.fieldEmpty') : t('footer.emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button newsletter__submit" disabled={sending}>
          {sending ? t('footer.sending') : t('footer.subscribe')}
        </button>
      </div>
      {error && (
        // The empty hint is already visible as the placeholder; it is kept for screen readers,
        // which do not reliably announce a changed placeholder.
        <p id={errorId} role="alert" className={empty ? 'visually-hidden' : 'newsletter__error'}>
          {error}
        </p>
      )}
      {/* Present from the first render so assistive technology is listening when text arrives. */}
      <div className="newsletter__status" aria-live="polite" aria-atomic="true">
        {state.kind === 'success' && (
          <p className="newsletter__message newsletter__message--success">
            <span aria-hidden="true">✓ </span>
            {t('footer.subscribed')}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className="newsletter__message newsletter__message--error">
            <strong>{t('footer.errorTitle')}</strong> {state.detail ?? t('footer.errorBody')}
          </p>
        )}
      </div>
    </form>
  );
}
