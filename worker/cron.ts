/**
 * The cron trigger (wrangler.toml, two schedules: worker/schedules.ts). On JOBS_CRON each job runs
 * on its own, so one that fails leaves the others their turn:
 * - the mail-list outbox (embedded mode's email subscriptions → Mailchimp);
 * - proxied mode (BACKEND_URL set): the CMS outbox (contact messages and subscriptions → the
 *   CMS's form calls, retried with backoff) and the search index kept in step with the CMS.
 * On CARDS_CRON, in an invocation of its own, the share-card renderer (worker/share/renderer.ts):
 * the wanted cards and the logo, drawn there and never on a request's CPU; unless
 * SHARE_CARD_RENDERER is "local" (Workers Free: `npm run cards -- --remote` draws them).
 */
import type { Env } from './env';
import { syncSearchIndex } from './content/search-sync';
import { forwardCmsDue } from './mail/cms-outbox';
import { scheduledForward } from './mail/outbox';
import { renderWantedCards } from './share/renderer';
import { CARDS_CRON } from './schedules';

/** The jobs of a schedule; none for the renderer when it runs elsewhere. */
function jobsOf(env: Env, cron: string): [string, () => Promise<unknown>][] {
  if (cron === CARDS_CRON)
    return env.SHARE_CARD_RENDERER === 'local' ? [] : [['share cards', () => renderWantedCards(env)]];
  return [
    ['mail-list outbox', () => scheduledForward(env)],
    ['CMS outbox', () => forwardCmsDue(env)],
    ['search sync', () => syncSearchIndex(env)],
  ];
}

/** Runs the jobs of `cron`; resolves when all have settled (failures are logged, never thrown). */
export async function runScheduled(env: Env, cron: string): Promise<void> {
  const jobs = jobsOf(env, cron);
  await Promise.all(
    jobs.map(([name, job]) => job().catch((err: unknown) => console.error('cron job failed', name, err))),
  );
}
