/**
 * Lighthouse's simulated figures swing from run to run on a shared machine (an LCP of 1.4–2.4 s
 * on one page), so issue 29 reads them as the median of several runs: each figure's median taken
 * on its own, as the docs' tables do.
 */

export interface Row {
  path: string;
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** One row per page: each score and figure the median of that page's runs, taken separately. */
export function medianRows(runs: readonly Row[]): Row[] {
  const byPath = new Map<string, Row[]>();
  for (const r of runs) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  return [...byPath].map(([path, rows]) => ({
    path,
    scores: (rows[0]?.scores ?? []).map((_, i) => median(rows.map((r) => r.scores[i] ?? Number.NaN))),
    fcpMs: median(rows.map((r) => r.fcpMs)),
    lcpMs: median(rows.map((r) => r.lcpMs)),
    cls: median(rows.map((r) => r.cls)),
    tbtMs: median(rows.map((r) => r.tbtMs)),
  }));
}
