/**
 * The cron trigger's two schedules (wrangler.toml [triggers]; tests/worker/share-cards.test.ts
 * keeps them equal). Two, because each schedule is its own invocation with its own CPU limit: the
 * share-card renderer's drawing can never cut the outboxes short, and on the Workers Free plan
 * (10 ms of CPU per invocation) it can be switched off alone (SHARE_CARD_RENDERER = "local").
 */
/** Every five minutes: the outboxes and the search sync. */
export const JOBS_CRON = '*/5 * * * *';
/** Every five minutes, two minutes later (a list, the plainest cron syntax): the share-card renderer. */
export const CARDS_CRON = '2,7,12,17,22,27,32,37,42,47,52,57 * * * *';
