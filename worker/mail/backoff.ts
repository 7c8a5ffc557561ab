/** How long a mail-list forward waits after a failure before it is tried again. */

/** The first retry waits a minute; each failure doubles the wait. */
export const BACKOFF_BASE_MS = 60_000;
/** Never more than six hours apart, so a long outage is retried a few times a day. */
export const BACKOFF_CAP_MS = 6 * 60 * 60_000;

/**
 * The delay after the `attempts`-th failed attempt (1 = the first): 1 min, 2, 4, 8 … 256 min, then capped at six
 * hours. There is no last attempt: a row is retried until the provider takes it.
 */
export function backoffMs(attempts: number, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const n = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  // 2^n overflows to Infinity long before it matters; the cap takes it back.
  return Math.min(cap, base * 2 ** (n - 1));
}
