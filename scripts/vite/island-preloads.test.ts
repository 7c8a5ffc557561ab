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
        { fileName: 'assets/cA.js', facadeModuleId: '/c/footer/Footer.tsx', moduleIds: ['/c/footer/Footer.tsx'] },
        { fileName: 'assets/cB.js', facadeModuleId: '/c/pages/show/ShowPage.tsx', moduleIds: ['/c/header/Header.tsx'] },
        { fileName: 'assets/cC.js', facadeModuleId: null, moduleIds: ['/c/format/text.ts'] },
        { fileName: 'assets/cD.js', facadeModuleId: null, moduleIds: ['/c/header/Header.tsx', '/c/alert/Alert.tsx'] },
      ],
      new Set(['/c/footer/Footer.tsx', '/c/header/Header.tsx']),
    );
    // The shell's parts' one chunk (no facade) starts without preloads; a screen's chunk keeps them.
    expect([...files]).toEqual(['assets/cA.js', 'assets/cD.js']);
  });
});
