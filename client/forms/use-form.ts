/**
 * A form component's own store: made once per mounted form, from the outcome of a post without
 * JavaScript when that outcome is this form's (the same errors beside the same typed values).
 */
import { useState } from 'react';
import type { FormName } from '../../shared/forms/echo';
import { useApp } from '../app/context';
import { type FormModel, createForm } from './form';

export function useForm<F extends string>(name: FormName, fields: readonly F[]): FormModel<F> {
  const { echo } = useApp();
  const [form] = useState(() => createForm(fields, echo?.form === name ? echo : null));
  return form;
}
