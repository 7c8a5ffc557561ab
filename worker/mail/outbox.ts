/**
 * The outbox between the email subscriptions in D1 and the mail-list provider. A subscription and
 * its outbox row are written in one D1 batch (a transaction), so none is stored without being
 * queued; a row leaves the queue only once the provider has accepted the address. Forwarding runs
 * right after the subscription (in the background, when the provider is configured) and from the
 * cron trigger, which retries what failed with exponential backoff (backoff.ts) until it succeeds.
 *
 * Runs may overlap (two subscriptions, a cron run): rows are claimed and settled through the
 * leased queue of lease.ts, so no row is sent by two runs at once. If a run dies after sending
 * but before settling, the row is sent again: the provider's call is an idempotent upsert, so the
 * list still gets one member.
 */
import type { Env } from '../env';
import type { Lang } from '../../shared/types/content';
import { claimLeased, type LeasedRow, settleLeased } from './lease';
import { type ForwardResult, mailchimpConfig, upsertMember } from './mailchimp';

/** A claimed row: what to send, and the token that proves the claim. */
export interface OutboxRow extends LeasedRow {
  email: string;
  lang: string;
}

/** Rows claimed at once; each provider call takes at most ten seconds, so well inside the lease. */
const CLAIM_BATCH = 10;
/** Rows one run forwards at most, so a cron run after a long outage stays short. */
const RUN_LIMIT = 50;

/** Stores an email subscription and queues it for the provider, both or neither. */
export async function queueEmailSubscription(db: D1Database, email: string, lang: Lang, createdAt: string) {
  await db.batch([
    db
      .prepare(`INSERT INTO subscriptions (channel, address, lang, created_at) VALUES ('email', ?, ?, ?)
      ON CONFLICT (channel, address) DO NOTHING`)
      .bind(email, lang, createdAt),
    // A repeated subscription is already queued (or sent): it is not queued again.
    db
      .prepare('INSERT INTO mail_outbox (email, lang, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING')
      .bind(email, lang, createdAt),
  ]);
}

/**
 * Claims up to `limit` rows that are queued, due and held by nobody (or whose holder's lease ran
 * out), oldest first; `email` narrows it to one address (the subscription just stored).
 */
export function claimDue(
  db: D1Database,
  now: number,
  { limit = CLAIM_BATCH, email }: { limit?: number; email?: string } = {},
): Promise<OutboxRow[]> {
  const only = email === undefined ? undefined : ({ column: 'email', value: email } as const);
  return claimLeased<OutboxRow>(db, 'mail_outbox', 'id, email, lang, attempts, lease_token', now, limit, only);
}

/** Records the provider's verdict for a row this run holds: sent, or due again after the backoff. */
const settle = (db: D1Database, row: OutboxRow, result: ForwardResult, now: number) =>
  settleLeased(
    db,
    'mail_outbox',
    row,
    result.ok ? { kind: 'done', status: 'sent', note: null } : { kind: 'retry', error: result.error },
    now,
  );

/** What one forwarding run did. `configured: false`: the provider is not set up, nothing was claimed. */
export interface RunSummary {
  configured: boolean;
  sent: number;
  failed: number;
}

/**
 * Forwards due rows to the provider, one at a time, until none is due or `limit` are done. Without
 * a configuration nothing is claimed, so no attempt is spent and every row stays queued.
 */
export async function forwardDue(
  env: Env,
  { now = () => Date.now(), limit = RUN_LIMIT, email }: { now?: () => number; limit?: number; email?: string } = {},
): Promise<RunSummary> {
  const summary: RunSummary = { configured: false, sent: 0, failed: 0 };
  const config = mailchimpConfig(env);
  if (!config) return summary;
  summary.configured = true;
  while (summary.sent + summary.failed < limit) {
    const rows = await claimDue(env.DB, now(), {
      limit: Math.min(CLAIM_BATCH, limit - summary.sent - summary.failed),
      email,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const result = await upsertMember(config, row.email);
      await settle(env.DB, row, result, now());
      if (result.ok) summary.sent++;
      else {
        summary.failed++;
        console.error('mail-list forward failed', row.id, result.error);
      }
    }
  }
  return summary;
}

/**
 * After a subscription is stored: forward it in the background, once the reply is on its way.
 * `waitUntil` is asked for only when forwarding is configured; if there is none to be had, or the
 * forward fails, the row simply waits for the cron trigger.
 */
export function forwardSoon(env: Env, waitUntil: (work: Promise<unknown>) => void, email: string) {
  if (!mailchimpConfig(env)) return;
  try {
    waitUntil(forwardDue(env, { email, limit: 1 }).catch((err: unknown) => console.error('mail-list forward', err)));
  } catch (err) {
    console.error('mail-list forward not started', err);
  }
}

/** The cron trigger: retry everything due. */
export async function scheduledForward(env: Env): Promise<RunSummary> {
  const summary = await forwardDue(env);
  if (summary.sent || summary.failed) console.log('mail-list outbox run', summary);
  return summary;
}
