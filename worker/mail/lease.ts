/**
 * The leased queue both outboxes use (mail_outbox for the mail-list provider, cms_outbox for the
 * CMS in proxied mode): a run claims due rows with one UPDATE … WHERE that only matches rows
 * nobody holds, taking a lease with its own token, so no row is sent by two runs at once, and
 * only the holder can settle it. A run that dies before settling lets its lease run out, and the
 * row is sent again (both receivers are idempotent).
 */
import { backoffMs } from './backoff';

export type OutboxTable = 'mail_outbox' | 'cms_outbox';

/** A claim lasts five minutes; after that an unsettled row is free again. */
export const LEASE_MS = 5 * 60_000;

export interface LeasedRow {
  id: number;
  attempts: number;
  lease_token: string;
}

/**
 * Claims up to `limit` rows of `table` that are queued, due and held by nobody (or whose holder's
 * lease ran out), oldest first, returning `columns`; `only` narrows it to rows whose column has a
 * value (the subscription just stored).
 */
export async function claimLeased<T extends LeasedRow>(
  db: D1Database,
  table: OutboxTable,
  columns: string,
  now: number,
  limit: number,
  only?: { column: 'email'; value: string },
): Promise<T[]> {
  const free = `status = 'queued' AND next_attempt_at <= ?1 AND lease_until <= ?1`;
  const narrow = only ? `AND ${only.column} = ?5` : '';
  const { results } = await db
    .prepare(
      `UPDATE ${table} SET lease_until = ?2, lease_token = ?3, attempts = attempts + 1
       WHERE ${free} AND id IN (SELECT id FROM ${table} WHERE ${free} ${narrow} ORDER BY id LIMIT ?4)
       RETURNING ${columns}`,
    )
    .bind(now, now + LEASE_MS, crypto.randomUUID(), limit, ...(only ? [only.value] : []))
    .all<T>();
  return results;
}

/** A run's verdict on a row it holds: done (sent or rejected for good), or due again after the backoff. */
export type Settlement =
  | { kind: 'done'; status: 'sent' | 'rejected'; note: string | null }
  | { kind: 'retry'; error: string };

/** Records the verdict for a row this run holds, and releases its lease. */
export async function settleLeased(
  db: D1Database,
  table: OutboxTable,
  row: LeasedRow,
  s: Settlement,
  now: number,
): Promise<void> {
  const release = 'lease_until = 0, lease_token = NULL WHERE id = ? AND lease_token = ?';
  const stmt =
    s.kind === 'retry'
      ? db
          .prepare(`UPDATE ${table} SET next_attempt_at = ?, last_error = ?, ${release}`)
          .bind(now + backoffMs(row.attempts), s.error.slice(0, 500), row.id, row.lease_token)
      : db
          .prepare(`UPDATE ${table} SET status = ?, sent_at = ?, last_error = ?, ${release}`)
          .bind(s.status, new Date(now).toISOString(), s.note?.slice(0, 500) ?? null, row.id, row.lease_token);
  await stmt.run();
}
