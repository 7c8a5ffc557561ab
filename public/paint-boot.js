// Paint first (issue 29, worker/render/page.tsx): the page's modules are asked for only after the
// browser has drawn the server's HTML, so the first paint and the largest picture never share the
// network or the main thread with the app's JavaScript (a simulated phone counted every module
// requested before the observed first paint in its first-paint and LCP estimates). The modules the
// page needs (data-preloads) are linked, then the entry imported, in a task after the first paint is
// reported and the first screen's lead pictures are in (below).
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

// When: once the browser reports the first contentful paint, and the first screen's lead pictures
// (fetchpriority=high, the page's LCP) are in. A frame is produced before it is shown: started from
// the frame's own callback, the modules were sometimes asked for before the reported paint, and the
// simulated phone then counted the entry's download in its first paint (FCP 1.03 or 1.49 s, LCP
// 1.09 or 1.96 s, from one run to the next). Waiting for the lead picture keeps the network for it.
// Never later than LATEST ms after the paint (a slow picture does not hold the page's behaviour),
// and a hidden tab, which paints nothing, starts at once.
const LATEST = 2500;
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  setTimeout(start, 0);
};

function painted() {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => resolve());
      return;
    }
    // The observer's own entries (buffered: a paint already reported comes at once), not
    // performance.getEntriesByName: a page whose clock is replaced (tests, some extensions) may
    // have a performance object that lists nothing.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function leadPictures() {
  const pending = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
  return Promise.all(
    pending.map((img) => new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    })),
  );
}

if (document.visibilityState === 'hidden') start();
else {
  // A page that never reports a paint (none should) still gets its behaviour.
  setTimeout(startOnce, 2 * LATEST);
  painted().then(() => {
    setTimeout(startOnce, LATEST);
    leadPictures().then(() => requestAnimationFrame(startOnce));
  });
}
