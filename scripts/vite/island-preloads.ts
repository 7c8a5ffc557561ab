/**
 * The parts that hydrate from their own chunks after the page (the `*-island.ts` and
 * `shell-islands.ts` modules' dynamic imports: client/app/island.tsx) start their download without
 * the preload helper's module links (Vite's helper then, ours now: client/app/chunk-preload.ts).
 * The helper adds a `<link rel="modulepreload">` to the head for each chunk a dynamic import needs
 * that the page has not linked yet, all in the task that starts the import:
 * 1–3 ms real apiece under Lighthouse, 11 for the footer alone, so the parts' first tasks were the
 * longest after first paint on the show, episode, article and search pages (docs/tbt-2026-11-28.md).
 * Without them the browser fetches the part's chunk and then its imports itself, one round trip
 * later; nothing waits for a part (its server HTML stays until it hydrates, and a press on it is
 * repeated once it is in: client/app/early-press.ts). Screens, strings and every other dynamic import keep their preloads: the router
 * awaits those on a navigation.
 */
import type { Plugin } from 'vite';

/** A module that starts parts: `client/app/shell-islands.ts`, `client/media/media-islands.ts`, `…/share-island.ts`. */
export const ISLAND_MODULE = /[\\/][a-z-]*-islands?\.tsx?$/;

/** The modules the island modules import dynamically: the parts' own modules. */
export function islandTargets(
  modules: readonly { id: string; dynamicallyImportedIds: readonly string[] }[],
): Set<string> {
  return new Set(modules.filter((m) => ISLAND_MODULE.test(m.id)).flatMap((m) => m.dynamicallyImportedIds));
}

/**
 * The bundle's chunk files that a part's module starts: its facade is one of `targets`, or it has
 * no facade and holds one (the shell's parts share one chunk: shell-parts.ts). A screen's chunk
 * has its screen for facade, so it keeps its preloads even if a part's module were put in it.
 */
export function islandChunkFiles(
  chunks: readonly { fileName: string; facadeModuleId: string | null; moduleIds: readonly string[] }[],
  targets: ReadonlySet<string>,
): Set<string> {
  const starts = (c: (typeof chunks)[number]) =>
    c.facadeModuleId ? targets.has(c.facadeModuleId) : c.moduleIds.some((id) => targets.has(id));
  return new Set(chunks.filter(starts).map((c) => c.fileName));
}

/**
 * The plugin that finds the parts' chunks, and the `resolveDependencies` for `build.modulePreload`
 * that leaves their dependencies out of the helper's list (CSS stays: Vite adds it after this).
 */
export function islandPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[]) => string[];
} {
  let targets = new Set<string>();
  let files = new Set<string>();
  const plugin: Plugin = {
    name: 'island-preloads',
    buildEnd() {
      const modules = [...this.getModuleIds()].map((id) => ({
        id,
        dynamicallyImportedIds: this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      }));
      targets = islandTargets(modules);
    },
    // Before Vite's own import analysis writes the preload lists (it calls resolveDependencies).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) =>
          c.type === 'chunk'
            ? [{ fileName: c.fileName, facadeModuleId: c.facadeModuleId, moduleIds: c.moduleIds }]
            : [],
        );
        files = islandChunkFiles(chunks, targets);
      },
    },
  };
  return { plugin, resolveDependencies: (file, deps) => (files.has(file) ? [] : deps) };
}
