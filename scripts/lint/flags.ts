/**
 * The pure half of the interface-strings guard's self-check (scripts/lint/strings-guard.ts): read
 * Biome's JSON report, cut out the text each plugin diagnostic points at, and compare it with the
 * `// flag: <text>` lines a fixture declares. No file system here, so it is unit-tested in workerd.
 */

interface Position {
  line: number;
  column: number;
}

export interface PluginDiagnostic {
  message: string;
  path: string;
  start: Position;
  end: Position;
}

const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' &&
  v !== null &&
  typeof Reflect.get(v, 'line') === 'number' &&
  typeof Reflect.get(v, 'column') === 'number';

/**
 * The plugin diagnostics of a `biome lint --reporter=json` report. Anything else in the report
 * (other rules, summaries) is ignored; a report of another shape throws, so a Biome upgrade that
 * changes it fails loudly instead of passing with nothing found.
 */
export function pluginDiagnostics(report: unknown): PluginDiagnostic[] {
  const list = typeof report === 'object' && report !== null ? Reflect.get(report, 'diagnostics') : undefined;
  if (!Array.isArray(list)) throw new Error('not a Biome JSON report: no diagnostics list');
  return list.flatMap((d: unknown) => {
    if (typeof d !== 'object' || d === null || Reflect.get(d, 'category') !== 'plugin') return [];
    const location: unknown = Reflect.get(d, 'location');
    const path = typeof location === 'object' && location !== null ? Reflect.get(location, 'path') : undefined;
    const start = typeof location === 'object' && location !== null ? Reflect.get(location, 'start') : undefined;
    const end = typeof location === 'object' && location !== null ? Reflect.get(location, 'end') : undefined;
    if (typeof path !== 'string' || !isPosition(start) || !isPosition(end)) {
      throw new Error('a plugin diagnostic without a location');
    }
    return [{ message: String(Reflect.get(d, 'message')), path, start, end }];
  });
}

/**
 * The source text a diagnostic spans, with whitespace runs collapsed and trimmed (a JSX text
 * node starts at the line break before it). Biome's lines and columns count from 1 in code
 * points, the end column exclusive.
 */
export function spannedText(source: string, d: Pick<PluginDiagnostic, 'start' | 'end'>): string {
  const lines = source.split('\n').map((l) => Array.from(l));
  const parts: string[] = [];
  for (let line = d.start.line; line <= d.end.line; line++) {
    const chars = lines[line - 1] ?? [];
    const from = line === d.start.line ? d.start.column - 1 : 0;
    const to = line === d.end.line ? d.end.column - 1 : chars.length;
    parts.push(chars.slice(from, to).join(''));
  }
  return parts.join('\n').replace(/\s+/g, ' ').trim();
}

/** What a fixture says must be flagged: one `// flag: <text>` line per diagnostic, in any order. */
export function expectedFlags(source: string): string[] {
  return source
    .split('\n')
    .map((line) => /^\s*\/\/ flag: (.+)$/.exec(line)?.[1]?.trim())
    .filter((text): text is string => Boolean(text));
}

/** Problems, one per line, when `actual` is not the same collection of texts as `expected`. */
export function compareFlags(where: string, expected: string[], actual: string[]): string[] {
  const left = [...actual];
  const missing: string[] = [];
  for (const text of expected) {
    const i = left.indexOf(text);
    if (i === -1) missing.push(text);
    else left.splice(i, 1);
  }
  return [
    ...missing.map((text) => `${where}: not flagged: ${text}`),
    ...left.map((text) => `${where}: flagged but not expected: ${text}`),
  ];
}
