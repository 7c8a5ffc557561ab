/**
 * `npm test`: every suite, in order of speed: types, worker and unit tests inside workerd, then
 * the end-to-end suite. Stops at the first failing step with its exit code.
 */
import { run } from './lib/local';

const steps: [string, string[]][] = [
  ['npx', ['tsx', 'scripts/build.ts']],
  ['npx', ['tsx', 'scripts/typecheck.ts']],
  ['npx', ['vitest', 'run']],
  ['npx', ['tsx', 'scripts/e2e.ts']],
];

for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  try {
    run(cmd, args);
  } catch (err) {
    console.error(String(err));
    process.exit(1);
  }
}
