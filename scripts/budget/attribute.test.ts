import { describe, expect, it } from 'vitest';
import { bytesBySource, gzipShares, isReact, moduleName } from './attribute';

describe('the modules report’s attribution', () => {
  it('gives each module the characters up to the next mapping, and the glue to the bundler', () => {
    // Line 1: "ab" glue, then 5 chars of a.ts, then 3 of react-dom; line 2: 4 chars of a.ts.
    const lines = [10, 4];
    const bytes = bytesBySource(
      [
        { generatedLine: 1, generatedColumn: 2, source: '../../client/a.ts' },
        { generatedLine: 1, generatedColumn: 7, source: '../../node_modules/react-dom/cjs/x.js' },
        { generatedLine: 2, generatedColumn: 0, source: '../../client/a.ts' },
      ],
      lines,
    );
    expect(Object.fromEntries(bytes)).toEqual({
      '../../client/a.ts': 9,
      '../../node_modules/react-dom/cjs/x.js': 3,
      '(bundler)': 2,
    });
  });

  it('names npm packages by package (scoped too) and our files from the project root', () => {
    expect(moduleName('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleName('../../node_modules/@hono/react-renderer/dist/index.js')).toBe('@hono/react-renderer');
    expect(moduleName('../../client/app/router.ts')).toBe('client/app/router.ts');
    expect(moduleName('/work/x/shared/i18n/en.ts?part=first')).toBe('shared/i18n/en.ts?part=first');
    expect(isReact('scheduler')).toBe(true);
    expect(isReact('valtio')).toBe(false);
  });

  it('shares a chunk’s gzip bytes in proportion, grouped by module', () => {
    const shares = gzipShares(
      new Map([
        ['../../node_modules/react/a.js', 30],
        ['../../node_modules/react/b.js', 30],
        ['../../client/c.ts', 40],
      ]),
      1000,
    );
    expect(Object.fromEntries(shares)).toEqual({ react: 600, 'client/c.ts': 400 });
  });
});
