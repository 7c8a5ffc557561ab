/**
 * /form: the one Field every form uses, as a visitor meets it: empty, filled in, and refused by
 * the server (the message beside the field, aria-invalid, what was typed kept), with values in
 * both scripts; then the buttons. The refused state is made the way a post without JavaScript
 * makes it (a form echo), with the server's own messages.
 */
import { useState } from 'react';
import { useT } from '../../app/context';
import { Field } from '../../forms/Field';
import { createForm } from '../../forms/form';
import { Buttons } from './Buttons';
import { GuideSection } from './GuideSection';
import { SPECIMENS } from './specimens';

const FIELDS = ['firstName', 'email', 'message'] as const;

export function FormPart() {
  const t = useT();
  const [empty] = useState(() => createForm(FIELDS));
  const [refused] = useState(() =>
    createForm(FIELDS, {
      form: 'contact',
      ok: false,
      values: { firstName: SPECIMENS.name.pa, email: SPECIMENS.badEmail, message: '' },
      errors: { email: t('form.email.invalid'), message: t('form.required') },
      detail: null,
    }),
  );
  const [filled] = useState(() =>
    createForm(FIELDS, {
      form: 'contact',
      ok: false,
      values: { firstName: SPECIMENS.name.en, email: SPECIMENS.email, message: SPECIMENS.body.pa },
      errors: {},
      detail: null,
    }),
  );
  const forms = [
    { id: 'g-empty', title: t('styleGuide.fieldEmpty'), form: empty },
    { id: 'g-filled', title: t('styleGuide.fieldFilled'), form: filled },
    { id: 'g-refused', title: t('styleGuide.fieldRefused'), form: refused },
  ];
  return (
    <>
      <GuideSection id="g-form" title={t('styleGuide.formFields')}>
        <div className="guide__forms">
          {forms.map(({ id, title, form }) => (
            <form key={id} className="guide__form" aria-labelledby={id} noValidate onSubmit={(e) => e.preventDefault()}>
              <h3 id={id}>{title}</h3>
              <Field form={form} name="firstName" label={t('contact.firstName')} autoComplete="off" />
              <Field form={form} name="email" label={t('contact.email')} type="email" autoComplete="off" />
              <Field form={form} name="message" label={t('contact.message')} multiline />
            </form>
          ))}
        </div>
      </GuideSection>
      <Buttons />
    </>
  );
}
