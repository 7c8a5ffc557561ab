/**
 * Reads a negative type test: which lines of a file are marked `// expect-error TSnnnn`, and
 * whether tsc's output reports exactly those errors (no more, no fewer, same codes).
 */

export interface TypeError {
  file: string;
  line: number;
  code: string;
}

/** The errors a file declares it must produce: `// expect-error TS2322` at the end of a line. */
export function expectedErrors(file: string, text: string): TypeError[] {
  return text.split('\n').flatMap((line, i) => {
    const m = /\/\/ expect-error (TS\d+)\s*$/.exec(line);
    return m?.[1] ? [{ file, line: i + 1, code: m[1] }] : [];
  });
}

/** The errors in tsc's `--pretty false` output: `path(line,col): error TSnnnn: message`. */
export function reportedErrors(output: string): TypeError[] {
  return [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+):/gm)].map((m) => ({
    file: m[1] ?? '',
    line: Number(m[2]),
    code: m[3] ?? '',
  }));
}

const keyOf = (e: TypeError) => `${e.file}:${e.line} ${e.code}`;

/** What differs between the expected and the reported errors, as readable lines; empty when they agree. */
export function compareErrors(expected: TypeError[], reported: TypeError[]): string[] {
  const want = new Set(expected.map(keyOf));
  const got = new Set(reported.map(keyOf));
  return [
    ...[...want].filter((k) => !got.has(k)).map((k) => `missing error: ${k} (this mistake now compiles)`),
    ...[...got].filter((k) => !want.has(k)).map((k) => `unexpected error: ${k}`),
  ];
}
