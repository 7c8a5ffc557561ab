/**
 * Starts the real worker under `wrangler dev` in production mode on its own port and state
 * directory, and stops it again: for benchmarks, and for end-to-end specs that need their own
 * configuration (tests/e2e/live-stream.spec.ts points the streams at a real Icecast).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { offlineEnv, option, run } from './local';

export interface RunningWorker {
  base: string;
  stop(): void;
  /** CPU seconds (user + system) used so far by wrangler and workerd together (Linux /proc). */
  cpuSeconds(): number;
  /** The processes of wrangler dev (npm, node, esbuild, both workerd) running now (Linux /proc). */
  pids(): number[];
}

export interface WorkerOptions {
  /** The port of wrangler dev's inspector proxy (DevTools protocol of the worker); wrangler picks one if absent. */
  inspectorPort?: number;
  /** Another wrangler config than wrangler.toml (scripts/cards.ts: the renderer alone). */
  config?: string;
  /** Exposes /__scheduled, which runs the cron trigger's handler (wrangler dev never fires it itself). */
  testScheduled?: boolean;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command name (state first), or null when it ended. */
function statFields(pid: number | string): string[] | null {
  try {
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The processes of the process group `group`, from /proc. */
function groupPids(group: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(statFields(entry)?.[2]) === group)
    .map(Number);
}

/** CPU seconds of every process in the process group `group`, from /proc. */
function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const pid of groupPids(group)) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}

/** Starts wrangler dev and resolves once `probe` answers; `vars` override wrangler.toml's [vars]. */
export async function startWorker(
  port: number,
  state: string,
  probe = '/robots.txt',
  vars: Record<string, string> = {},
  options: WorkerOptions = {},
): Promise<RunningWorker> {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const inspectorArgs = options.inspectorPort ? ['--inspector-port', String(options.inspectorPort)] : [];
  const configArgs = options.config ? ['--config', options.config] : [];
  const scheduledArgs = options.testScheduled ? ['--test-scheduled'] : [];
  const child: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      ...varArgs,
      ...inspectorArgs,
      ...configArgs,
      ...scheduledArgs,
    ],
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
      if ((await fetch(base + probe)).ok) {
        // biome-ignore lint/style/noNonNullAssertion: the child is running, so it has a pid
        const group = child.pid!;
        return { base, stop, cpuSeconds: () => groupCpuSeconds(group), pids: () => groupPids(group) };
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`wrangler dev did not come up on ${base} within 120 s`);
}

/**
 * A checker's run (scripts/podcast-check.ts, structured-data-check.ts) against `--base` as it is,
 * else against its own seeded `state` and the worker it starts on `--port` (`port` unless given):
 * the exit code is 1 when `check` counts any failure.
 */
export async function checkSite(
  argv: string[],
  state: string,
  port: number,
  check: (base: string) => Promise<number>,
): Promise<void> {
  const given = option(argv, 'base');
  if (!given) run('npx', ['tsx', 'scripts/bootstrap.ts', '--state', state]);
  const site = given ? { base: given, stop() {} } : await startWorker(Number(option(argv, 'port') ?? port), state);
  try {
    process.exitCode = (await check(site.base)) ? 1 : 0;
  } finally {
    site.stop();
  }
}
