/** Reads the text report of `wrk --latency` (Debian's wrk 4): rate, percentiles, failures. */

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with a status of 400 or more, and socket errors: a run with any is not a fair figure. */
  failures: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's duration text ('812.00us', '10.25ms', '1.02s') in milliseconds. */
function durationMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m?.[1] || !m[2]) throw new Error(`wrk: unreadable duration ${text}`);
  return Number(m[1]) * (UNIT_MS[m[2]] ?? Number.NaN);
}

/** Reads the report of `wrk --latency`. */
export function parseWrk(report: string): WrkResult {
  const number = (re: RegExp) => Number(re.exec(report)?.[1] ?? Number.NaN);
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(report);
    if (!m?.[1]) throw new Error(`wrk: no ${p}% latency in the report (run with --latency)`);
    return durationMs(m[1]);
  };
  const rps = number(/^Requests\/sec:\s+([\d.]+)/m);
  if (Number.isNaN(rps)) throw new Error(`wrk: no Requests/sec in the report:\n${report}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    requests: number(/^\s*(\d+) requests in/m),
    failures: (number(/Non-2xx or 3xx responses: (\d+)/) || 0) + socketErrors,
  };
}
