/**
 * The newsletter popup's rules (spec document 1 §4, §9), with no React and no browser globals:
 * the storage and the clock are passed in, so the rules are tested with fakes.
 *
 * - It opens 10 seconds after load, if the home data's showPopup is on.
 * - It is suppressed once the saved state says subscribed, or after 5 closes.
 * - Closing by the overlay or 'NO THANKS' adds one to the count; a subscription marks it subscribed.
 * - The state lives under `showSubscribePopup` as `{ subscribed, timesToShow }`.
 *
 * Storage may be missing (private modes, blocked cookies: even reading `localStorage` can throw),
 * full, or hold anything at all (an old version, another script, a hand edit). None of that may
 * break the page: a value that cannot be read counts as the fresh state, and a write that fails
 * is dropped (the popup then behaves as for a first visit, which is the harmless side).
 */

/** The browser storage key (spec §4). */
export const POPUP_STORAGE_KEY = 'showSubscribePopup';
/** Popup delay 10000 ms (spec §9). */
export const POPUP_DELAY_MS = 10_000;
/** Maximum 5 showings (spec §9). */
export const POPUP_MAX_SHOWINGS = 5;

export interface PopupState {
  subscribed: boolean;
  /** How many times the visitor has closed it (the spec's "shown count"). */
  timesToShow: number;
}

/** The part of `Storage` the rules use. */
export type PopupStorage = Pick<Storage, 'getItem' | 'setItem'>;

const FRESH: PopupState = { subscribed: false, timesToShow: 0 };

/** The saved state; anything missing, unreadable or of the wrong type reads as fresh. */
export function readPopupState(storage: PopupStorage | null): PopupState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(POPUP_STORAGE_KEY) ?? null;
  } catch {
    return { ...FRESH };
  }
  if (raw === null) return { ...FRESH };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...FRESH };
  }
  if (typeof value !== 'object' || value === null) return { ...FRESH };
  const { subscribed, timesToShow } = value as Record<string, unknown>;
  return {
    subscribed: subscribed === true,
    timesToShow:
      typeof timesToShow === 'number' && Number.isFinite(timesToShow) && timesToShow > 0 ? Math.floor(timesToShow) : 0,
  };
}

/** Saves the state; a storage that refuses (missing, full, blocked) is ignored. */
export function writePopupState(storage: PopupStorage | null, state: PopupState): void {
  try {
    storage?.setItem(POPUP_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Nothing to do: the page goes on without remembering.
  }
}

/** Whether the saved state still allows the popup (the showPopup flag aside). */
export const mayShow = (state: PopupState): boolean => !state.subscribed && state.timesToShow < POPUP_MAX_SHOWINGS;

/** After a close by the overlay, Escape or 'NO THANKS'. */
export const afterClose = (state: PopupState): PopupState => ({ ...state, timesToShow: state.timesToShow + 1 });

/** After a successful subscription. */
export const afterSubscribe = (state: PopupState): PopupState => ({ ...state, subscribed: true });

/** The clock the schedule runs on: the browser's timers, or a fake in tests. */
export interface PopupClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PopupSchedule {
  storage: PopupStorage | null;
  clock: PopupClock;
  /** The home data's showPopup, asked only when the delay is over and the state allows it. */
  showPopup(): Promise<boolean>;
  open(): void;
}

/**
 * Opens the popup POPUP_DELAY_MS after it is called if the rules allow, and returns a cancel
 * function. The state is read again when the delay ends (another tab may have subscribed), and
 * the flag is asked only then, so a visitor who subscribed or leaves within ten seconds costs no
 * request. A flag that cannot be read means no popup.
 */
export function schedulePopup({ storage, clock, showPopup, open }: PopupSchedule): () => void {
  let cancelled = false;
  if (!mayShow(readPopupState(storage))) return () => {};
  const handle = clock.setTimeout(() => {
    if (cancelled || !mayShow(readPopupState(storage))) return;
    showPopup().then(
      (on) => {
        if (on && !cancelled && mayShow(readPopupState(storage))) open();
      },
      () => {},
    );
  }, POPUP_DELAY_MS);
  return () => {
    cancelled = true;
    clock.clearTimeout(handle);
  };
}

/** The page's localStorage, or null where even touching it throws. */
export function browserStorage(): PopupStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Saves "subscribed" on top of whatever else is saved. */
export function rememberSubscribed(storage: PopupStorage | null): void {
  writePopupState(storage, afterSubscribe(readPopupState(storage)));
}
