/**
 * The faults suite's table: per phase, how many of the pages visited before the faults were
 * served from the last good copy, how many answers were the friendly error page, the not-found
 * page, or blank or 5xx, and the worst time; and the verdict against the targets.
 */
import type { Visit } from './visit';

export interface Phase {
  name: string;
  /** The pages visited while the CMS was healthy, visited again. */
  known: Visit[];
  /** The cache was emptied first: the known pages need not be served, only never blank or slow. */
  cold?: boolean;
  /** A page never visited before (nothing cached for it): the friendly error page is expected during a fault. */
  probe?: Visit;
  /**
   * The known pages watched after the CMS recovered: each visit's seconds since then (as `known`),
   * and how long a page may still be the not-found page.
   */
  watch?: { secondsAfter: number[]; notFoundLimitSeconds: number };
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

/** Seconds after recovery of the last not-found visit of a watched phase, or null. */
function lastNotFound(p: Phase): number | null {
  if (!p.watch) return null;
  const after = p.watch.secondsAfter;
  const seconds = p.known.flatMap((v, i) => (v.outcome === 'not found' ? [after[i] ?? 0] : []));
  return seconds.length ? Math.max(...seconds) : null;
}

/** The table as text. */
export function faultTable(phases: Phase[]): string {
  const rows = phases.map((p) => {
    const all = [...p.known, ...(p.probe ? [p.probe] : [])];
    const served = p.known.filter((v) => v.outcome === 'served').length;
    const count = (outcome: Visit['outcome']) => String(all.filter((v) => v.outcome === outcome).length);
    const last = lastNotFound(p);
    return [
      pad(p.name, 34),
      lpad(`${served}/${p.known.length} (${Math.round((100 * served) / p.known.length)} %)`, 16),
      lpad(p.probe ? p.probe.outcome : '-', 10),
      lpad(count('friendly'), 9),
      lpad(last === null ? count('not found') : `${count('not found')} (${last} s)`, 14),
      lpad(count('broken'), 11),
      lpad(`${Math.max(...all.map((v) => v.ms))} ms`, 10),
    ].join(' | ');
  });
  const head = [
    pad('phase', 34),
    lpad('served', 16),
    lpad('new page', 10),
    lpad('friendly', 9),
    lpad('not found', 14),
    lpad('blank/5xx', 11),
    lpad('worst', 10),
  ].join(' | ');
  return [head, '-'.repeat(head.length), ...rows].join('\n');
}

/**
 * What missed the targets: a known page not served (in a watched phase: still the not-found page
 * past its limit), a blank or 5xx answer, a page past the time limit.
 */
export function shortfalls(phases: Phase[], limitMs: number): string[] {
  const out: string[] = [];
  for (const p of phases) {
    for (const [i, v] of p.known.entries()) {
      const after = p.watch?.secondsAfter[i] ?? 0;
      const allowed = p.watch && v.outcome === 'not found' && after <= p.watch.notFoundLimitSeconds;
      if (p.watch && v.outcome === 'not found' && !allowed)
        out.push(
          `${p.name}: ${v.path} still not found ${after} s after recovery (limit ${p.watch.notFoundLimitSeconds} s)`,
        );
      else if (v.outcome === 'broken' || (v.outcome !== 'served' && !p.cold && !allowed))
        out.push(`${p.name}: ${v.path} was ${v.outcome} (status ${v.status})`);
    }
    for (const v of [...p.known, ...(p.probe ? [p.probe] : [])]) {
      if (v.ms > limitMs) out.push(`${p.name}: ${v.path} took ${v.ms} ms (limit ${limitMs} ms)`);
      if (v === p.probe && v.outcome === 'broken') out.push(`${p.name}: ${v.path} (never visited) was blank or 5xx`);
    }
  }
  return out;
}
