/**
 * A form component's own store: made once per mounted form, from the outcome of a post without
 * JavaScript when that outcome is this form's (the same errors beside the same typed values).
 *
 * The server renders a form once and never changes it, so there it is a plain object and is read
 * as it is: a valtio store and its snapshot per form per render were ~3 % of an uncached page's
 * CPU (every page has the footer's two forms). The two hooks are chosen once, by where the module
 * runs, so each environment calls its hooks in one order.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FormName } from '../../shared/forms/echo';
import { useApp } from '../app/context';
import { type FormModel, createForm, formModel } from './form';

const onServer = typeof document === 'undefined';

export function useForm<F extends string>(name: FormName, fields: readonly F[]): FormModel<F> {
  const { echo } = useApp();
  const [form] = useState(() => (onServer ? formModel : createForm)(fields, echo?.form === name ? echo : null));
  return form;
}

/** What a form component renders from: the store's snapshot in the browser, the form itself on the server. */
export const useFormState: <F extends string>(form: FormModel<F>) => Readonly<FormModel<F>> = onServer
  ? (form) => form
  : (form) => useSnapshot(form) as Readonly<typeof form>;
