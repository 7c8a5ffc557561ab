/**
 * Proves the interface-strings guard (the GritQL plugins in biome.jsonc) still works: copies the
 * project's biome.jsonc and plugins into a scratch project, places each fixture at a path the
 * plugins do or do not cover, runs `biome lint --only=plugin` there, and checks that exactly the
 * `// flag:` texts of each fixture are flagged. A Biome upgrade or a plugin edit that stops
 * catching an offender, or starts flagging class names, paths or keys, fails here.
 *
 *   npx tsx scripts/lint/strings-guard.ts      (part of `npm run lint:strings`)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { compareFlags, expectedFlags, pluginDiagnostics, spannedText } from './flags';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'scripts/lint/fixtures');

interface Case {
  fixture: string;
  /** Where the fixture sits in the scratch project, which decides the plugins that see it. */
  at: string;
  /** Tests and files outside the guarded folders are excepted: nothing may be flagged there. */
  excepted?: boolean;
}

const CASES: Case[] = [
  { fixture: 'Offender.tsx.fixture', at: 'client/pages/guard/Offender.tsx' },
  { fixture: 'Clean.tsx.fixture', at: 'client/pages/guard/Clean.tsx' },
  { fixture: 'offender-loader.ts.fixture', at: 'shared/loaders/offender.ts' },
  { fixture: 'clean-loader.ts.fixture', at: 'shared/loaders/clean.ts' },
  { fixture: 'Offender.tsx.fixture', at: 'client/pages/guard/Offender.test.tsx', excepted: true },
  { fixture: 'offender-loader.ts.fixture', at: 'shared/loaders/offender.test.ts', excepted: true },
  { fixture: 'offender-loader.ts.fixture', at: 'shared/format/offender.ts', excepted: true },
];

const scratch = mkdtempSync(join(tmpdir(), 'strings-guard-'));
try {
  cpSync(join(ROOT, 'biome.jsonc'), join(scratch, 'biome.jsonc'));
  cpSync(join(ROOT, 'scripts/lint'), join(scratch, 'scripts/lint'), {
    recursive: true,
    filter: (path) => path.endsWith('lint') || path.endsWith('.grit'),
  });
  const sources = new Map<string, string>();
  for (const c of CASES) {
    const source = readFileSync(join(FIXTURES, c.fixture), 'utf8');
    mkdirSync(dirname(join(scratch, c.at)), { recursive: true });
    writeFileSync(join(scratch, c.at), source);
    sources.set(c.at, source);
  }

  const biome = join(ROOT, 'node_modules/.bin/biome');
  const args = ['lint', '--only=plugin', '--reporter=json', '--max-diagnostics=none', '--vcs-enabled=false', '.'];
  const run = spawnSync(biome, args, { cwd: scratch, encoding: 'utf8' });
  if (run.error) throw run.error;
  const diagnostics = pluginDiagnostics(JSON.parse(run.stdout));

  const problems = CASES.flatMap((c) => {
    const source = sources.get(c.at) ?? '';
    const flagged = diagnostics.filter((d) => d.path === c.at).map((d) => spannedText(source, d));
    return compareFlags(c.at, c.excepted ? [] : expectedFlags(source), flagged);
  });
  if (problems.length > 0) {
    console.error(`The interface-strings guard does not behave as its fixtures say:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `strings guard: ${diagnostics.length} offenders flagged in ${CASES.length} fixture placements, as expected`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
