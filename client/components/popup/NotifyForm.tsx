/**
 * The body of the newsletter popup and of the app-store modal (spec document 1 §2 "Newsletter
 * popup"): 'Not yet' and the ask, an email field and Confirm; once the list has the address,
 * 'Thanks!', the promise and a disabled 'Confirmed'. It renders from props only, so the copy a
 * dialog keeps on screen while it fades out does not change under the reader when the store resets.
 * NotifyDialog puts it in the site's one dialog, as both of them show it.
 */
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useT } from '../../app/context';
import type { NotifyForm as NotifyState } from '../../stores/notify-form';
import { Dialog } from '../dialog/Dialog';
import './notify.css';

interface NotifyFormProps {
  form: Readonly<NotifyState>;
  /** The dialog is labelled by this title. */
  titleId: string;
  onInput(value: string): void;
  onConfirm(): void;
  inputRef?: RefObject<HTMLInputElement | null>;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** Under the form: 'NO THANKS' in the popup. */
  footer?: ReactNode;
}

export interface NotifyDialogProps extends Omit<NotifyFormProps, 'titleId' | 'inputRef' | 'titleRef'> {
  /** The dialog's id; its title's is this with '-title'. */
  id: string;
  className: string;
  open: boolean;
  onClose(): void;
  /**
   * What gets focus on open: the email field when a click asked for the form, the title when it
   * opened by itself (no phone keyboard springs up unasked).
   */
  focus: 'input' | 'title';
}

/** The notify form in a dialog labelled by its title. */
export function NotifyDialog({ id, className, open, onClose, focus, ...form }: NotifyDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={focus === 'input' ? inputRef : titleRef}
      className={className}
      id={id}
    >
      <NotifyForm {...form} titleId={titleId} inputRef={inputRef} titleRef={titleRef} />
    </Dialog>
  );
}

function NotifyForm({ form, titleId, onInput, onConfirm, inputRef, titleRef, footer }: NotifyFormProps) {
  const t = useT();
  const ids = useId();
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const empty = form.hint === 'empty';
  const message = empty ? t('notify.fieldEmpty') : form.error;
  return (
    <div className="notify">
      <span className="notify__badge" aria-hidden="true">
        <PhoneIcon />
      </span>
      <h2 className="notify__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {form.confirmed ? t('notify.titleAfter') : t('notify.titleBefore')}
      </h2>
      <p className="notify__text">{form.confirmed ? t('notify.textAfter') : t('notify.textBefore')}</p>
      <form
        className="notify__form"
        // The spec's hint and the server's messages (in the visitor's language) replace the browser's bubble.
        noValidate
        aria-busy={form.sending}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {t('notify.emailLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={`notify__input${message ? ' notify__input--error' : ''}`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={form.input}
          readOnly={form.confirmed}
          onChange={(event) => onInput(event.target.value)}
          placeholder={empty ? t('notify.fieldEmpty') : t('notify.placeholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="button notify__confirm" disabled={form.confirmed || form.sending}>
          {form.confirmed ? t('notify.confirmed') : form.sending ? t('notify.sending') : t('notify.confirm')}
        </button>
        {message && (
          // The empty hint is visible as the placeholder; the alert says it to screen readers too.
          <p id={messageId} role="alert" className={empty ? 'visually-hidden' : 'notify__error'}>
            {message}
          </p>
        )}
      </form>
      <div aria-live="polite" aria-atomic="true">
        {form.failure && (
          <p className="notify__failure">
            <strong>{t('notify.errorTitle')}</strong> {form.failure.detail ?? t('notify.errorBody')}
          </p>
        )}
      </div>
      {footer}
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable={false}
    >
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}
