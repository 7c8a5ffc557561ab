/**
 * The faults suite's table: per phase, how many of the pages visited before the faults were
 * served from the last good copy, how many answers were the friendly error page, how many were
 * blank or 5xx, and the worst time; and the verdict against the targets.
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
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

/** The table as text. */
export function faultTable(phases: Phase[]): string {
  const rows = phases.map((p) => {
    const all = [...p.known, ...(p.probe ? [p.probe] : [])];
    const served = p.known.filter((v) => v.outcome === 'served').length;
    return [
      pad(p.name, 34),
      lpad(`${served}/${p.known.length} (${Math.round((100 * served) / p.known.length)} %)`, 14),
      lpad(p.probe ? p.probe.outcome : '-', 10),
      lpad(String(all.filter((v) => v.outcome === 'friendly').length), 9),
      lpad(String(all.filter((v) => v.outcome === 'broken').length), 11),
      lpad(`${Math.max(...all.map((v) => v.ms))} ms`, 10),
    ].join(' | ');
  });
  const head = [
    pad('phase', 34),
    lpad('served', 14),
    lpad('new page', 10),
    lpad('friendly', 9),
    lpad('blank/5xx', 11),
    lpad('worst', 10),
  ].join(' | ');
  return [head, '-'.repeat(head.length), ...rows].join('\n');
}

/** What missed the targets: a known page not served, a blank or 5xx answer, a page past the limit. */
export function shortfalls(phases: Phase[], limitMs: number): string[] {
  const out: string[] = [];
  for (const p of phases) {
    for (const v of p.known)
      if (v.outcome === 'broken' || (v.outcome !== 'served' && !p.cold))
        out.push(`${p.name}: ${v.path} was ${v.outcome} (status ${v.status})`);
    for (const v of [...p.known, ...(p.probe ? [p.probe] : [])]) {
      if (v.ms > limitMs) out.push(`${p.name}: ${v.path} took ${v.ms} ms (limit ${limitMs} ms)`);
      if (v === p.probe && v.outcome === 'broken') out.push(`${p.name}: ${v.path} (never visited) was blank or 5xx`);
    }
  }
  return out;
}
