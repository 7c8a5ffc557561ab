/**
 * Starts the real worker under `wrangler dev` in production mode on its own port and state
 * directory, and stops it again: for benchmarks, and for end-to-end specs that need their own
 * configuration (tests/e2e/live-stream.spec.ts points the streams at a real Icecast).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { offlineEnv } from './local';

export interface RunningWorker {
  base: string;
  stop(): void;
  /** CPU seconds (user + system) used so far by wrangler and workerd together (Linux /proc). */
  cpuSeconds(): number;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds of every process in the process group `group`, from /proc. */
function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name (in parentheses, which may hold spaces): state is field 3.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks / TICKS;
}

/** Starts wrangler dev and resolves once `probe` answers; `vars` override wrangler.toml's [vars]. */
export async function startWorker(
  port: number,
  state: string,
  probe = '/robots.txt',
  vars: Record<string, string> = {},
): Promise<RunningWorker> {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, ...varArgs],
    {
      env: offlineEnv({ NODE_ENV: 'production' }),
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      // biome-ignore lint/style/noNonNullAssertion: a spawned child that failed to start throws here, and is caught below
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // biome-ignore lint/style/noNonNullAssertion: the child is running, so it has a pid
      if ((await fetch(base + probe)).ok) return { base, stop, cpuSeconds: () => groupCpuSeconds(child.pid!) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`wrangler dev did not come up on ${base} within 120 s`);
}
