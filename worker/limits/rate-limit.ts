/**
 * Counting attempts per key in a RateCounter Durable Object (rate-counter.ts), for the forms and
 * the purge. Only a type is imported from the class's module, so Node scripts that load the
 * contract (the fuzz targets, the faults) never load `cloudflare:workers`.
 */
import type { RateCounter, Tally } from './rate-counter';

/**
 * Counts one attempt of `scope` (a form's name, or the purge's failures) from `address` against
 * `limit` a window; each scope and address has its own counter. When the counter cannot be
 * reached, the attempt is let through and logged: a person's form must never fail because a
 * counter did.
 */
export async function countAttempt(
  counters: DurableObjectNamespace<RateCounter>,
  scope: string,
  address: string,
  limit: number,
): Promise<Tally> {
  const key = `${scope}:${address}`;
  try {
    return await counters.getByName(key).hit(limit);
  } catch (err) {
    console.error('rate counter failed; letting the attempt through', key, err);
    return { over: false, count: 0, retryAfter: 0 };
  }
}
