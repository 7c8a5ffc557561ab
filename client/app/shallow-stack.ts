/**
 * Work that starts a timer, an idle callback, a request or a module download, run once the
 * JavaScript stack has unwound: in a microtask, so still in this task, before the browser does
 * anything else, but one frame deep instead of inside React's render or commit.
 *
 * Why (issue 29, Total Blocking Time): a trace with DevTools' timeline categories, which is how
 * Lighthouse measures a page, records the JavaScript stack of every timer, idle callback and
 * request, and that costs by the depth of the stack. From a React effect (30–45 frames deep in
 * the minified bundle) one call took 0.5–5 ms, and the first idle callback 27 ms, inside the
 * hydration tasks that Lighthouse counts four times slowed (docs/performance.md). A visitor's
 * browser records nothing and loses nothing by the move.
 */

/** Runs `setup` from a shallow stack; the returned cleanup cancels it, or undoes what it set up. */
export function fromShallowStack(setup: () => () => void): () => void {
  let live = true;
  let undo: (() => void) | undefined;
  queueMicrotask(() => {
    if (live) undo = setup();
  });
  return () => {
    live = false;
    undo?.();
  };
}

/** A promise settled from a shallow stack: `.then` work after it runs one frame deep. */
export const shallowStack = (): Promise<void> => Promise.resolve();

/**
 * Runs `run` once, when the browser is first idle (within 5 s; a 2 s timer where the browser has
 * no idle callback), asked for from a shallow stack. Returns its cancel.
 */
export function whenIdle(run: () => void): () => void {
  return fromShallowStack(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 2000);
    return () => clearTimeout(id);
  });
}
