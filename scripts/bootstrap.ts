/**
 * Makes a checkout ready to run, idempotently: local secrets file, D1 migrations, the demo
 * content (only into an empty database), then the client bundle, fonts and demo media if missing.
 *   tsx scripts/bootstrap.ts [--reset] [--state DIR]
 * --reset deletes the local database and cache first (`npm run db:reset`).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EXAMPLE_PURGE_TOKEN, randomPurgeToken } from '../worker/api/purge-token';
import { importBundle } from '../worker/content/import/import';
import { demoBundle } from '../worker/db/seed/bundle';
import { DEV_STATE, option, run, withLocalBindings } from './lib/local';

const argv = process.argv.slice(2);
const state = option(argv, 'state') ?? DEV_STATE;

if (argv.includes('--reset')) {
  rmSync(`${state}/v3`, { recursive: true, force: true });
  console.log(`reset: removed ${state}/v3`);
}
// The worker refuses the example purge token, so local dev gets a random one of its own (also
// replacing the example token in a .dev.vars made before that rule).
if (state === DEV_STATE) {
  const created = !existsSync('.dev.vars');
  const vars = readFileSync(created ? '.dev.vars.example' : '.dev.vars', 'utf8');
  const exampleToken = `PURGE_TOKEN=${EXAMPLE_PURGE_TOKEN}\n`;
  if (created || vars.includes(exampleToken)) {
    writeFileSync('.dev.vars', vars.replace(exampleToken, `PURGE_TOKEN=${randomPurgeToken()}\n`));
    console.log(
      created
        ? 'created .dev.vars from .dev.vars.example (local secrets, git-ignored), with a random PURGE_TOKEN'
        : '.dev.vars: replaced the example PURGE_TOKEN with a random one',
    );
  }
}

run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);

const bundle = demoBundle(new Date());
await withLocalBindings(state, async (env) => {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM posts').first<{ n: number }>();
  // Rows with phonetic keys (migration 0007): an index from before them is filled again.
  const indexed = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM search_index WHERE rom_title != '' OR rom_body != ''",
  ).first<{ n: number }>();
  if (row?.n && indexed?.n) {
    console.log(`content: ${row.n} posts already in ${state}; leaving it as it is (npm run db:reset starts over)`);
    return;
  }
  // A database seeded before the search index existed gets the demo again: upserts, so idempotent.
  const summary = await importBundle(env.DB, bundle);
  console.log(
    `content: seeded the demo (${Object.entries(summary.counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')})`,
  );
});

run('npx', ['tsx', 'scripts/build.ts', '--if-missing']);
