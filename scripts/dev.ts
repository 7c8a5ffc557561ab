/**
 * `npm run dev` (after the bootstrap in predev): rebuilds the browser bundle on change and runs
 * the worker on http://localhost:8787. Ctrl-C stops both. wrangler dev never fires the cron
 * trigger by itself, so this runs both its schedules every minute (`--test-scheduled`'s
 * /__scheduled): the share cards pages want are drawn by it (worker/share/renderer.ts), as on the platform.
 */
import { spawn } from 'node:child_process';
import { CARDS_CRON, JOBS_CRON } from '../worker/schedules';
import { offlineEnv } from './lib/local';

const children = [
  // --emptyOutDir false: the worker imports the build manifest, which must never vanish mid-rebuild.
  spawn('npx', ['vite', 'build', '--watch', '--emptyOutDir', 'false', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: offlineEnv(),
  }),
  spawn('npx', ['wrangler', 'dev', '--port', '8787', '--test-scheduled'], { stdio: 'inherit', env: offlineEnv() }),
];
const CRON_EVERY_MS = 60_000;
const cron = setInterval(() => {
  for (const schedule of [JOBS_CRON, CARDS_CRON])
    fetch(`http://localhost:8787/__scheduled?cron=${encodeURIComponent(schedule)}`)
      .then((res) => res.arrayBuffer())
      .catch(() => {
        /* not up yet, or restarting */
      });
}, CRON_EVERY_MS);
const stop = () => {
  clearInterval(cron);
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
