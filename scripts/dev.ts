/**
 * `npm run dev` (after the bootstrap in predev): rebuilds the browser bundle on change and runs
 * the worker on http://localhost:8787. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { offlineEnv } from './lib/local';

const children = [
  // --emptyOutDir false: the worker imports the build manifest, which must never vanish mid-rebuild.
  spawn('npx', ['vite', 'build', '--watch', '--emptyOutDir', 'false', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: offlineEnv(),
  }),
  spawn('npx', ['wrangler', 'dev', '--port', '8787'], { stdio: 'inherit', env: offlineEnv() }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
