/**
 * wrk (Debian's package) as the load generator of `npm run bench`: installs it when missing and
 * we are root, runs it against one address and reads its text report.
 */
import { spawnSync } from 'node:child_process';
import { run } from '../lib/local';
import { parseWrk, type WrkResult } from './wrk-report';

export type { WrkResult };

export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
}

const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** Installs Debian's wrk when it is missing and we are root; otherwise says how. */
export function ensureWrk(): void {
  if (hasWrk()) return;
  if (process.getuid?.() !== 0) throw new Error('wrk not found: install it (sudo apt-get install wrk)');
  console.log('installing Debian wrk for the benchmark...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'wrk'], env);
}

/** Loads `url` with wrk for `o.seconds` and reads the report. */
export function runWrk(url: string, o: WrkOptions): WrkResult {
  const r = spawnSync(
    'wrk',
    [`-t${o.threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--latency', '--timeout', '10s', url],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`wrk ${url} failed: ${r.stderr || r.stdout}`);
  return parseWrk(r.stdout);
}
