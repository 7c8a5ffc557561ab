/**
 * The cache modules' clock: `Date.now()` in the worker and in its tests (fake timers move it). The
 * simulator (`npm run sim`, scripts/sim/) runs a day in simulated time through these same modules
 * and sets its own clock here; nothing in the worker ever calls `setClock`.
 */
let clock: () => number = () => Date.now();

/** Epoch milliseconds, as the cache modules see them. */
export const now = (): number => clock();

/** Sets the clock the cache modules read; without an argument, `Date.now()` again. */
export function setClock(next: () => number = () => Date.now()): void {
  clock = next;
}
