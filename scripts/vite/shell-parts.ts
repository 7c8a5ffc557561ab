/**
 * The shell's parts in one chunk (issue 29, TBT). The header, footer, alert, players, search field,
 * drawer, overlays and weather hydrate after the page from `client/app/shell-islands.ts`'s dynamic
 * imports, on every page. Left to the bundler, they and what they share came as ~30 chunks, many
 * of 0.1–0.7 KiB gzip: after the first paint, each was a request, a round trip (a part's chunk
 * starts without its imports' preloads: island-preloads.ts), a compile and an evaluation task, on a
 * phone that is also drawing the page. One chunk for all of them is one request and one task.
 *
 * Only what nothing else needs first goes in: a module that the entry, a screen, a strings chunk or
 * any other non-part dynamic import (the router, a player's engine) reaches through static imports
 * stays where the bundler puts it, so no page's first download grows and nothing loaded on demand
 * starts early. A module the shell's parts share with a screen's parts goes in: those parts load
 * after the page as well, and this chunk is on every page.
 */
import type { Plugin } from 'vite';
import { ISLAND_MODULE, islandTargets } from './island-preloads';

/** What the pure steps read of a module: its static and dynamic imports. */
export interface GraphModule {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** The modules reachable from `roots` through static imports, the roots included. */
export function staticClosure(graph: ReadonlyMap<string, GraphModule>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id)?.importedIds ?? []));
  }
  return seen;
}

/** The shell's parts module: its dynamic imports are the parts every page hydrates after the page. */
const SHELL_ISLANDS = /[\\/]client[\\/]app[\\/]shell-islands\.ts$/;

/**
 * The modules of the shell's parts that only parts need: reachable from the shell's part roots,
 * and from neither `entry` nor any dynamic import that is not a part (screens, strings, the router,
 * players' engines).
 */
export function shellPartModules(graph: ReadonlyMap<string, GraphModule>, entry: string): Set<string> {
  const modules = [...graph].map(([id, m]) => ({ id, dynamicallyImportedIds: m.dynamicallyImportedIds }));
  const parts = islandTargets(modules);
  const roots = modules.filter((m) => SHELL_ISLANDS.test(m.id)).flatMap((m) => m.dynamicallyImportedIds);
  const otherDynamic = modules.flatMap((m) => m.dynamicallyImportedIds).filter((id) => !parts.has(id));
  const needed = staticClosure(graph, [entry, ...otherDynamic]);
  const group = staticClosure(graph, roots);
  for (const id of group) if (needed.has(id) || ISLAND_MODULE.test(id)) group.delete(id);
  return group;
}

/** Records the shell parts' modules once the graph is parsed; `codeSplitting.groups` reads the set. */
export function shellParts(entry: string, into: Set<string>): Plugin {
  return {
    name: 'shell-parts',
    buildEnd() {
      const graph = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        graph.set(id, {
          importedIds: info?.importedIds ?? [],
          dynamicallyImportedIds: info?.dynamicallyImportedIds ?? [],
        });
      }
      into.clear();
      for (const id of shellPartModules(graph, entry)) into.add(id);
    },
  };
}
