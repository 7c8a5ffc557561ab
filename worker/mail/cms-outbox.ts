/**
 * The CMS outbox (proxied mode): contact messages and subscriptions are stored in D1 (migration
 * 0006, `cms_outbox`) before the visitor is answered, then posted to the CMS's form call with the
 * row's Idempotency-Key, so nothing a visitor sent is lost to an outage and nothing is posted twice:
 *
 *   request   store the row, holding its lease → one attempt with a short budget
 *               2xx                        → sent; the visitor gets success
 *               4xx with the spec's reply  → rejected; the visitor sees the CMS's field errors
 *               timeout, 5xx, refused, …   → queued with backoff; the visitor gets success (it is stored)
 *   cron      claims due rows (the leased queue of lease.ts) and posts them again, same key
 *
 * A slow CMS that stored the post but answered too late gets the same key again from the retry,
 * which is how the CMS (and the spec's contract: one post, one key) tells a retry from a new post.
 */
import { LANG_COOKIE } from '../../shared/constants';
import type { FormReply } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import type { Env } from '../env';
import { claimLeased, LEASE_MS, type LeasedRow, settleLeased } from './lease';

/** The spec's form calls (doc 2 §7). */
export type CmsFormPath = '/api/contact-form' | '/api/subscribe-mailchimp' | '/api/subscribe-whatsapp';

/** A claimed row: what to send, and the token that proves the claim. */
interface CmsOutboxRow extends LeasedRow {
  idempotency_key: string;
  path: CmsFormPath;
  fields: string;
  lang: string;
}

/** What the CMS made of one attempt. */
export type Delivery =
  | { kind: 'sent' }
  | { kind: 'rejected'; reply: FormReply & { success: false } }
  | { kind: 'retry'; error: string };

/** A retry from the cron waits at most this long for the CMS. */
const RETRY_TIMEOUT_MS = 10_000;
/** Rows one cron run posts at most, so a run after a long outage stays short. */
const RUN_LIMIT = 50;
const ROW = 'id, idempotency_key, path, fields, lang, attempts, lease_token';

const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null);

/**
 * The spec's failure reply (validateErrors keyed by field and/or error.detail), keeping only
 * lists of strings and a string detail; null when the body is not such a reply.
 */
export function rejection(body: unknown): (FormReply & { success: false }) | null {
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== false) return null;
  const { validateErrors, error } = body as { validateErrors?: unknown; error?: unknown };
  const fields =
    typeof validateErrors === 'object' && validateErrors !== null
      ? Object.entries(validateErrors).flatMap(([k, v]) => {
          const list = strings(v);
          return list?.length ? [[k, list] as const] : [];
        })
      : [];
  const detail = (error as { detail?: unknown } | undefined)?.detail;
  if (!fields.length && typeof detail !== 'string') return null;
  return {
    success: false,
    ...(fields.length ? { validateErrors: Object.fromEntries(fields) } : {}),
    ...(typeof detail === 'string' ? { error: { detail } } : {}),
  };
}

