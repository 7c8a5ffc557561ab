/**
 * Where the reader was on each history entry, so Back and Forward return them there. Each entry
 * the router creates carries a key in `history.state`; positions are kept per key in
 * sessionStorage, so they also survive a reload or a full page load in the same tab.
 */

const STORAGE_KEY = 'scroll-positions';
/** Enough for a long browsing session; the oldest positions are dropped first. */
const MAX_ENTRIES = 50;

/** The key `history.state` carries for this entry, if the router made it. */
export function entryKey(state: unknown): string | null {
  if (state && typeof state === 'object' && 'key' in state && typeof state.key === 'string') return state.key;
  return null;
}

/** A fresh key for a new history entry. */
export const newEntryKey = (): string => Math.random().toString(36).slice(2, 10);

export interface ScrollMemory {
  save(key: string, y: number): void;
  get(key: string): number | undefined;
}

/** Positions by entry key over a string store (sessionStorage in the browser); bounded, never throws. */
export function createScrollMemory(store: Pick<Storage, 'getItem' | 'setItem'> | null): ScrollMemory {
  let positions: [string, number][] = [];
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(parsed)) {
      positions = parsed.filter(
        (p): p is [string, number] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'number',
      );
    }
  } catch {
    // A damaged entry only costs the remembered positions.
  }
  return {
    save(key, y) {
      const entry: [string, number] = [key, Math.max(0, Math.round(y))];
      positions = [...positions.filter(([k]) => k !== key), entry].slice(-MAX_ENTRIES);
      try {
        store?.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled (private mode): positions still work for this page's lifetime.
      }
    },
    get: (key) => positions.find(([k]) => k === key)?.[1],
  };
}
