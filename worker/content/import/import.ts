/**
 * The one way content gets into the embedded service: the demo seed, `npm run content:import`
 * and the tests all call `importBundle`. It normalises text to NFC, checks the whole bundle, and
 * only then writes everything in one D1 batch (a single transaction), so a bad file changes nothing.
 */
import type { ContentBundle } from '../../../shared/types/content';
import { sanitizeBundle } from '../sanitize-answer';
import { parseBundle } from './bundle-schema';
import { crossChecks, type StoredKeys } from './checks';
import { searchStatements } from './search-rows';
import { bundleStatements, type Statement } from './statements';

/** Thrown when a bundle is rejected; `problems` lists every reason with its JSON path. */
export class ImportRejected extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n  ...and ${problems.length - shown.length} more` : '';
    super(`content rejected, nothing was changed:\n  ${shown.join('\n  ')}${more}`);
    this.name = 'ImportRejected';
  }
}

/** Every string in `value`, NFC-normalised, so Gurmukhi compares and searches the same way everywhere. */
export function normalizeText<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(normalizeText) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeText(v)])) as T;
  }
  return value;
}

/**
 * Checks a parsed bundle without touching the database: the bundle NFC-normalised, with every
 * field the bundle schema marks rich sanitised (as the contract does for every answer), or throws
 * ImportRejected with every problem of its shape. The clean bundle is checked again: a required
 * field that was nothing but unsafe markup (a note that is only a meta refresh) is empty once
 * cleaned, and stored so it would fail its schema on every read and take its page's block away.
 */
export function checkShape(raw: unknown): ContentBundle {
  const parsed = parseBundle(raw);
  if (!('bundle' in parsed)) throw new ImportRejected(parsed.problems);
  const clean = sanitizeBundle(normalizeText(parsed.bundle));
  const again = parseBundle(clean);
  if (!('bundle' in again)) throw new ImportRejected(again.problems.map((p) => `${p} once unsafe HTML is removed`));
  return clean;
}

/** Reads the keys the database already has, for references a partial bundle relies on. */
async function storedKeys(db: D1Database): Promise<StoredKeys> {
  const [tags, hosts, shows, cats, series] = await db.batch<{ k: string | number }>([
    db.prepare("SELECT kind || ':' || slug AS k FROM tags"),
    db.prepare('SELECT id AS k FROM hosts'),
    db.prepare('SELECT id AS k FROM shows'),
    db.prepare('SELECT id AS k FROM original_categories'),
    db.prepare('SELECT id AS k FROM original_series'),
  ]);
  const set = <T>(r: D1Result<{ k: string | number }> | undefined) => new Set((r?.results ?? []).map((x) => x.k as T));
  return {
    tags: set(tags),
    hosts: set(hosts),
    shows: set(shows),
    originalCategories: set(cats),
    originalSeries: set(series),
  };
}

/** Validates and normalises a bundle against what is stored; throws ImportRejected on any problem. */
async function prepareImport(
  db: D1Database,
  raw: unknown,
): Promise<{ bundle: ContentBundle; statements: Statement[] }> {
  const bundle = checkShape(raw);
  const cross = crossChecks(bundle, await storedKeys(db));
  if (cross.length) throw new ImportRejected(cross);
  return { bundle, statements: [...bundleStatements(bundle), ...searchStatements(bundle)] };
}

export interface ImportSummary {
  statements: number;
  counts: Record<string, number>;
}

/** Imports a bundle in one transaction. Throws ImportRejected (nothing written) on bad content. */
export async function importBundle(db: D1Database, raw: unknown): Promise<ImportSummary> {
  const { bundle, statements } = await prepareImport(db, raw);
  try {
    await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  } catch (err) {
    // A constraint the checks could not see (a slug taken by another id in the database).
    throw new ImportRejected([`the database refused the bundle: ${(err as Error).message}`]);
  }
  const counts = Object.fromEntries(Object.entries(bundle).map(([k, v]) => [k, Array.isArray(v) ? v.length : 1]));
  return { statements: statements.length, counts };
}
