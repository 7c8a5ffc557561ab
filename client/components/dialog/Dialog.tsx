/**
 * The site's one modal dialog: the share dialog, the preview modal, the video modal and the
 * video card's player use it, and so should any later modal.
 *
 * It is the native <dialog> opened with showModal(), because that gives for free what is hard to
 * get right by hand: the page behind becomes inert (no pointer, keyboard or screen-reader access
 * until it closes), the dialog sits in the top layer above every stacking context (a card's hover
 * transform cannot trap it), Escape arrives as a `cancel` event, and it renders closed on the
 * server and hydrates like any element. What it does not give is added here: Tab and Shift+Tab
 * wrap inside the dialog (the browser would let focus leave for its own toolbar, and a key press
 * inside an iframe never reaches the page, so two focus guards around the content catch focus at
 * either edge rather than a keydown handler), a click on the overlay closes it, focus returns to
 * the opener, the page stops scrolling (dialog.css) and it fades in and out (dialog.css; none with
 * prefers-reduced-motion).
 *
 * React state is the source of truth: `open` drives showModal()/close(), and every way of closing
 * (Escape, overlay, a close button) goes through `onClose`. While it fades out, the dialog keeps
 * showing its last open content, since the store behind it may already be empty.
 */
import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isOverlayClick, wrapFocus } from './focus';
import './dialog.css';

/** A dialog is named by its visible title (an element id) or, without one, by a label. */
type DialogName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type DialogProps = DialogName & {
  open: boolean;
  /** Escape, and a click on the overlay unless `onOverlayClick` says otherwise. */
  onClose(): void;
  /** What a click on the overlay does instead of closing (the video modal minimizes). */
  onOverlayClick?(): void;
  /**
   * False shows the same element in place, without trap, overlay, scroll lock or Escape: the
   * minimized video player, whose iframe must stay in the same element to keep playing.
   */
  modal?: boolean;
  /** Focused when the dialog opens; otherwise the browser picks the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Gets focus back on close; otherwise whatever had focus when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  id?: string;
  className?: string;
  children: ReactNode;
};

interface Frame {
  children: ReactNode;
  className?: string;
  modal: boolean;
}

export function Dialog({
  open,
  onClose,
  onOverlayClick,
  modal = true,
  initialFocus,
  returnFocusTo,
  id,
  className,
  labelledBy,
  label,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Opened by this component and not closed since (the element itself may already be closed).
  const shown = useRef(false);
  const pressedOn = useRef<EventTarget | null>(null);
  const last = useRef<Frame>({ children: null, className, modal });
  // Fading out: derived during render, so the closing frame never unmounts what it shows.
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  const frame: Frame = open ? { children, className, modal } : last.current;

  // After every open commit: what the dialog shows if it closes next.
  useLayoutEffect(() => {
    if (open) last.current = { children, className, modal };
  });

  // Before paint, so the dialog never shows a frame in the wrong mode.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const focusBack = () => {
      const target = returnFocusTo?.current ?? opener.current;
      if (target?.isConnected) target.focus();
    };
    if (open) {
      if (!shown.current) opener.current = focusedElement();
      shown.current = true;
      const isModal = dialog.matches(':modal');
      if (modal && !isModal) {
        if (dialog.open) dialog.close();
        dialog.showModal();
        initialFocus?.current?.focus();
      } else if (!modal && (isModal || !dialog.open)) {
        // close() then show() in one task: no style change in between, so nothing fades or moves.
        if (dialog.open) dialog.close();
        dialog.show();
        focusBack();
      }
    } else if (shown.current) {
      shown.current = false;
      if (dialog.open) dialog.close();
      focusBack();
      opener.current = null;
    }
  }, [open, modal, initialFocus, returnFocusTo]);

  // The fade-out is a CSS transition: once it (and any other) has finished, drop the content.
  useEffect(() => {
    const dialog = ref.current;
    if (!closing || !dialog) return;
    let current = true;
    void Promise.allSettled(dialog.getAnimations().map((animation) => animation.finished)).then(() => {
      if (current) setClosing(false);
    });
    return () => {
      current = false;
    };
  }, [closing]);

  // Focus reached a guard: send it to the first or last control, wrapping around the dialog.
  const wrap = (edge: 'start' | 'end') => (event: FocusEvent<HTMLElement>) => {
    if (ref.current) wrapFocus(ref.current, GUARD, edge, event.relatedTarget);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!frame.modal || !ref.current || !isOverlayClick(ref.current, pressedOn.current, event.target)) return;
    (onOverlayClick ?? onClose)();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay click's keyboard twin is Escape (onCancel).
    <dialog
      ref={ref}
      id={id}
      className={['dialog', frame.modal && 'dialog--modal', frame.className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal={open && frame.modal ? true : undefined}
      // Fading out: out of reach of pointer, keyboard and screen reader while it disappears.
      inert={closing || undefined}
      onCancel={(event) => {
        // The state closes it (and runs the fade): the browser must not close it on its own.
        event.preventDefault();
        if (frame.modal) onClose();
      }}
      onPointerDown={(event) => {
        pressedOn.current = event.target;
      }}
      onClick={onClick}
    >
      {frame.modal && <FocusGuard onFocus={wrap('start')} />}
      {open || closing ? frame.children : null}
      {frame.modal && <FocusGuard onFocus={wrap('end')} />}
    </dialog>
  );
}

/** Marks the two focus guards, which are never a place for focus to stay. */
const GUARD = 'data-dialog-guard';

/** An empty Tab stop at one edge of the dialog's content that passes focus on at once. */
function FocusGuard({ onFocus }: { onFocus(event: FocusEvent<HTMLElement>): void }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a guard must be a Tab stop to catch focus at the dialog's edge.
    // biome-ignore lint/a11y/noStaticElementInteractions: it has no content or role; focus leaves it at once.
    <span className="dialog__guard" tabIndex={0} data-dialog-guard="" onFocus={onFocus} />
  );
}

/** The element that has focus, if it is one focus can return to. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
