/**
 * The mobile menu (spec §2 "Site shell": a drawer with a search box, a Home link and the menu
 * links). It is a modal dialog: focus moves in when it opens and back to the hamburger when it
 * closes, Tab stays inside, the page behind does not scroll, and Escape, the close button, the
 * overlay or following any link closes it. It is always rendered (closed on the server) so the
 * slide-in can be a CSS transition; `inert` keeps the closed drawer out of reach. Its search and
 * links are rendered from the first opening on (once-shown.ts): the server and hydration render
 * the panel and its head only, since the drawer opens only with JavaScript.
 */
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useT } from '../../app/context';
import type { Held } from '../../app/part-props';
import { SearchField } from './SearchField';
import { MenuAnchor } from './MenuAnchor';
import { wrapTarget } from './focus-wrap';
import { useOnceShown } from './once-shown';

/** One header menu entry, already resolved for the current language and page. */
export interface HeaderLink {
  href: string;
  label: string;
  external: boolean;
  /** 'page' on the link's own page, 'true' anywhere below it (its section), else undefined. */
  current: 'page' | 'true' | undefined;
}

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  home: HeaderLink;
  links: HeaderLink[];
  /** Held: the drawer is a part (client/app/part-props.ts). */
  onClose: Held<() => void>;
  /** The hamburger button, which gets focus back when the drawer closes. */
  returnFocusTo: Held<RefObject<HTMLButtonElement | null>>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus in on open (to the close button), back to the hamburger on close (but not on the first render). */
function useDrawerFocus(
  open: boolean,
  closeRef: RefObject<HTMLButtonElement | null>,
  returnFocusTo: RefObject<HTMLButtonElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
  }, [open, closeRef, returnFocusTo]);
}

/** While open, the page behind does not scroll, Escape closes, and Tab stays inside the panel. */
function useModal(open: boolean, panelRef: RefObject<HTMLDivElement | null>, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the dialog: wrap from the last control to the first and back.
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const active = document.activeElement;
      const target = wrapTarget(items, active, event.shiftKey, panel.contains(active));
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose, panelRef]);
}

export function MobileDrawer({ id, open, home, links, onClose, returnFocusTo }: MobileDrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDrawerFocus(open, closeRef, returnFocusTo);
  useModal(open, panelRef, onClose);
  const filled = useOnceShown(open);

  // Any link closes the drawer; the document-level link handler still does the navigation.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) onClose();
  };

  return (
    <div className={`header-drawer${open ? ' is-open' : ''}`} inert={!open}>
      <div className="header-drawer__overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="header-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
      >
        <DrawerHead closeRef={closeRef} onClose={onClose} />
        {filled && (
          <>
            <SearchField variant="drawer" onSubmitted={onClose} className="header-drawer__search" />
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated: the clicks come from the links inside, which a keyboard activates */}
            <nav className="header-drawer__nav" aria-label={t('nav.main')} onClick={onNavClick}>
              <ul className="header-drawer__list">
                {[home, ...links].map((link, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a menu may list one address twice; the position keeps the keys unique
                  <li key={`${index}:${link.href}`}>
                    <MenuAnchor link={link} className="header-drawer__link" />
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}

/** The drawer's title and its close button (which takes focus when the drawer opens). */
function DrawerHead({ closeRef, onClose }: { closeRef: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const t = useT();
  return (
    <div className="header-drawer__head">
      <span className="header-drawer__title">{t('nav.menu')}</span>
      <button
        ref={closeRef}
        type="button"
        className="header-drawer__close icon-button"
        aria-label={t('nav.closeMenu')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
