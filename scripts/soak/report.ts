/** The soak's figures as markdown: memory over time, and heap use at the start and the end. */

/** One sample of the soak: seconds since the load began, and megabyte figures by column. */
export interface Sample {
  t: number;
  phase: 'load' | 'idle';
  mb: Record<string, number>;
}

const MB = 1024 * 1024;

/** Bytes as megabytes with one decimal. */
export const mb = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;

/**
 * The samples as a table, one row per `everySeconds` (the first, the last of the load and every
 * idle one kept), columns in the order of the first sample.
 */
export function samplesTable(samples: Sample[], everySeconds = 60): string {
  const first = samples[0];
  if (!first) return '(no samples)';
  const columns = Object.keys(first.mb);
  const lastLoad = samples.filter((s) => s.phase === 'load').at(-1);
  let nextRow = 0;
  const rows = samples.filter((s) => {
    const keep = s === first || s === lastLoad || s.phase === 'idle' || s.t >= nextRow;
    if (keep && s.t >= nextRow) nextRow = Math.floor(s.t / everySeconds) * everySeconds + everySeconds;
    return keep;
  });
  return [
    `| t (s) | phase | ${columns.join(' | ')} |`,
    `|---|---|${columns.map(() => '---').join('|')}|`,
    ...rows.map((s) => `| ${s.t} | ${s.phase} | ${columns.map((c) => (s.mb[c] ?? 0).toFixed(1)).join(' | ')} |`),
  ].join('\n');
}

/** Start, end and change of one column over the load and the idle time after it. */
export function growth(samples: Sample[], column: string): { start: number; endOfLoad: number; end: number } {
  const at = (s: Sample | undefined) => s?.mb[column] ?? 0;
  return {
    start: at(samples[0]),
    endOfLoad: at(samples.filter((s) => s.phase === 'load').at(-1)),
    end: at(samples.at(-1)),
  };
}
