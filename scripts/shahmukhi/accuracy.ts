/**
 * `npx tsx scripts/shahmukhi/accuracy.ts [--write]`: the word accuracy of the Shahmukhi reading
 * (issue 30) on the demo's Punjabi words, before (gurmukhi-utils alone, as on main at 50066ce)
 * and after this project's rules.
 *
 * The references are hand-written (scripts/shahmukhi/references.tsv); a reference counts only
 * if each of its words is in a published word list: the Punjabi-in-Shahmukhi (pa-Arab) and Urdu
 * (ur) character annotations of Unicode CLDR, from the npm package cldr-annotations-full (a
 * pinned devDependency). Urdu's list vouches only for the words the two languages share, which
 * are written the same way. Each Gurmukhi word must also occur in the demo's seed text.
 *
 * `--write` stores the counted words in tests/fixtures/shahmukhi-words.json, which the
 * regression test (accuracy.test.ts) reads; without it the script fails if that file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import cldrPackage from 'cldr-annotations-full/package.json' with { type: 'json' };
import gurmukhiUtils from 'gurmukhi-utils';
import { toShahmukhi } from '../../shared/script/shahmukhi';
import { inList, listWords, parseReferences, type TestWord, wordAccuracy } from './measure';

const FIXTURE = 'tests/fixtures/shahmukhi-words.json';
const LOCALES = ['pa-Arab', 'ur'] as const;

/** The CLDR annotations of each locale as a set of word keys, and the package's version. */
function cldrWords() {
  const pkg = createRequire(import.meta.url).resolve('cldr-annotations-full/package.json');
  const { version } = cldrPackage;
  const lists = LOCALES.map((locale) => {
    const file = join(dirname(pkg), 'annotations', locale, 'annotations.json');
    return { locale, words: listWords(readFileSync(file, 'utf8')) };
  });
  return { version, lists };
}

/** Every Gurmukhi word of the seed (worker/db/seed, .ts and .json), NFC. */
function seedWords(dir = 'worker/db/seed'): Set<string> {
  const words = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|json)$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8').normalize('NFC');
    for (const match of text.matchAll(/[\u0A00-\u0A7F]+/g)) words.add(match[0]);
  }
  return words;
}

/** main's reading at 50066ce: the library on each Gurmukhi run. */
const libraryAlone = (text: string) => text.replace(/[\u0A00-\u0A7F]+/g, (run) => gurmukhiUtils.toShahmukhi(run));

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

function main() {
  const references = parseReferences(readFileSync('scripts/shahmukhi/references.tsv', 'utf8'));
  const demo = seedWords();
  const absent = references.filter((row) => !demo.has(row.gurmukhi));
  if (absent.length) throw new Error(`not in the demo's text: ${absent.map((row) => row.gurmukhi).join(' ')}`);
  const { version, lists } = cldrWords();
  const counted: TestWord[] = [];
  for (const row of references) {
    const list = lists.find(({ words }) => inList(row.shahmukhi, words));
    if (list) counted.push({ ...row, list: `cldr-annotations-full@${version} ${list.locale}` });
  }
  const distinct = new Set(counted.map((row) => row.gurmukhi)).size;
  console.log(
    `references: ${references.length}; found in CLDR ${version} annotations (${LOCALES.join(', ')}): ${counted.length} (${distinct} distinct)`,
  );
  for (const { locale } of lists)
    console.log(`  first found in ${locale}: ${counted.filter((r) => r.list?.endsWith(` ${locale}`)).length}`);
  const before = wordAccuracy(counted, libraryAlone);
  const after = wordAccuracy(counted, toShahmukhi);
  console.log(`word accuracy, gurmukhi-utils alone: ${before.correct}/${before.total} = ${percent(before.ratio)}`);
  console.log(`word accuracy, with the rules:       ${after.correct}/${after.total} = ${percent(after.ratio)}`);
  console.log(`misses with the rules (${after.misses.length}):\n  ${after.misses.join('\n  ')}`);
  const json = `${JSON.stringify(counted, null, 1)}\n`;
  if (process.argv.includes('--write')) writeFileSync(FIXTURE, json);
  else if (readFileSync(FIXTURE, 'utf8') !== json) throw new Error(`${FIXTURE} is stale: run with --write`);
}

main();
