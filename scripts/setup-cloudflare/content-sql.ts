/**
 * Content for a database this machine cannot open: a bundle (the demo's, or the station's export
 * in the shape of shared/types/content.ts) checked and sanitised as importBundle does, written as
 * SQL statements for `wrangler d1 execute --remote --file`. Upserts, as the local import: loading
 * the same bundle twice leaves the database as once.
 */
import { checkShape, ImportRejected } from '../../worker/content/import/import';
import { crossChecks, TRUST_OUTSIDE } from '../../worker/content/import/checks';
import { searchStatements } from '../../worker/content/import/search-rows';
import { bundleStatements, toSqlText } from '../../worker/content/import/statements';

/** The SQL text of `raw`; throws ImportRejected listing every problem, before anything is written. */
export function contentSql(raw: unknown): string {
  const bundle = checkShape(raw);
  // The target database is not visible from here: references outside the file are assumed to exist.
  const cross = crossChecks(bundle, TRUST_OUTSIDE);
  if (cross.length) throw new ImportRejected(cross);
  return `${toSqlText([...bundleStatements(bundle), ...searchStatements(bundle)])}\n`;
}
