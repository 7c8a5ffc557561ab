/**
 * A press on a part before its chunk is in (client/app/island.tsx) would be lost: React tries to
 * hydrate the part at once, cannot while its code is still on the way, and stops the event
 * (react-dom's dispatchEvent: a blocked discrete event is not replayed). This keeps the last such
 * press and repeats it when a part has hydrated (the header's menu button pressed on a slow
 * phone: the drawer opens once the header's code is in; tests/e2e/parts-early.spec.ts).
 *
 * Only buttons that are `type="button"`: a link or a submit button does its own work without
 * JavaScript, so its press was not lost. A press React handled reaches the document, and is
 * forgotten there; one it stopped never does. So no click handler of the site stops a click from
 * reaching the document: it would look like a dropped press and be repeated.
 */

/** What a press needs of its button: to be pressed again, and whether it is still on the page. */
interface Pressable {
  readonly isConnected: boolean;
  click(): void;
}

/** The last press that did not reach the document, if any. */
export interface PressMemory {
  /** A button was pressed (the capturing listener, before React). */
  pressed(button: Pressable | null): void;
  /** The press reached the document: it was handled. */
  reached(): void;
  /** Presses the kept button again, once (a part has hydrated); one still stopped is kept again. */
  repeat(): void;
  /** Whether a press is kept: nearly always not, and then a hydrated part schedules nothing. */
  holds(): boolean;
}

export function pressMemory(): PressMemory {
  let kept: Pressable | null = null;
  return {
    pressed(button) {
      kept = button;
    },
    reached() {
      kept = null;
    },
    repeat() {
      const button = kept;
      kept = null;
      if (button?.isConnected) button.click();
    },
    holds() {
      return kept !== null;
    },
  };
}

const memory = pressMemory();

/** The button a press landed on, when it is one whose press would need JavaScript. */
function buttonOf(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>('button[type="button"]') : null;
}

/** The mark public/paint-boot.js puts on a button pressed before the app was in. */
const EARLY = 'data-pressed-early';

/**
 * Watches `doc` for presses React stopped; before hydration, so none is missed. A press from
 * before the app started (marked by the page's starter) is taken as one: its mark goes before
 * hydration, which would otherwise find an attribute the server did not write.
 */
export function watchEarlyPresses(doc: Document): void {
  const early = doc.querySelector<HTMLButtonElement>(`[${EARLY}]`);
  if (early) {
    early.removeAttribute(EARLY);
    memory.pressed(early);
  }
  doc.addEventListener('click', (event) => memory.pressed(buttonOf(event.target)), true);
  doc.addEventListener('click', () => memory.reached());
}

/**
 * A part has hydrated: presses a button React stopped before, after this task (not inside React's
 * commit). Only when one is kept: every part runs this, and a timer set from inside React's commit
 * costs ~0.5-1 ms under Lighthouse's trace (it records the timer's deep stack), 17 ms over the
 * article's parts, most of it inside hydration's longest tasks.
 */
export function repeatEarlyPress(): void {
  if (memory.holds()) setTimeout(() => memory.repeat(), 0);
}
