/**
 * `npm test`: every suite, in order of speed: the size budget (right after the build), types,
 * lint (Biome, the strings and CSS-token guards, knip), worker and unit tests inside workerd, a
 * 1,000-request slice of the fuzz (a fixed seed, FUZZ_SEED to vary it), then the end-to-end suite. Stops at the first failing step with its exit code.
 */
import { run } from './lib/local';

const steps: [string, string[]][] = [
  ['npx', ['tsx', 'scripts/build.ts']],
  ['npx', ['tsx', 'scripts/budget.ts']],
  ['npx', ['tsx', 'scripts/typecheck.ts']],
  ['npm', ['run', 'lint']],
  ['npx', ['vitest', 'run']],
  ['npx', ['tsx', 'scripts/fuzz.ts', '--count', '1000', '--seed', process.env.FUZZ_SEED ?? '11']],
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
