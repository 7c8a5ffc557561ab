/**
 * The contact form (spec doc 2 §4, §5, §8). A real <form method="post"> to this page's address,
 * so it works without JavaScript (worker/render/form-post.ts); with it, the submit goes to
 * /api/contact-form, the only fields sent are the non-empty ones plus the type (and the reported
 * page), and the outcome shows as the alert: 'Your message was successfully sent!' (the form
 * clears) or 'Oops, error! Check the entered data.' with each field's message beside it (what was
 * typed stays), and focus moves to the first field to fix. A second submit while sending is
 * ignored and the button says so.
 */
import { type FormEvent, useRef } from 'react';
import type { ContactView } from '../../../shared/loaders/contact';
import { browserApi } from '../../app/browser-api';
import { useT } from '../../app/context';
import { useLocalizedPath } from '../../components/link/Link';
import { alertOf } from '../../forms/echo-alert';
import { Field } from '../../forms/Field';
import { submitForm } from '../../forms/form';
import { Honeypot, honeypotOf } from '../../forms/Honeypot';
import { useFocusAfterSubmit } from '../../forms/use-focus-after';
import { useForm, useFormState } from '../../forms/use-form';
import { showAlert } from '../../stores/alert';

const CONTACT_PATH = '/api/contact-form';
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;

export function ContactForm({ view, titleId }: { view: ContactView; titleId: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm('contact', FIELDS, ref);
  const snap = useFormState(form);
  useFocusAfterSubmit(ref, snap.attempts);
  const fixed: Record<string, string> = {
    ...(view.type ? { type: view.type } : {}),
    ...(view.about ? { about: view.about } : {}),
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await submitForm(form, browserApi(), CONTACT_PATH, { ...fixed, ...honeypotOf(event.currentTarget) });
    if (!result) return;
    const shown = alertOf('contact', result.kind === 'success');
    if (!shown) return;
    // A failure no field explains (a refused type, too many tries) says why after the spec's words.
    const detail = result.kind === 'failed' && result.detail ? ` ${result.detail}` : '';
    showAlert(shown.type, t(shown.key) + detail);
  }

  const optional = <span className="field__optional">{t('contact.optional')}</span>;
  return (
    // noValidate: the server validates (spec §5), and its messages come in the visitor's language.
    <form
      ref={ref}
      className="contact-form"
      method="post"
      action={localize(view.action)}
      noValidate
      aria-labelledby={titleId}
      aria-busy={snap.sending}
      onSubmit={onSubmit}
    >
      <Field form={form} name="firstName" label={t('contact.firstName')} autoComplete="given-name" />
      <Field form={form} name="lastName" label={t('contact.lastName')} autoComplete="family-name" />
      <Field form={form} name="email" label={t('contact.email')} type="email" autoComplete="email" inputMode="email" />
      <Field
        form={form}
        name="phone"
        label={
          <>
            {t('contact.phone')} {optional}
          </>
        }
        type="tel"
        autoComplete="tel"
      />
      <Field form={form} name="subject" label={t('contact.subject')} className="contact-form__wide" />
      <Field
        form={form}
        name="message"
        multiline
        className="contact-form__wide"
        label={view.report ? t('contact.messageReport') : t('contact.message')}
        hint={view.about ? t('contact.about', { path: view.about }) : undefined}
      />
      {view.about && <input type="hidden" name="about" value={view.about} />}
      <Honeypot />
      {snap.failure !== null && (
        <p className="contact-form__failure contact-form__wide" role="alert">
          {t('contact.failed')} {snap.failure}
        </p>
      )}
      <div className="contact-form__actions contact-form__wide">
        <button type="submit" className="button" disabled={snap.sending}>
          {snap.sending ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </form>
  );
}
