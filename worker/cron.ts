/**
 * The cron trigger (wrangler.toml, every five minutes): each job runs on its own, so one that
 * fails leaves the others their turn.
 * - the mail-list outbox (embedded mode's email subscriptions → Mailchimp);
 * - proxied mode (BACKEND_URL set): the CMS outbox (contact messages and subscriptions → the
 *   CMS's form calls, retried with backoff) and the search index kept in step with the CMS.
 */
import type { Env } from './env';
import { syncSearchIndex } from './content/search-sync';
import { forwardCmsDue } from './mail/cms-outbox';
import { scheduledForward } from './mail/outbox';

/** Runs every job; resolves when all have settled (failures are logged, never thrown). */
export async function runScheduled(env: Env): Promise<void> {
  const jobs: [string, () => Promise<unknown>][] = [
    ['mail-list outbox', () => scheduledForward(env)],
    ['CMS outbox', () => forwardCmsDue(env)],
    ['search sync', () => syncSearchIndex(env)],
  ];
  await Promise.all(
    jobs.map(([name, job]) => job().catch((err: unknown) => console.error('cron job failed', name, err))),
  );
}
