/**
 * Resolves once the browser has painted the server's HTML (issue 29, docs/lcp-2026-11-28.md): the
 * entry's module scripts are usually fetched before the document is parsed, and Chrome then runs
 * the page state's parse and the start of hydration before its first paint, so the first screen
 * (already complete in the HTML) waited for that work: the render delay of LCP. A frame's callback
 * runs just before the paint, a task queued from it runs after. A hidden tab has no frames until
 * it is shown: it starts at once, as before.
 */
export interface PaintClock {
  hidden(): boolean;
  frame(run: () => void): void;
  task(run: () => void): void;
}

const browserClock: PaintClock = {
  hidden: () => document.visibilityState === 'hidden',
  frame: (run) => requestAnimationFrame(() => run()),
  task: (run) => setTimeout(run, 0),
};

export function afterFirstPaint(clock: PaintClock = browserClock): Promise<void> {
  return new Promise((resolve) => {
    if (clock.hidden()) resolve();
    else clock.frame(() => clock.task(resolve));
  });
}
