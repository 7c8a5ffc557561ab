/**
 * One form field with its label and, when the server refused it, its message beside it: the
 * input is marked (aria-invalid) and described by the message (aria-describedby), and keeps what
 * was typed. Editing it clears its error (form.ts editField). Used by every form of the site.
 */
import './forms.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { type FormModel, editField } from './form';
import { useFormState } from './use-form';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>;

export function Field<F extends string>({
  form,
  name,
  label,
  hideLabel = false,
  multiline = false,
  hint,
  className,
  ...input
}: InputProps & {
  form: FormModel<F>;
  name: F;
  label: ReactNode;
  /** The label stays for screen readers only (a one-field form with a visible title). */
  hideLabel?: boolean;
  multiline?: boolean;
  /** Text under the label that describes the field (always announced with it). */
  hint?: ReactNode;
  className?: string;
}) {
  const snap = useFormState(form);
  const id = useId();
  const error = (snap.errors as Partial<Record<string, string>>)[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value: (snap.values as Record<string, string>)[name],
    className: `field__input${error ? ' field__input--error' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => editField(form, name, e.target.value)} />
      ) : (
        <input {...common} {...input} onChange={(e) => editField(form, name, e.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
