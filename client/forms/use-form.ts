/**
 * A form component's own store: made once per mounted form, from the outcome of a post without
 * JavaScript when that outcome is this form's (the same errors beside the same typed values).
 *
 * The server renders a form once and never changes it, so there it is a plain object and is read
 * as it is: a valtio store and its snapshot per form per render were ~3 % of an uncached page's
 * CPU (every page has the footer's two forms). The two hooks are chosen once, by where the module
 * runs, so each environment calls its hooks in one order.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FormName } from '../../shared/forms/echo';
import { useApp } from '../app/context';
import { adoptTyped, type FormModel, createForm, formModel } from './form';

const onServer = typeof document === 'undefined';

/**
 * The form's store. `ref` is its <form>: once mounted, the store takes what the visitor typed into
 * the server's fields before this code was in (the contact form and the footer's forms hydrate from
 * chunks of their own, after the page: client/app/island.tsx).
 */
export function useForm<F extends string>(
  name: FormName,
  fields: readonly F[],
  ref: RefObject<HTMLFormElement | null>,
): FormModel<F> {
  const { echo } = useApp();
  const [form] = useState(() => (onServer ? formModel : createForm)(fields, echo?.form === name ? echo : null));
  useTypedEarly(form, ref);
  return form;
}

/** Before the first paint after hydration, so a submit can never find the store behind the fields. */
const useTypedEarly: <F extends string>(form: FormModel<F>, ref: RefObject<HTMLFormElement | null>) => void = onServer
  ? () => {}
  : (form, ref) =>
      // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the fields as the server's HTML left them
      useLayoutEffect(() => {
        const element = ref.current;
        if (element) adoptTyped(form, (field) => fieldValue(element, field));
      }, []);

/** A text field's value by name, or null when the form has no such text field. */
function fieldValue(form: HTMLFormElement, name: string): string | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null;
}

/** What a form component renders from: the store's snapshot in the browser, the form itself on the server. */
export const useFormState: <F extends string>(form: FormModel<F>) => Readonly<FormModel<F>> = onServer
  ? (form) => form
  : (form) => useSnapshot(form) as Readonly<typeof form>;
