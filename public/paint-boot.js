// Paint first (issue 29, worker/render/page.tsx): the page's modules are asked for only after the
// browser has drawn the server's HTML, so the first paint and the largest picture never share the
// network or the main thread with the app's JavaScript (a simulated phone counted every module
// requested before the observed first paint in its first-paint and LCP estimates). The modules the
// page needs (data-preloads) are linked, then the entry imported, in a task after the first frame.
const tag = document.querySelector('script[data-entry][data-preloads]');
const entry = tag?.getAttribute('data-entry');
const preloads = (tag?.getAttribute('data-preloads') ?? '').split(' ').filter(Boolean);

// A press on a button before the app is in would do nothing: the button is marked, and the app
// takes the mark when it starts and presses the button again once it has hydrated it
// (client/app/early-press.ts). Links and form submits work as plain HTML.
const EARLY = 'data-pressed-early';
function onClick(event) {
  for (const marked of document.querySelectorAll(`[${EARLY}]`)) marked.removeAttribute(EARLY);
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (button) button.setAttribute(EARLY, '');
}
addEventListener('click', onClick, true);

// One link per task: each append is a request and a style pass for the browser (in one task, the
// links and the import were a 10-37 ms task in traced loads of the article).
function linkNext() {
  const href = preloads.shift();
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
  setTimeout(linkNext, 0);
}

function start() {
  if (!entry) return;
  import(entry).then(
    () => removeEventListener('click', onClick, true),
    (error) => console.error('the page could not load its script', error),
  );
  setTimeout(linkNext, 0);
}

// A frame's callback runs before that frame is painted; the task it queues runs after. A hidden
// tab draws no frames: it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
