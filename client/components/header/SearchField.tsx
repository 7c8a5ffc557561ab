/**
 * The header's search (spec §2 "Site shell", §5): an icon that expands into a field. It opens and
 * focuses, clears and refocuses, closes on an outside click, closes when submitted blank, and
 * goes to /search/{text} when submitted with a term. The drawer variant is the same field,
 * always open (the drawer itself is what opens and closes).
 */
import {
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useApp, useT } from '../../app/context';
import type { Held } from '../../app/part-props';
import { useLocalizedPath } from '../link/Link';
import { searchFieldClass, searchTarget, searchText } from './search';

/**
 * Loaded on the field's first focus, never with the page (opening the bar field focuses it): the
 * instant suggestions (issue 15), the clear button (shown only once something is typed) and the
 * open field's closing rules (outside click, Tab out, Escape).
 */
type FocusParts = typeof import('./SearchSuggest');

export interface SearchFieldProps {
  variant?: 'bar' | 'drawer';
  /** Called after a term was submitted (the drawer closes itself with it). */
  onSubmitted?: Held<() => void>;
  className?: string;
  /** The search landmark's name, when the page has another search landmark (WCAG landmark-unique). */
  label?: string;
}

/**
 * Focus moves only after React has shown or hidden the field: an input still hidden by CSS cannot
 * take focus, and the opener button does not exist while the field is open. `focusNext` says
 * where focus goes the next time the field opens or closes.
 */
function useOpenFocus(open: boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'input' | 'opener' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the field opens or closes, once React has shown or hidden it
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'input') inputRef.current?.focus();
    if (next === 'opener') openerRef.current?.focus();
  }, [open]);
  return { inputRef, openerRef, focusNext };
}

export function SearchField({ variant = 'bar', onSubmitted, className, label }: SearchFieldProps) {
  const { navigate } = useApp();
  const localize = useLocalizedPath();
  const id = useId();
  const boxId = `${id}box`;
  const alwaysOpen = variant === 'drawer';
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [parts, setParts] = useState<FocusParts | null>(null);
  const open = alwaysOpen || expanded;
  const rootRef = useRef<HTMLFormElement>(null);
  const { inputRef, openerRef, focusNext } = useOpenFocus(open);

  const close = () => {
    if (alwaysOpen) return;
    // Hand focus back to the icon only if it was inside the field, never steal it from elsewhere.
    if (rootRef.current?.contains(document.activeElement)) focusNext.current = 'opener';
    setExpanded(false);
  };

  const openField = () => {
    focusNext.current = 'input';
    setExpanded(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(text);
    // Spec §5: a blank or whitespace-only term is not submitted; the bar field just closes.
    if (!target) {
      if (alwaysOpen) inputRef.current?.focus();
      else close();
      return;
    }
    go(target);
  };

  const go = (target: string) => {
    close();
    setText('');
    navigate(target);
    onSubmitted?.();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the landmark is the form itself, so it still submits without JavaScript; <search> would wrap it in one more element
    <form
      ref={rootRef}
      className={searchFieldClass(variant, open, className)}
      role="search"
      aria-label={label}
      action={localize('/search')}
      onSubmit={submit}
    >
      <SearchBox id={id} inputRef={inputRef} text={text} setText={setText} onParts={setParts} />
      {parts && open && (
        <parts.SearchSuggest
          input={inputRef}
          text={text}
          setText={setText}
          onChoose={go}
          expanded={expanded}
          close={close}
          setExpanded={setExpanded}
        />
      )}
      <SearchButton open={open} openerRef={openerRef} boxId={boxId} onOpen={openField} />
    </form>
  );
}

interface SearchBoxProps {
  /** The field's useId(): the box is `${id}box`, the input `${id}input`. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  setText: (text: string) => void;
  /** The parts loaded on the first focus (FocusParts). */
  onParts: Dispatch<SetStateAction<FocusParts | null>>;
}

/** The input in its box, with its label for screen readers. */
function SearchBox({ id, inputRef, text, setText, onParts }: SearchBoxProps) {
  const t = useT();
  const inputId = `${id}input`;
  return (
    <div className="header-search__box" id={`${id}box`}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="header-search__input"
        type="search"
        name="q"
        value={text}
        // The field's 27 characters counted in code points (search.ts), not maxlength's UTF-16 units.
        onChange={(event) => setText(searchText(event.target.value))}
        // A chunk that fails to load (offline) leaves the plain field.
        onFocus={() => import('./SearchSuggest').then(onParts, () => {})}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}

interface SearchButtonProps {
  open: boolean;
  openerRef: RefObject<HTMLButtonElement | null>;
  /** The box the opener shows. */
  boxId: string;
  onOpen: () => void;
}

/**
 * Submit while the field is open, the opener while it is closed: two distinct buttons rather than
 * one whose type flips, as a button that became type=submit during its own click would submit the
 * form as it opens.
 */
function SearchButton({ open, openerRef, boxId, onOpen }: SearchButtonProps) {
  const t = useT();
  return open ? (
    <button key="submit" type="submit" className="header-search__button icon-button" aria-label={t('search.submit')}>
      <SearchIcon />
    </button>
  ) : (
    <button
      key="open"
      ref={openerRef}
      type="button"
      className="header-search__button icon-button"
      aria-label={t('search.open')}
      aria-expanded={false}
      aria-controls={boxId}
      onClick={onOpen}
    >
      <SearchIcon />
    </button>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
