/**
 * A block of the show page's side column ('About this show', 'Available on'). Under 960 px it is
 * an accordion: a native <details> whose <summary> opens and closes it by click, Enter or Space.
 * From 960 px it is always open: the stylesheet shows its content before any script runs, and
 * once hydrated the element is opened and its summary no longer toggles. React never owns the
 * `open` attribute, so the server's closed element hydrates without a mismatch on any screen.
 */
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

const WIDE = '(min-width: 960px)';

export function AsideBlock({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const sync = () => {
      if (wide.matches && ref.current) ref.current.open = true;
    };
    sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, []);
  // On wide screens the block is a plain section: its heading does not close it.
  const keepOpen = (event: MouseEvent<HTMLElement>) => {
    if (window.matchMedia(WIDE).matches) event.preventDefault();
  };
  return (
    <details className={`show-aside ${className}`} ref={ref}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button; the click only keeps it open on wide screens */}
      <summary className="show-aside__summary" onClick={keepOpen}>
        <h2 className="show-aside__title">{title}</h2>
        <svg className="show-aside__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="show-aside__content">{children}</div>
    </details>
  );
}
