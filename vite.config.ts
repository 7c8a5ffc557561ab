/**
 * The browser bundle: client/entry.tsx → public/build/, with a manifest the worker reads to
 * write the page's script and stylesheet tags. Production React, small chunks split per
 * on-demand feature (audio, search, video load with dynamic import).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { pageStyles } from './scripts/vite/page-styles';
import { stringsParts } from './scripts/vite/strings-parts';

const ENTRY = fileURLToPath(new URL('./client/entry.tsx', import.meta.url));
/** The Shahmukhi readings' stylesheet (issue 30): an entry of its own, kept out of the shell's chunk. */
const SHAHMUKHI_CSS = fileURLToPath(new URL('./client/styles/shahmukhi.css', import.meta.url));
const SERVER_STRINGS = fileURLToPath(new URL('./shared/i18n/tables.ts', import.meta.url));
const FORMS = /[\\/]client[\\/]forms[\\/]/;
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

export default defineConfig({
  base: '/build/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  plugins: [oneLanguageStrings(), stringsParts(), pageStyles()],
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // The Shahmukhi readings' stylesheet (issue 30) is an entry of its own: only those pages link it.
      input: ['client/entry.tsx', SHAHMUKHI_CSS],
      // Everything the entry imports statically (React, the shell, the router) in one chunk: the
      // bundler otherwise cuts it into ~15 small chunks wherever a screen or a part shares a module,
      // and each costs its own import and export lists and its own gzip window (4 KiB gzip in all).
      // The entry module stays out: it awaits the screen's chunk at its top level, and that chunk
      // imports the shell, so an entry inside the shell would wait for itself and never hydrate.
      output: {
        // Chunks named by their hash (after a 'c', so no file name starts with '-'): a chunk's file name is written into every import of
        // it and every preload list (__vite__mapDeps) that names it, so 'Carousel-' or
        // 'script-lang-' cost bytes on every page. The build manifest still maps sources to files.
        chunkFileNames: 'assets/c[hash].js',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id: string) => id !== ENTRY && id !== SHAHMUKHI_CSS },
            // The one form flow (client/forms/) in one chunk: the contact page and the footer's
            // forms each need all of it, and six small chunks cost their own import lists and
            // gzip windows (0.5 KiB gzip on the contact page).
            { name: 'forms', test: (id: string) => FORMS.test(id) },
          ],
        },
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
});
