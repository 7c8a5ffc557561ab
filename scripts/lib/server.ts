/**
 * Starts the real worker under `wrangler dev` in production mode on its own port and state
 * directory, and stops it again: for benchmarks, and for end-to-end specs that need their own
 * configuration (tests/e2e/live-stream.spec.ts points the streams at a real Icecast).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { offlineEnv } from './local';

export interface RunningWorker {
  base: string;
  stop(): void;
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
      if ((await fetch(base + probe)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`wrangler dev did not come up on ${base} within 120 s`);
}
