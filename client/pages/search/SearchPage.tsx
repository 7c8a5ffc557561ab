/**
 * The full-screen search (spec doc 1 §2 "Search": "Full-screen search with a large text input, a
 * close button (goes back) and a submit button. Enter submits and goes to /search/{text}"). A
 * modal dialog over the page it was opened on (client/app/search-overlay.ts; Layout.tsx makes the
 * rest inert): focus stays inside (two focus guards wrap Tab round), Escape and the close button
 * go back to that page, or, when it was not opened over one of this site's pages, to the home
 * page; the close button is a link to the home page, so it works before JavaScript too.
 *
 * Typing searches after a 300 ms pause; Enter searches at once; the overlay's own page links stay
 * in it. All of them replace the overlay's one history entry, so Back leaves the search.
 */
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { SearchView } from '../../../shared/loaders/search';
import { useApp, useT } from '../../app/context';
import { backOf, staysInOverlay } from '../../app/search-overlay';
import { wrapFocus } from '../../components/dialog/focus';
import { searchPath, searchText } from '../../components/header/search';
import { Link, useLocalizedPath } from '../../components/link/Link';
import { SearchResults } from './results-island';
import './search.css';

const DEBOUNCE_MS = 300;
const GUARD = 'data-search-guard';

/** The overlay's state and behaviour: the field's text, its searches, closing, its own links. */
function useSearchOverlay(view: SearchView) {
  const { navigate } = useApp();
  const [text, setText] = useState(view.text);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  useOpenFocus(inputRef);

  // A pause in typing runs the search, in the overlay's own history entry.
  useEffect(() => {
    if (!typed.current || text.trim() === view.text) return;
    const timer = setTimeout(() => navigate(searchPath(text), { replace: true }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, view.text, navigate]);

  // Another page of results starts at its top. (Braces: scrollTo returns a promise in newer
  // Chromium, and an effect must return nothing or its cleanup.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page or the text changes
  useEffect(() => {
    rootRef.current?.scrollTo(0, 0);
  }, [view.page, view.text]);

  const close = () => (backOf(history.state) ? history.back() : navigate('/'));
  return {
    text,
    rootRef,
    inputRef,
    close,
    type(value: string) {
      typed.current = true;
      // The field's 27 characters counted in code points (search.ts), not maxlength's UTF-16 units.
      setText(searchText(value));
    },
    submit(e: FormEvent) {
      e.preventDefault();
      if (text.trim()) navigate(searchPath(text), { replace: true });
    },
    onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'Escape') return;
      // Not the search field's own Escape (it would clear the text and search for nothing).
      e.preventDefault();
      close();
    },
    onClick(e: MouseEvent) {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || !staysInOverlay(url.pathname)) return;
      e.preventDefault();
      navigate(url.pathname, { replace: true });
    },
  };
}

export function SearchPage({ view }: { view: SearchView }) {
  const t = useT();
  const localize = useLocalizedPath();
  const { text, rootRef, inputRef, close, type, submit, onKeyDown, onClick } = useSearchOverlay(view);
  return (
    <div
      ref={rootRef}
      className="search-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-page-title"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <FocusGuard edge="start" root={rootRef} />
      <div className="search-page container">
        <div className="search-page__bar">
          <h1 id="search-page-title" className="search-page__title">
            {t('search.label')}
          </h1>
          <Link
            className="search-page__close"
            href="/"
            aria-label={t('search.close')}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the landmark is the form itself, so it still submits without JavaScript; <search> would wrap it in one more element */}
        <form
          className="search-page__form"
          role="search"
          aria-labelledby="search-page-title"
          action={localize('/search')}
          onSubmit={submit}
        >
          <label className="visually-hidden" htmlFor="search-page-input">
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="q"
            value={text}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            onChange={(e) => type(e.target.value)}
          />
          <button type="submit" className="button search-page__submit">
            {t('search.submit')}
          </button>
        </form>
        <SearchResults view={view} />
      </div>
      <FocusGuard edge="end" root={rootRef} />
    </div>
  );
}

/**
 * The field takes focus when the search opens; when it closes, focus goes back to what had it
 * before (the header's search), once the page under it is no longer inert.
 */
function useOpenFocus(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if ((active && active !== document.body) || !opener?.isConnected || opener.closest('[inert]')) return;
        opener.focus();
      });
    };
  }, [input]);
}

/** An empty Tab stop at one edge of the overlay that wraps focus round to the other edge. */
function FocusGuard({ edge, root }: { edge: 'start' | 'end'; root: React.RefObject<HTMLDivElement | null> }) {
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (root.current) wrapFocus(root.current, GUARD, edge, event.relatedTarget);
  };
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a guard must be a Tab stop to catch focus at the overlay's edge.
  // biome-ignore lint/a11y/noStaticElementInteractions: it has no content or role; focus leaves it at once.
  return <span className="dialog__guard" tabIndex={0} data-search-guard="" onFocus={onFocus} />;
}
