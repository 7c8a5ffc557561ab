/**
 * Loads an operator's content export (a JSON file in the shape of shared/types/content.ts) into
 * the local embedded database, through the same importBundle the demo seed uses, then clears the
 * local API cache so the site shows it at once.
 *   npm run content:import -- file.json [--state DIR] [--legacy-font anmollipi|gurbaniakhar]
 *   npm run content:import -- file.json --sql out.sql   (statements for `wrangler d1 execute --remote`;
 *   npm run setup:cloudflare -- --content file.json writes and applies them)
 * A bad file is rejected with every problem listed, and nothing is changed.
 * Punjabi fields typed for an old font (AnmolLipi, GurbaniAkhar) are converted to Unicode with
 * --legacy-font, and reported (stored as given) without it (worker/content/import/legacy-font.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { purge } from '../worker/cache/kv-cache';
import { ImportRejected, importBundle } from '../worker/content/import/import';
import { convertLegacyFont, legacyFontWarnings } from '../worker/content/import/legacy-font';
import { isLegacyFont, LEGACY_FONTS } from '../shared/script/legacy-font';
import { DEV_STATE, option, withLocalBindings } from './lib/local';
import { contentSql } from './setup-cloudflare/content-sql';

const USAGE = `usage: npm run content:import -- file.json [--state DIR] [--sql out.sql] [--legacy-font ${LEGACY_FONTS.join('|')}]`;
const argv = process.argv.slice(2);
const file = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
if (!file || argv.some((a) => a.startsWith('--legacy-font='))) {
  console.error(USAGE);
  process.exit(2);
}

/** The font named by --legacy-font (checked before anything is read or written), or null without the flag. */
function legacyFont(): string | null {
  if (!argv.includes('--legacy-font')) return null;
  const name = option(argv, 'legacy-font')?.toLowerCase() ?? '';
  if (isLegacyFont(name)) return name;
  console.error(`unknown --legacy-font '${name}': use one of ${LEGACY_FONTS.join(', ')}; nothing was imported`);
  process.exit(2);
}
const font = legacyFont();

/** Converts or reports the Punjabi fields typed for an old font, and says what it did. */
function legacyText(raw: unknown): void {
  if (font) {
    const converted = convertLegacyFont(raw);
    console.log(`converted ${converted.length} Punjabi field(s) from ${font} to Unicode Gurmukhi`);
    for (const place of converted.slice(0, 20)) console.log(`  ${place}`);
    if (converted.length > 20) console.log(`  ...and ${converted.length - 20} more`);
    return;
  }
  const warnings = legacyFontWarnings(raw);
  for (const w of warnings.slice(0, 50)) console.warn(`warning: ${w}`);
  if (warnings.length > 50) console.warn(`warning: ...and ${warnings.length - 50} more such fields`);
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
  legacyText(raw);
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