/** One POST of a row to the CMS, as a multipart form with its idempotency key. */
async function deliver(backend: string, row: CmsOutboxRow, timeoutMs: number): Promise<Delivery> {
  const body = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(row.fields) as Record<string, string>)) body.set(name, value);
  let res: Response;
  try {
    res = await fetch(`${backend.replace(/\/+$/, '')}${row.path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'idempotency-key': row.idempotency_key,
        cookie: `${LANG_COOKIE}=${row.lang}`,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    return { kind: 'retry', error: `network: ${err instanceof Error ? err.message : String(err)}` };
  }
  const reply = rejection(await res.json().catch(() => null));
  // The spec's reply carries the verdict: a 200 with success false is a refusal too.
  if (reply && res.status < 500) return { kind: 'rejected', reply };
  if (res.ok) return { kind: 'sent' };
  return { kind: 'retry', error: `CMS answered ${res.status}` };
}

/** Stores a post and claims it for the request's own first attempt. */
async function queueCmsPost(
  db: D1Database,
  path: CmsFormPath,
  fields: Record<string, string>,
  lang: Lang,
  now: number,
): Promise<CmsOutboxRow> {
  const row = await db
    .prepare(`INSERT INTO cms_outbox (idempotency_key, path, fields, lang, attempts, lease_until, lease_token, created_at)
      VALUES (?, ?, ?, ?, 1, ?, ?, ?) RETURNING ${ROW}`)
    .bind(
      crypto.randomUUID(),
      path,
      JSON.stringify(fields),
      lang,
      now + LEASE_MS,
      crypto.randomUUID(),
      new Date(now).toISOString(),
    )
    .first<CmsOutboxRow>();
  if (!row) throw new Error('cms_outbox insert returned no row');
  return row;
}

/** Claims up to `limit` rows that are queued, due and held by nobody, oldest first. */
const claimDue = (db: D1Database, now: number, limit: number) =>
  claimLeased<CmsOutboxRow>(db, 'cms_outbox', ROW, now, limit);

/** Records the verdict for a row this run holds. */
const settle = (db: D1Database, row: CmsOutboxRow, d: Delivery, now: number) =>
  settleLeased(
    db,
    'cms_outbox',
    row,
    d.kind === 'retry'
      ? { kind: 'retry', error: d.error }
      : {
          kind: 'done',
          status: d.kind,
          note: d.kind === 'rejected' ? JSON.stringify(d.reply) : null,
        },
    now,
  );

/** What one cron run did. */
export interface CmsRunSummary {
  sent: number;
  rejected: number;
  failed: number;
}

/** The first attempt, made while the visitor waits, never waits longer than this. */
const FIRST_ATTEMPT_MAX_MS = 3000;

/**
 * A visitor's post in proxied mode: stored (this throws if D1 cannot take it, and then nothing
 * was promised), then tried once within `budgetMs` (at most three seconds). The answer is the
 * CMS's refusal when it refused the fields at once, else null: stored, sent or queued, a success.
 */
export async function submitToCms(
  env: Pick<Env, 'DB' | 'BACKEND_URL'>,
  path: CmsFormPath,
  fields: Record<string, string>,
  lang: Lang,
  budgetMs: number,
): Promise<Delivery> {
  const row = await queueCmsPost(env.DB, path, fields, lang, Date.now());
  const d = await deliver(env.BACKEND_URL, row, Math.min(Math.max(1, budgetMs), FIRST_ATTEMPT_MAX_MS));
  try {
    await settle(env.DB, row, d, Date.now());
  } catch (err) {
    // The row stays claimed until its lease runs out; the cron then sends it (same key).
    console.error('CMS outbox settle failed', row.id, err);
  }
  if (d.kind === 'retry') console.error('CMS form post queued for retry', row.id, d.error);
  return d;
}

/** The cron trigger: posts every due row to the CMS (proxied mode only). */
export async function forwardCmsDue(
  env: Pick<Env, 'DB' | 'BACKEND_URL'>,
  { now = () => Date.now(), limit = RUN_LIMIT }: { now?: () => number; limit?: number } = {},
): Promise<CmsRunSummary> {
  const summary: CmsRunSummary = { sent: 0, rejected: 0, failed: 0 };
  if (!env.BACKEND_URL) return summary;
  const done = () => summary.sent + summary.rejected + summary.failed;
  while (done() < limit) {
    const rows = await claimDue(env.DB, now(), Math.min(10, limit - done()));
    if (!rows.length) break;
    for (const row of rows) {
      const d = await deliver(env.BACKEND_URL, row, RETRY_TIMEOUT_MS);
      await settle(env.DB, row, d, now());
      if (d.kind === 'sent') summary.sent++;
      else if (d.kind === 'rejected') {
        summary.rejected++;
        console.error('CMS refused a stored form post', row.id, row.path);
      } else {
        summary.failed++;
        console.error('CMS form post failed, will retry', row.id, d.error);
      }
    }
  }
  if (done()) console.log('CMS outbox run', summary);
  return summary;
}
