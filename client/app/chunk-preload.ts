/**
 * What runs before a dynamic import whose chunk needs other files: the bundler's preload step,
 * ours in place of Vite's `__vitePreload` (scripts/vite/preload-helper.ts puts it there; ~0.3 KiB
 * of gzip where Vite's was ~1.3, in every page's first chunk). It matters on a navigation: the
 * router's chunk imports the next screen (client/app/screen-table.ts), whose stylesheets must be in
 * before it shows. Files the head lists are never linked twice, the page's one sheet's parts
 * included (listed `disabled`: worker/render/head.ts).
 */

/** Each file linked so far by href, with what to wait for: a stylesheet's load, or nothing. */
const linked = new Map<string, Promise<void> | undefined>();

/** Module preloads not added yet, one per task (`link`). */
const waiting: HTMLLinkElement[] = [];

function addNext(): void {
  const element = waiting.shift();
  if (element) document.head.appendChild(element);
  if (waiting.length) setTimeout(addNext, 0);
}

function addLater(element: HTMLLinkElement): void {
  waiting.push(element);
  if (waiting.length === 1) setTimeout(addNext, 0);
}

/**
 * Links one file the document does not link yet: a stylesheet, awaited so the screen it styles
 * never shows unstyled, or a module preload, not awaited (the import fetches it anyway, this
 * only starts it beside the chunk). A module preload is added in a task of its own: adding one
 * starts its fetch inside `appendChild`, 1–3 ms real apiece under Lighthouse, and a part's or the
 * router's import adds five to eleven (14 ms in one task on the show page after hydration).
 */
function link(href: string): Promise<void> | undefined {
  if (linked.has(href)) return linked.get(href);
  let loaded: Promise<void> | undefined;
  // The head lists the page's own files (worker/render/head.ts), those its one sheet holds too.
  if (!document.querySelector(`link[href="${href}"]`)) {
    const element = document.createElement('link');
    const css = href.endsWith('.css');
    element.rel = css ? 'stylesheet' : 'modulepreload';
    element.href = href;
    if (!css) addLater(element);
    else {
      loaded = new Promise((resolve, reject) => {
        element.onload = () => resolve();
        element.onerror = () => {
          // Forgotten, so the next try links it again.
          element.remove();
          linked.delete(href);
          // Worded as Vite's, which client/app/nav-failure.ts reads as a chunk that failed.
          reject(new Error(`Unable to preload CSS for ${href}`));
        };
      });
      document.head.appendChild(element);
    }
  }
  linked.set(href, loaded);
  return loaded;
}

/**
 * Loads a dynamic import once the stylesheets it needs are in, its other modules started beside
 * it. `deps`: the files the bundler listed, relative to `base`.
 */
export function preloadDeps<T>(load: () => Promise<T>, deps: readonly string[] | undefined, base: string): Promise<T> {
  return deps?.length ? Promise.all(deps.map((dep) => link(base + dep))).then(load) : load();
}
