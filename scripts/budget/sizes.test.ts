import { describe, expect, it } from 'vitest';
import { type Manifest, overBudget, pageFiles, pageTypes, workerUploadFiles } from './sizes';

const manifest: Manifest = {
  'client/entry.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_react.js', '_shell.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'], imports: ['_react.js'] },
  'client/pages/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    css: ['assets/HomePage.css'],
    imports: ['_shell.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  '_loader.js': { file: 'assets/home-loader.js' },
  'shared/i18n/pa.ts': { file: 'assets/pa.js' },
};

describe('pageFiles', () => {
  it('lists the entry and the screen with their static imports, each file once', () => {
    const files = pageFiles(manifest, 'client/entry.tsx', 'client/pages/home/HomePage.tsx');
    expect(files.js.sort()).toEqual(
      ['assets/HomePage.js', 'assets/cards.js', 'assets/entry.js', 'assets/react.js', 'assets/shell.js'].sort(),
    );
    expect(files.css.sort()).toEqual(
      ['assets/HomePage.css', 'assets/cards.css', 'assets/entry.css', 'assets/shell.css'].sort(),
    );
  });

  it('adds the chunks the page also waits for, such as its language’s strings', () => {
    const files = pageFiles(manifest, 'client/entry.tsx', 'client/pages/home/HomePage.tsx', 'shared/i18n/pa.ts');
    expect(files.js).toContain('assets/pa.js');
    expect(files.js).not.toContain('assets/home-loader.js');
  });

  it('names a screen missing from the build', () => {
    expect(() => pageFiles(manifest, 'client/entry.tsx', 'client/pages/gone/GonePage.tsx')).toThrow(
      'client/pages/gone/GonePage.tsx is not in the build manifest',
    );
  });
});

describe('overBudget', () => {
  it('names each measure over its budget with the bytes over, and passes the rest', () => {
    expect(
      overBudget([
        { what: 'JavaScript before interaction, home', bytes: 93_000, budget: 92_160 },
        { what: 'CSS, home', bytes: 10_000, budget: 15_360 },
        { what: 'worker bundle', bytes: 2_000, budget: 2_000 },
      ]),
    ).toEqual([
      'JavaScript before interaction, home: 90.8 KiB gzip is 840 bytes over its budget of 90.0 KiB (scripts/budget/budgets.ts)',
    ]);
  });
});

describe('pageTypes', () => {
  it('groups the routes by screen and adds the not-found screen', () => {
    const screen = (source: string) => ({ source, load: () => null });
    const table = {
      ROUTES: [
        { id: 'news', pattern: '/news', screen: screen('client/pages/post-list/PostListPage.tsx') },
        { id: 'home', pattern: '/', screen: screen('client/pages/home/HomePage.tsx') },
        { id: 'entertainment', pattern: '/entertainment', screen: screen('client/pages/post-list/PostListPage.tsx') },
      ],
      NOT_FOUND_SCREEN: screen('client/pages/not-found/NotFoundPage.tsx'),
    };
    expect([...pageTypes(table)]).toEqual([
      ['client/pages/post-list/PostListPage.tsx', ['news', 'entertainment']],
      ['client/pages/home/HomePage.tsx', ['home']],
      ['client/pages/not-found/NotFoundPage.tsx', ['not-found']],
    ]);
  });

  it('fails clearly when the table moved', () => {
    expect(() => pageTypes({})).toThrow('client/app/routes.ts no longer exports ROUTES');
  });
});

describe('workerUploadFiles', () => {
  it('counts the entry and its attached modules, not source maps, the README or the extracted stylesheet', () => {
    // What `wrangler deploy --dry-run --outdir` writes, here with a data module too.
    const outdir = 'README.md index.js index.js.map index.css index.css.map ab12-harfbuzz.wasm cd34-data.bin';
    expect(workerUploadFiles(outdir.split(' '))).toEqual(['index.js', 'ab12-harfbuzz.wasm', 'cd34-data.bin']);
  });
});
