/**
 * One stylesheet per page type (issue 14: a page loaded 4–5 render-blocking stylesheets). The
 * build joins the shell's CSS and a screen's CSS, in the order the head used to list them, into
 * one content-hashed file per screen, and writes `page-styles.json` (screen source → the file and
 * the files it joined) for the worker's head (worker/render/assets.ts). Later navigations still
 * add a screen's own CSS files, through the dynamic imports' preload step (client/app/chunk-preload.ts),
 * except those the page's sheet holds (the head lists them `disabled`, which it counts as present).
 */
import type { Plugin } from 'vite';

/** What the pure step reads of a built chunk: its static imports and its own CSS files. */
export interface StyledChunk {
  imports: readonly string[];
  css: readonly string[];
}

/**
 * The CSS files of `root` and its static imports, a chunk's own files before its imports', each
 * once: the order worker/render/assets.ts listed them in, so the cascade is unchanged.
 */
export function stylesOf(chunks: ReadonlyMap<string, StyledChunk>, root: string, into: string[] = []): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const css of chunk.css) if (!into.includes(css)) into.push(css);
    chunk.imports.forEach(visit);
  };
  visit(root);
  return into;
}

/** A screen module (client/pages/…/XPage.tsx), by its path from the project root. */
const SCREEN = /(client\/pages\/.+Page\.tsx)$/;

/** The plugin: emits `assets/page-[hash].css` per screen and `page-styles.json`. */
export function pageStyles(): Plugin {
  return {
    name: 'page-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, StyledChunk>();
      let entry: string | null = null;
      const screens: [string, string][] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.set(out.fileName, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
        // The app's entry; the other entry is the Shahmukhi readings' stylesheet (issue 30), no page's.
        if (out.isEntry && out.facadeModuleId?.endsWith('client/entry.tsx')) entry = out.fileName;
        const screen = out.isDynamicEntry ? out.facadeModuleId?.match(SCREEN)?.[1] : undefined;
        if (screen) screens.push([screen, out.fileName]);
      }
      if (!entry) return;
      const cssText = (file: string): string => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') throw new Error(`page-styles: ${file} is not a built stylesheet`);
        return String(asset.source).trim();
      };
      const shell = stylesOf(chunks, entry);
      const map: Record<string, { sheet: string; parts: string[] }> = {};
      for (const [screen, file] of screens) {
        const files = stylesOf(chunks, file, [...shell]);
        const ref = this.emitFile({ type: 'asset', name: 'page.css', source: files.map(cssText).join('\n') });
        map[screen] = { sheet: this.getFileName(ref), parts: files };
      }
      this.emitFile({ type: 'asset', fileName: 'page-styles.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
