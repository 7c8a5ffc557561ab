/**
 * Tab kept inside a modal dialog (the mobile drawer): the rule of where focus wraps to, pure so it
 * is tested without a browser; MobileDrawer.tsx applies it.
 */

/**
 * Where Tab (or Shift+Tab) moves focus instead of the browser, among the dialog's focusable
 * `items` in order: from the last (or from outside the dialog) Tab wraps to the first; from the
 * first (or from outside) Shift+Tab wraps to the last. Null: the browser's own move stays inside.
 */
export function wrapTarget<T>(items: readonly T[], active: unknown, shiftKey: boolean, inside: boolean): T | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return null;
  if (shiftKey) return active === first || !inside ? last : null;
  return active === last || !inside ? first : null;
}
