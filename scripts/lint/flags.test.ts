import { describe, expect, it } from 'vitest';
import { compareFlags, expectedFlags, pluginDiagnostics, spannedText } from './flags';

const at = (line: number, column: number) => ({ line, column });

describe('pluginDiagnostics', () => {
  it('keeps the plugin diagnostics of a report and their locations', () => {
    const report = {
      summary: { errors: 2 },
      diagnostics: [
        {
          category: 'lint/style/useTemplate',
          message: 'x',
          location: { path: 'a.ts', start: at(1, 1), end: at(1, 2) },
        },
        { category: 'plugin', message: 'Text', location: { path: 'a.tsx', start: at(2, 3), end: at(2, 9) } },
      ],
    };
    expect(pluginDiagnostics(report)).toEqual([{ message: 'Text', path: 'a.tsx', start: at(2, 3), end: at(2, 9) }]);
  });
  it('refuses a report of another shape rather than finding nothing in it', () => {
    expect(() => pluginDiagnostics({ files: [] })).toThrow(/not a Biome JSON report/);
    expect(() => pluginDiagnostics({ diagnostics: [{ category: 'plugin', message: 'm' }] })).toThrow(/location/);
  });
});

describe('spannedText', () => {
  const source = ["const a = 'ਸ਼ੋਅ';", '  <p>', '    Top stories', '  </p>'].join('\n');
  it('cuts a one-line span by code points (Gurmukhi marks count one each)', () => {
    expect(spannedText(source, { start: at(1, 11), end: at(1, 17) })).toBe("'ਸ਼ੋਅ'");
  });
  it('joins a span over several lines and collapses its whitespace', () => {
    expect(spannedText(source, { start: at(2, 6), end: at(4, 3) })).toBe('Top stories');
  });
});

describe('expectedFlags and compareFlags', () => {
  it('reads the flag lines of a fixture', () => {
    expect(expectedFlags("// flag: 'Read more'\nconst x = 1;\n  // flag: Top stories \n// not: this")).toEqual([
      "'Read more'",
      'Top stories',
    ]);
  });
  it('reports what is missing and what is extra, counting repeats', () => {
    expect(compareFlags('f.tsx', ['a', 'b', 'b'], ['b', 'c'])).toEqual([
      'f.tsx: not flagged: a',
      'f.tsx: not flagged: b',
      'f.tsx: flagged but not expected: c',
    ]);
    expect(compareFlags('f.tsx', ['a'], ['a'])).toEqual([]);
  });
});
