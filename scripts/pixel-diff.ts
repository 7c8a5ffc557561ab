/**
 * Proof that a change moved no pixel (issue 25's CSS merge): screenshots of every page type of the
 * route table at 375 and 1280 px, in English and Punjabi, full page, and an exact comparison of
 * two such folders.
 *   tsx scripts/pixel-diff.ts shoot --base http://127.0.0.1:8801 --out .pixel/before [--only home]
 *   tsx scripts/pixel-diff.ts compare .pixel/before .pixel/after [--table docs/x.md]
 * `shoot` runs against a worker already running (any build, any seeded state: take both folders
 * from one copy of the same seeded state, so the content is the same). `compare` prints each
 * screenshot's differing pixels and exits 1 when any differs or is missing on one side.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pageTypes } from './budget/sizes';
import { option } from './lib/local';
import { compareFolders } from './pixel-diff/compare';
import { fillSlots, routeAddresses, SLOTS, type Slot, shotList } from './pixel-diff/pages';
import { summaryTable } from './pixel-diff/pixels';
import { shoot } from './pixel-diff/shoot';

const argv = process.argv.slice(2);

/** The first address on `base + listing` matching `pattern`. */
async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string> {
  const res = await fetch(base + listing);
  const found = pattern.exec(await res.text())?.[0];
  if (!res.ok || !found)
    throw new Error(`no link matching ${pattern} on ${listing} (${res.status}): is the database seeded?`);
  return found;
}

/** Each slot's address, in declaration order (a slot's listing may be an earlier slot). */
async function findSlots(base: string): Promise<Record<Slot, string>> {
  const found: Partial<Record<Slot, string>> = {};
  for (const [slot, { listing, pattern }] of Object.entries(SLOTS) as [Slot, (typeof SLOTS)[Slot]][])
    found[slot] = await firstLink(base, found[listing as Slot] ?? listing, pattern);
  return found as Record<Slot, string>;
}

async function shootCommand(): Promise<void> {
  const base = option(argv, 'base');
  const out = option(argv, 'out');
  if (!base || !out) throw new Error('usage: pixel-diff.ts shoot --base http://127.0.0.1:PORT --out DIR');
  const only = option(argv, 'only');
  // Loaded untyped, as scripts/budget.ts does: a static import would bring the browser's types in.
  const routeTable = '../client/app/routes';
  const ids = [...pageTypes(await import(routeTable)).values()].flat();
  const pages = fillSlots(routeAddresses(ids), await findSlots(base));
  const shots = shotList(pages).filter((s) => !only || s.file.includes(only));
  mkdirSync(out, { recursive: true });
  await shoot(base, shots, out);
  console.log(`${shots.length} screenshots in ${out}`);
}

async function compareCommand(): Promise<void> {
  const table = option(argv, 'table');
  const [before, after] = argv.slice(1).filter((a) => a !== '--table' && a !== table);
  if (!before || !after) throw new Error('usage: pixel-diff.ts compare BEFORE_DIR AFTER_DIR [--table FILE]');
  const rows = await compareFolders(before, after);
  for (const r of rows)
    console.log(`${r.pixels === null ? 'missing' : r.pixels}\t${r.file}${r.sizes ? ` ${r.sizes}` : ''}`);
  if (table) writeFileSync(table, `${summaryTable(rows)}\n`);
  const moved = rows.filter((r) => r.pixels !== 0);
  console.log(`${rows.length} screenshots compared, ${moved.length} differ`);
  if (moved.length > 0) process.exitCode = 1;
}

if (argv[0] === 'shoot') await shootCommand();
else if (argv[0] === 'compare') await compareCommand();
else throw new Error('usage: pixel-diff.ts shoot --base URL --out DIR | compare BEFORE AFTER [--table FILE]');
