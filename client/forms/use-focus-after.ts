/**
 * Where focus goes once a submit is answered (issue 24): to the first field marked invalid, so a
 * keyboard or screen-reader user lands on what to fix and hears its message (aria-describedby).
 * Without this, the submit button, disabled while sending, drops focus on the page's body, and
 * the next Tab starts over from the top ("Skip to content"). With no invalid field (success, or a
 * failure no field explains) focus that was lost goes back to the submit button; focus a dialog
 * took (the footer's error modal opens in the same render) is left where it is.
 */
import { type RefObject, useEffect } from 'react';

/** The element to focus after an answer, or null to leave focus alone. */
function focusTarget(form: HTMLFormElement, active: Element | null): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) return invalid;
  const lost = active === null || active === form.ownerDocument.body;
  return lost ? form.querySelector<HTMLElement>('button[type="submit"]') : null;
}

/**
 * Moves focus after each answered submit: `attempts` is the form's counter (form.ts), changed in
 * the same update as the errors, so this runs after the commit that marked the fields.
 */
export function useFocusAfterSubmit(ref: RefObject<HTMLFormElement | null>, attempts: number): void {
  useEffect(() => {
    const form = ref.current;
    if (!form || attempts === 0) return;
    focusTarget(form, form.ownerDocument.activeElement)?.focus();
  }, [ref, attempts]);
}
