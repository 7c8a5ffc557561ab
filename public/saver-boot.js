// The data saver's starter (issue 28, worker/render/page.tsx): the page is complete HTML and CSS,
// so the app's JavaScript (data-entry on this tag) loads only when the visitor first taps, types
// or moves focus. A tapped button is pressed again once the app has hydrated it (React has put its
// props on the element). Links and forms work without it, as plain HTML.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
let started = false;
let loaded = false;
let pressed = null;

function start() {
  if (started || !entry) return;
  started = true;
  for (const name of EVENTS) removeEventListener(name, start, true);
  import(entry).then(
    () => {
      loaded = true;
      if (pressed) pressWhenHydrated(pressed, 0);
    },
    (error) => console.error('the page could not load its script', error),
  );
}

/** Presses `button` once React has hydrated it: checked each frame, for at most 10 s. */
function pressWhenHydrated(button, tries) {
  if (Object.keys(button).some((key) => key.startsWith('__reactProps'))) return button.click();
  if (tries < 600 && button.isConnected) requestAnimationFrame(() => pressWhenHydrated(button, tries + 1));
}

// A button's click before the app is there would do nothing: keep it for the app.
addEventListener(
  'click',
  (event) => {
    if (loaded || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
    start();
  },
  true,
);
for (const name of EVENTS) addEventListener(name, start, { capture: true, passive: true });
