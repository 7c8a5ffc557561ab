/**
 * `npm run typecheck`: the worker, browser and Node projects, then the negative type tests in
 * tests/types/: files that must NOT compile, with an error on exactly the lines they mark
 * (`// expect-error TSnnnn`). They prove the screen map rejects a screen that reads another
 * route's data, or a route without a screen.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { compareErrors, expectedErrors, reportedErrors } from './lib/expected-errors';
import { run } from './lib/local';

for (const project of ['tsconfig.worker.json', 'tsconfig.client.json', 'tsconfig.node.json']) {
  console.log(`> tsc -p ${project}`);
  run('npx', ['tsc', '-p', project]);
}

const dir = 'tests/types';
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
const expected = files.flatMap((f) => expectedErrors(`${dir}/${f}`, readFileSync(`${dir}/${f}`, 'utf8')));
console.log(`> tsc -p ${dir}/tsconfig.json (must fail on ${expected.length} marked lines)`);
const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`, '--pretty', 'false'], { encoding: 'utf8' });
const problems = compareErrors(expected, reportedErrors(result.stdout));
if (problems.length > 0) {
  console.error(result.stdout);
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`typecheck: ok (${expected.length} deliberate mistakes rejected)`);
