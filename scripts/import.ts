/**
 * Loads an operator's content export (a JSON file in the shape of shared/types/content.ts) into
 * the local embedded database, through the same importBundle the demo seed uses, then clears the
 * local API cache so the site shows it at once.
 *   npm run content:import -- file.json [--state DIR]
 *   npm run content:import -- file.json --sql out.sql   (statements for `wrangler d1 execute --remote`;
 *   npm run setup:cloudflare -- --content file.json writes and applies them)
 * A bad file is rejected with every problem listed, and nothing is changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { purge } from '../worker/cache/kv-cache';
import { ImportRejected, importBundle } from '../worker/content/import/import';
import { DEV_STATE, option, withLocalBindings } from './lib/local';
import { contentSql } from './setup-cloudflare/content-sql';

const argv = process.argv.slice(2);
const file = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: npm run content:import -- file.json [--state DIR] [--sql out.sql]');
  process.exit(2);
}

function readBundle(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new ImportRejected([`cannot read ${path}: ${(err as Error).message}`]);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ImportRejected([`${path} is not valid JSON: ${(err as Error).message}`]);
  }
}

try {
  const raw = readBundle(file);
  const sqlOut = option(argv, 'sql');
  if (sqlOut) {
    // Checked and sanitised as importBundle does, before anything is written.
    writeFileSync(sqlOut, contentSql(raw));
    console.log(
      `wrote ${sqlOut}; apply it with: npx wrangler d1 execute DB --remote -c wrangler.deploy.toml --file ${sqlOut}`,
    );
  } else {
    const state = option(argv, 'state') ?? DEV_STATE;
    await withLocalBindings(state, async (env) => {
      const summary = await importBundle(env.DB, raw);
      const purged = await purge(env.CACHE, '/api/');
      console.log(
        `imported ${file}: ${Object.entries(summary.counts)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')}`,
      );
      console.log(`cleared ${purged} cached API answer(s)`);
    });
  }
} catch (err) {
  console.error(err instanceof ImportRejected ? err.message : `import failed: ${String(err)}`);
  process.exit(1);
}
