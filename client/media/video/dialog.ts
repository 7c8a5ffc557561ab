/**
 * Small behaviours shared by the video overlays: Escape closes, the page behind a full-screen
 * overlay does not scroll, and focus moves into the dialog on open and back where it was on close.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useEscape(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') handler.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

/** Locks page scrolling while an overlay covers it; restores the previous value afterwards. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}

/** Focuses `target` when the dialog opens and returns focus to the opener when it closes. */
export function useDialogFocus(active: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    target.current?.focus();
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [active, target]);
}
