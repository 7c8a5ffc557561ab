import { describe, expect, it } from 'vitest';
import { type GraphModule, shellPartModules, staticClosure } from './shell-parts';

/** A module graph from `id: [static imports] [dynamic imports]`. */
function graph(modules: Record<string, [string[], string[]?]>): Map<string, GraphModule> {
  return new Map(
    Object.entries(modules).map(([id, [importedIds, dynamicallyImportedIds = []]]) => [
      id,
      { importedIds, dynamicallyImportedIds },
    ]),
  );
}

const SITE = graph({
  '/p/client/entry.tsx': [['/p/client/app/shell-islands.ts', '/p/client/app/screen-table.ts']],
  '/p/client/app/shell-islands.ts': [
    ['/p/client/app/island.tsx'],
    ['/p/client/header/Header.tsx', '/p/client/footer/Footer.tsx'],
  ],
  '/p/client/app/island.tsx': [[]],
  '/p/client/app/screen-table.ts': [[], ['/p/client/pages/ArticlePage.tsx']],
  '/p/client/header/Header.tsx': [['/p/client/header/Drawer.tsx', '/n/valtio.js']],
  '/p/client/header/Drawer.tsx': [['/p/client/header/focus-wrap.ts']],
  '/p/client/header/focus-wrap.ts': [[]],
  '/p/client/footer/Footer.tsx': [['/p/client/footer/badge-island.ts', '/p/client/format/text.ts']],
  '/p/client/footer/badge-island.ts': [['/p/client/app/island.tsx'], ['/p/client/footer/Badge.tsx']],
  '/p/client/footer/Badge.tsx': [[]],
  '/p/client/pages/ArticlePage.tsx': [['/p/client/format/text.ts', '/n/valtio.js'], ['/p/client/audio/engine.ts']],
  '/p/client/audio/engine.ts': [['/p/client/header/focus-wrap.ts']],
  '/p/client/format/text.ts': [[]],
  '/n/valtio.js': [[]],
});

describe("the shell's parts in one chunk", () => {
  it('follows static imports only', () => {
    expect([...staticClosure(SITE, ['/p/client/app/shell-islands.ts'])].sort()).toEqual([
      '/p/client/app/island.tsx',
      '/p/client/app/shell-islands.ts',
    ]);
  });

  it("takes the parts' own modules, and nothing a screen or the entry needs first", () => {
    const group = shellPartModules(SITE, '/p/client/entry.tsx');
    // valtio and text.ts come with the article's screen, focus-wrap with a player's engine loaded
    // on demand, island.tsx with the entry: were they in the parts' chunk, that chunk would come
    // with them. An island module starts its own part, which stays a chunk of its own.
    expect([...group].sort()).toEqual([
      '/p/client/footer/Footer.tsx',
      '/p/client/header/Drawer.tsx',
      '/p/client/header/Header.tsx',
    ]);
  });

  it('never holds a module that a module outside it imports', () => {
    const group = shellPartModules(SITE, '/p/client/entry.tsx');
    for (const [id, m] of SITE)
      if (!group.has(id)) for (const dep of m.importedIds) expect(group.has(dep), `${id} → ${dep}`).toBe(false);
  });
});
