/**
 * The dialog's pure decisions, kept apart from the DOM so they are tested: where focus goes when
 * it reaches one of the dialog's edges, and whether a click was a click on the overlay; and the
 * one DOM step that carries out the first, shared by the dialog and the search overlay.
 */

/** What can take focus by Tab inside a dialog (the hidden ones are filtered out by the caller). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Which of the dialog's `count` controls gets focus when focus lands on one of the two guards
 * around them: the index, or null when there is none. Past the end (Tab from the last control,
 * also from inside an iframe) focus wraps to the first; before the start (Shift+Tab from the
 * first control) to the last. Focus that arrives at the start from outside the controls (the
 * browser's own first focus, or back from its toolbar) enters at the first.
 */
export function guardTarget(count: number, edge: 'start' | 'end', fromInside: boolean): number | null {
  if (count === 0) return null;
  return edge === 'start' && fromInside ? count - 1 : 0;
}

/**
 * Focus reached the guard at `edge` of `root`: send it to the first or last control (guardTarget),
 * leaving out the guards (marked by the attribute `guard`) and the controls that do not show.
 * `cameFrom` is the focus event's relatedTarget: a control inside, or outside the page (an iframe,
 * the browser's toolbar).
 */
export function wrapFocus(root: HTMLElement, guard: string, edge: 'start' | 'end', cameFrom: EventTarget | null): void {
  const controls = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute(guard) && element.checkVisibility(),
  );
  const target = guardTarget(controls.length, edge, cameFrom instanceof Node && root.contains(cameFrom));
  if (target !== null) controls[target]?.focus();
}

/**
 * True when a click landed on the overlay around the dialog's panel: both the press and the
 * release on the dialog element itself. A text selection that starts in the panel and ends on
 * the overlay also clicks the dialog element, and must not close it.
 */
export const isOverlayClick = (dialog: EventTarget, pressedOn: EventTarget | null, clickedOn: EventTarget): boolean =>
  clickedOn === dialog && pressedOn === dialog;
