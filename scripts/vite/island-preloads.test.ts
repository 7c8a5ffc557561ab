import { describe, expect, it } from 'vitest';
import { ISLAND_MODULE, islandChunkFiles, islandTargets } from './island-preloads';

describe('island preloads', () => {
  it('knows the modules that start parts by their names', () => {
    expect(ISLAND_MODULE.test('/app/client/app/shell-islands.ts')).toBe(true);
    expect(ISLAND_MODULE.test('/app/client/pages/article/share-island.ts')).toBe(true);
    expect(ISLAND_MODULE.test('/app/client/app/island.tsx')).toBe(false);
    expect(ISLAND_MODULE.test('/app/client/app/screen-table.ts')).toBe(false);
  });

  it('takes the dynamic imports of island modules only', () => {
    const targets = islandTargets([
      { id: '/c/app/shell-islands.ts', dynamicallyImportedIds: ['/c/footer/Footer.tsx'] },
      { id: '/c/app/screen-table.ts', dynamicallyImportedIds: ['/c/pages/show/ShowPage.tsx'] },
    ]);
    expect([...targets]).toEqual(['/c/footer/Footer.tsx']);
  });

  it('names the chunk files whose facade is a part, not the screens or shared chunks', () => {
    const files = islandChunkFiles(
      [
        { fileName: 'assets/cA.js', facadeModuleId: '/c/footer/Footer.tsx' },
        { fileName: 'assets/cB.js', facadeModuleId: '/c/pages/show/ShowPage.tsx' },
        { fileName: 'assets/cC.js', facadeModuleId: null },
      ],
      new Set(['/c/footer/Footer.tsx']),
    );
    expect([...files]).toEqual(['assets/cA.js']);
  });
});
