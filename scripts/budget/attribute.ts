/**
 * The pure step of the modules report (scripts/budget/modules.ts): a built chunk's bytes shared
 * out to the source modules its source map names, and those shares grouped the way the report
 * reads them (an npm package as one line, React's three packages marked as the floor).
 */

/** One mapping of a source map, as source-map-js gives it (lines from 1, columns from 0). */
export interface Mapping {
  generatedLine: number;
  generatedColumn: number;
  source: string | null;
}

/**
 * How many generated characters each source module produced: each mapping owns the text up to the
 * next mapping on its line (or the line's end). Characters before a line's first mapping are
 * nobody's (the bundler's own glue) and are counted under '(bundler)'.
 */
export function bytesBySource(mappings: Mapping[], lineLengths: number[]): Map<string, number> {
  const sorted = [...mappings].sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const out = new Map<string, number>();
  const add = (source: string, n: number): void => {
    if (n > 0) out.set(source, (out.get(source) ?? 0) + n);
  };
  const firstColumn = new Map<number, number>();
  sorted.forEach((m, i) => {
    const next = sorted[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : (lineLengths[m.generatedLine - 1] ?? 0);
    add(m.source ?? '(bundler)', end - m.generatedColumn);
    if (!firstColumn.has(m.generatedLine)) firstColumn.set(m.generatedLine, m.generatedColumn);
  });
  lineLengths.forEach((length, i) => {
    add('(bundler)', firstColumn.get(i + 1) ?? length);
  });
  return out;
}

/** React's own packages: the floor of every page's JavaScript. */
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

/** A module's line in the report: an npm package by its name, our files by their path from the root. */
export function moduleName(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  return source.replace(/^(\.\.\/)+/, '').replace(/^\/?(.*?\/)?(client|shared|worker|scripts)\//, '$2/');
}

export const isReact = (name: string): boolean => REACT_PACKAGES.has(name);

/** Shares of `gzipBytes` in proportion to each module's generated characters, grouped by moduleName. */
export function gzipShares(bySource: Map<string, number>, gzipBytes: number): Map<string, number> {
  const total = [...bySource.values()].reduce((a, b) => a + b, 0);
  const out = new Map<string, number>();
  if (total === 0) return out;
  for (const [source, n] of bySource) {
    const name = moduleName(source);
    out.set(name, (out.get(name) ?? 0) + (n / total) * gzipBytes);
  }
  return out;
}
