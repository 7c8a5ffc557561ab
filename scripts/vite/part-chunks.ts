/**
 * Each set of parts in one chunk (issue 29, TBT). A part hydrates after the page from its own
 * chunk, started by a `*-island(s).ts` module's dynamic imports (client/app/island.tsx): the shell's
 * (header, footer, players, …) on every page, a screen's own (the article's body, media and side
 * column). Left to the bundler, the article's parts and what they share came as ~40 chunks, many
 * of 0.1–0.7 KiB gzip. After the first paint, each was a request, a round trip (a part's chunk
 * starts without its imports' preloads: island-preloads.ts), a compile and an evaluation task,
 * while the phone draws the page; under `wrangler dev` each asset is also ~5 ms of the server's
 * CPU on the same two cores as the browser (docs/performance.md).
 *
 * Every island module's parts, and what only they need, go in one chunk named after it; what
 * the shell's parts need goes in theirs (`shell-parts`, on every page) even when a screen's parts
 * need it too. Nothing that a first download needs goes in (the entry's graph, a screen's, a
 * strings chunk's, or any other dynamic import's: the router, a player's engine, a dialog), so no
 * page's JavaScript before interaction grows and nothing loaded on demand starts early.
 *
 * The bundler takes exactly these modules (`includeDependenciesRecursively: false`, vite.config.ts):
 * what they import is in other chunks, and by construction none of those imports back into them
 * (tested below and checked on every build: `assertNoChunkCycle`).
 */
import type { Plugin } from 'vite';
import { ISLAND_MODULE } from './island-preloads';

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

/** The shell's island module: its parts' chunk is on every page. */
const SHELL_ISLANDS = /[\\/]client[\\/]app[\\/]shell-islands\.ts$/;
const SHELL_PARTS = 'shell-parts';

/** A group's name from its island module: `pages/article/story-island.ts` → `article-story-parts`, `media/media-islands.ts` → `media-parts`. */
export function groupName(islandModule: string): string {
  if (SHELL_ISLANDS.test(islandModule)) return SHELL_PARTS;
  const [dir = '', file = ''] = islandModule.split(/[\\/]/).slice(-2);
  const base = file.replace(/-islands?\.tsx?$/, '');
  return base === dir || base === 'parts' ? `${dir}-parts` : `${dir}-${base}-parts`;
}

/**
 * What must not go in a part chunk: the entry's graph and that of every dynamic import that is not
 * a part, except the imports only parts' modules make (a dialog a part opens: it loads after its
 * part, so it may share the part's chunk), found by turns until nothing changes.
 */
function neededFirst(graph: ReadonlyMap<string, GraphModule>, entry: string, parts: ReadonlySet<string>): Set<string> {
  const inParts = staticClosure(graph, parts);
  const importers = new Map<string, string[]>();
  for (const [id, m] of graph)
    for (const target of m.dynamicallyImportedIds)
      if (!parts.has(target)) importers.set(target, [...(importers.get(target) ?? []), id]);
  let late = new Set<string>();
  for (;;) {
    const needed = staticClosure(graph, [entry, ...[...importers.keys()].filter((d) => !late.has(d))]);
    const next = new Set(
      [...importers].filter(([, from]) => from.every((id) => inParts.has(id) && !needed.has(id))).map(([d]) => d),
    );
    if (next.size === late.size) return needed;
    late = next;
  }
}

/**
 * Each module's part chunk, by module id: reachable from one island module's parts and needed
 * first by nothing (`entry`'s graph, or any dynamic import that is not a part). A module the shell's
 * parts reach goes with them; one that two other island modules' parts reach stays where the
 * bundler puts it. A group of one module is left alone: it is already one chunk, keyed by its
 * source in the build's manifest.
 */
export function partChunks(graph: ReadonlyMap<string, GraphModule>, entry: string): Map<string, string> {
  const islandModules = [...graph.keys()].filter((id) => ISLAND_MODULE.test(id));
  const parts = new Set(islandModules.flatMap((id) => graph.get(id)?.dynamicallyImportedIds ?? []));
  const needed = neededFirst(graph, entry, parts);
  const reachedBy = new Map<string, Set<string>>();
  for (const island of islandModules) {
    const name = groupName(island);
    for (const id of staticClosure(graph, graph.get(island)?.dynamicallyImportedIds ?? [])) {
      if (needed.has(id)) continue;
      reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(name));
    }
  }
  const owner = new Map<string, string>();
  for (const [id, names] of reachedBy) {
    if (names.has(SHELL_PARTS)) owner.set(id, SHELL_PARTS);
    else if (names.size === 1) owner.set(id, [...names][0] as string);
  }
  const sizes = new Map<string, number>();
  for (const name of owner.values()) sizes.set(name, (sizes.get(name) ?? 0) + 1);
  for (const [id, name] of owner) if (sizes.get(name) === 1) owner.delete(id);
  return owner;
}

/** A chunk that imports itself through others: the build fails (it would run before its imports). */
export function assertNoChunkCycle(imports: ReadonlyMap<string, readonly string[]>): void {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open')
      throw new Error(`part-chunks: chunks import each other: ${[...path, file].join(' → ')}`);
    state.set(file, 'open');
    for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of imports.keys()) visit(file, []);
}

/** Records each part module's chunk once the graph is parsed (`codeSplitting.groups` reads `into`), and checks the chunks. */
export function partChunksPlugin(entry: string, into: Map<string, string>): Plugin {
  return {
    name: 'part-chunks',
    apply: 'build',
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
      for (const [id, name] of partChunks(graph, entry)) into.set(id, name);
    },
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const out of Object.values(bundle)) if (out.type === 'chunk') imports.set(out.fileName, out.imports);
      try {
        assertNoChunkCycle(imports);
      } catch (err) {
        const names = Object.values(bundle).flatMap((c) =>
          c.type === 'chunk'
            ? [
                `${c.fileName}: ${c.name} [${c.moduleIds
                  .slice(0, 4)
                  .map((m) => m.split('/').slice(-2).join('/'))
                  .join(', ')}]`,
              ]
            : [],
        );
        this.error(
          `${(err as Error).message}\n${names.filter((n) => (err as Error).message.includes(n.split(':')[0] as string)).join('\n')}`,
        );
      }
    },
  };
}
