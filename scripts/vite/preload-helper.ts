/**
 * Our own preload step for the bundle's dynamic imports (client/app/chunk-preload.ts), in place of
 * Vite's `__vitePreload` (issue 29: the bundler's glue was 2.6–3.3 KiB gzip of every page's first
 * chunk, its helper ~1.3 KiB of it). Vite wraps each literal `import()` of the client build as
 * `__vitePreload(() => import('…'), deps)` and takes the helper from the module
 * `\0vite/preload-helper.js`; this plugin answers that module first. Ours does what the site
 * needs of it: link a chunk's stylesheets and wait for them (a screen never shows unstyled after a
 * navigation), start its other modules. Left out: the CSP nonce (the site's CSP has none),
 * `import.meta.resolve` (`base` is an absolute path), the `vite:preloadError` event (nothing
 * listens: a failed import rejects, and client/app/nav-failure.ts reads it).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's import analysis names in every chunk with a dynamic import. */
export const HELPER_ID = '\0vite/preload-helper.js';
const SOURCE = fileURLToPath(new URL('../../client/app/chunk-preload.ts', import.meta.url));

/**
 * The helper module's code: `__vitePreload(load, deps)` with the build's `base` (Vite lists deps
 * relative to it: `assets/c….js`).
 */
export const helperModule = (base: string, source = SOURCE): string =>
  `import { preloadDeps } from ${JSON.stringify(source)};\n` +
  `export const __vitePreload = (load, deps) => preloadDeps(load, deps, ${JSON.stringify(base)});\n`;

/** The plugin: the client build's preload helper is client/app/chunk-preload.ts. */
export function preloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'preload-helper',
    // Before Vite's own plugins, which would answer the module with their helper.
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === HELPER_ID ? HELPER_ID : null),
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === HELPER_ID ? helperModule(base) : null),
    },
  };
}
