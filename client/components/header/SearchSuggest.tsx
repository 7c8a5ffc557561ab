/**
 * What the header field loads on its first focus, so the entry chunk carries none of it: the clear
 * button (shown only once something is typed) and the instant suggestions (issue 15).
 * The suggestions make the field an ARIA combobox (role, aria-expanded, aria-controls,
 * aria-activedescendant) by setting the input's attributes themselves, which keeps the field's
 * own markup unchanged for visitors who never focus it. Arrow keys move through the
 * options, Enter on an option opens it, Escape closes the list (a second Escape closes the field);
 * Enter with no option chosen is left to the form, which goes to the search page.
 */
import { type RefObject, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useApp, useT } from '../../app/context';
import { listKeyAction, nextActive, type Suggestion } from './suggest';
import { useSuggestions } from './use-suggestions';
import './search-suggest.css';

/** Empties the field and keeps focus in it. */
function SearchClear({
  input,
  setText,
}: {
  input: RefObject<HTMLInputElement | null>;
  setText: (text: string) => void;
}) {
  const t = useT();
  const clear = () => {
    setText('');
    input.current?.focus();
  };
  return (
    <button type="button" className="header-search__clear icon-button" aria-label={t('search.clear')} onClick={clear}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The field's open state, for its closing rules. */
interface FieldProps {
  /** The field's input, which becomes the combobox (its form is the field). */
  input: RefObject<HTMLInputElement | null>;
  /** The bar field is open (never true in the drawer, which is always open). */
  expanded: boolean;
  /** Closes the bar field and gives focus back to its icon. */
  close: () => void;
  setExpanded: (expanded: boolean) => void;
}

export interface SearchSuggestProps extends FieldProps {
  text: string;
  setText: (text: string) => void;
  /** Opens a suggestion: the field closes and the app navigates. */
  onChoose: (href: string) => void;
}

/**
 * The open bar field's closing rules (spec §2: it closes on an outside click): a pointer down
 * outside it or Tab out of it closes it where the visitor is; Escape closes it and gives focus back
 * to the icon. Native listeners, so an Escape the suggestions' list used (stopped at the input)
 * never reaches them. Only while the bar field is open: in the drawer, Escape is the drawer's.
 */
function useFieldCloser({ input, expanded, close, setExpanded }: FieldProps) {
  useEffect(() => {
    const form = input.current?.form;
    if (!form || !expanded) return;
    const outside = (node: unknown) => node instanceof Node && !form.contains(node);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setExpanded(false);
    };
    // A null relatedTarget (a click on something that takes no focus, as Safari's buttons do) is
    // left to the pointer rule.
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) setExpanded(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('keydown', onKeyDown);
    };
  }, [input, expanded, close, setExpanded]);
}

/**
 * The input as an ARIA combobox while the suggestions are loaded: its role and list, then whether
 * the list shows and which option is active. The attributes go when the suggestions unmount.
 */
function useCombobox(input: RefObject<HTMLInputElement | null>, listId: string, shown: boolean, active: number) {
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-autocomplete', 'list');
    el.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'])
        el.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) el.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else el.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, active]);
}

/**
 * The list's state: open or closed by Escape, and the active option, moved by the arrow keys
 * (listKeyAction). New text (or new answers) opens the list again with nothing chosen.
 */
function useSuggestList(
  input: RefObject<HTMLInputElement | null>,
  text: string,
  items: Suggestion[],
  onChoose: (href: string) => void,
) {
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const shown = open && items.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new text and each new answer
  useEffect(() => {
    setOpen(true);
    setActive(-1);
  }, [text, items]);

  // A native listener on the input runs before React's handlers on the form, so an Escape that
  // closes the list stops there and does not also close the field.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = listKeyAction(event.key, items.length, shown, active);
      if (!action) return;
      // Keeps the form from submitting (Enter on an option opens the option) and the page from scrolling.
      event.preventDefault();
      if (action === 'move') {
        setOpen(true);
        setActive((a) => nextActive(shown ? a : -1, items.length, event.key as 'ArrowDown' | 'ArrowUp'));
      } else if (action === 'choose') {
        const chosen = items[active];
        if (chosen) onChoose(chosen.href);
      } else {
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [input, items, shown, active, onChoose]);
  return { shown, active };
}

export function SearchSuggest({ text, setText, onChoose, ...field }: SearchSuggestProps) {
  const { input } = field;
  useFieldCloser(field);
  const { lang, settings } = useApp();
  const t = useT();
  const listId = `${useId()}suggest`;
  const items = useSuggestions(text, lang, settings);
  const { shown, active } = useSuggestList(input, text, items, onChoose);
  useCombobox(input, listId, shown, active);
  const optionId = (i: number) => `${listId}-${i}`;

  const box = input.current?.parentElement;
  return (
    <>
      {/* The clear button sits in the input's box, beside the input, as the field drew it before. */}
      {text && box && createPortal(<SearchClear input={input} setText={setText} />, box)}
      <div id={listId} className="search-suggest" role="listbox" aria-label={t('search.label')} hidden={!shown}>
        {items.map((item, i) => (
          // Focus stays in the input, as the combobox pattern wants (tabIndex -1: never tabbed to);
          // pointer users click an option, keyboard users reach it with the arrows from the input.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes through the input's keydown above
          <div
            key={item.key}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="search-suggest__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item.href)}
          >
            {item.title}
          </div>
        ))}
      </div>
    </>
  );
}
