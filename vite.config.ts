/**
 * The browser bundle: client/entry.tsx → public/build/, with a manifest the worker reads to
 * write the page's script and stylesheet tags. Production React, small chunks split per
 * on-demand feature (audio, search, video load with dynamic import).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { islandPreloads } from './scripts/vite/island-preloads';
import { pageStyles } from './scripts/vite/page-styles';
import { preloadHelper } from './scripts/vite/preload-helper';
import { partChunksPlugin } from './scripts/vite/part-chunks';
import { stringsParts } from './scripts/vite/strings-parts';

const ENTRY = fileURLToPath(new URL('./client/entry.tsx', import.meta.url));
/** The Shahmukhi readings' stylesheet (issue 30): an entry of its own, kept out of the shell's chunk. */
const SHAHMUKHI_CSS = fileURLToPath(new URL('./client/styles/shahmukhi.css', import.meta.url));
const SERVER_STRINGS = fileURLToPath(new URL('./shared/i18n/tables.ts', import.meta.url));
const FORMS = /[\\/]client[\\/]forms[\\/]/;
/**
 * Small modules most screens render that bring no stylesheet (a card's picture: 15 screens; the
 * script's language attribute: 13): 0.2–0.3 KiB gzip each as their own chunks, one request fewer
 * on each of those pages. A module with CSS stays out: its CSS would join every page's sheet
 * (scripts/vite/page-styles.ts joins the CSS of the chunks a page loads).
 */
const SCREENS_COMMON = /[\\/](components[\\/]cards[\\/]CardImage\.tsx|format[\\/]script-lang\.ts)$/;
const BROWSER_STRINGS = fileURLToPath(new URL('./client/app/strings.ts', import.meta.url));

/**
 * Both languages' strings stay out of the shell: wherever shared code imports the string tables
 * (shared/i18n/translate.ts), the browser gets client/app/strings.ts, which loads one language's
 * chunk at a time. The worker, tests and scripts keep the static tables.
 */
function oneLanguageStrings(): Plugin {
  return {
    name: 'one-language-strings',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SERVER_STRINGS ? BROWSER_STRINGS : null;
    },
  };
}

/** The bundler's own runtime helpers (dynamic import, CommonJS interop): needed by every page. */
const RUNTIME = /^\0?rolldown[\\/]runtime/;

/**
 * Records the entry's static import graph once the modules are parsed (`shell` reads it when the
 * chunks are made): the bundler's own `$initial` tag cannot be combined with other modules in
 * one group, and two groups of one name make two chunks.
 */
function entryGraph(into: Set<string>): Plugin {
  return {
    name: 'entry-graph',
    buildEnd() {
      into.clear();
      const stack = [ENTRY];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (into.has(id)) continue;
        into.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const initial = new Set<string>();
/** The one chunk every page starts with: the entry's graph, the runtime and the screens' common parts. */
const inShell = (id: string): boolean => initial.has(id) || RUNTIME.test(id) || SCREENS_COMMON.test(id);

/** Each part module's chunk: one per island module, with what only its parts need (scripts/vite/part-chunks.ts). */
const partChunkOf = new Map<string, string>();

/** The parts' chunks start without the preload helper's head links (their tasks were the longest after first paint). */
const islands = islandPreloads();

export default defineConfig({
  base: '/build/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  // preloadHelper: our dynamic-import preload step in place of Vite's (client/app/chunk-preload.ts).
  plugins: [
    preloadHelper(),
    oneLanguageStrings(),
    stringsParts(),
    pageStyles(),
    entryGraph(initial),
    partChunksPlugin(ENTRY, partChunkOf),
    islands.plugin,
  ],
  build: {
    modulePreload: { resolveDependencies: islands.resolveDependencies },
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // The Shahmukhi readings' stylesheet (issue 30) is an entry of its own: only those pages link it.
      input: ['client/entry.tsx', SHAHMUKHI_CSS],
      // The entry and everything it imports statically (React, the shell, the router) in one
      // chunk, with the small parts most screens render: each file a page starts with is a round
      // trip before its first paint (docs/lcp-2026-11-28.md), so a page loads this chunk, its
      // screen's, at most one or two of larger parts a few screens share, and its strings.
      output: {
        // Chunks named by their hash (after a 'c', so no file name starts with '-'): a chunk's file name is written into every import of
        // it and every preload list (__vite__mapDeps) that names it, so 'Carousel-' or
        // 'script-lang-' cost bytes on every page. The build manifest still maps sources to files.
        chunkFileNames: 'assets/c[hash].js',
        codeSplitting: {
          groups: [
            { name: 'shell', test: inShell },
            // The one form flow (client/forms/) in one chunk: the contact page and the footer's
            // forms each need all of it, and six small chunks cost their own import lists and
            // gzip windows (0.5 KiB gzip on the contact page).
            { name: 'forms', test: (id: string) => FORMS.test(id) },
            // Exactly these modules: their imports are other chunks', none of which imports back
            // (scripts/vite/part-chunks.ts), so no page's first download grows.
            {
              name: (id: string) => partChunkOf.get(id) ?? null,
              debugName: 'part-chunks',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
