/**
 * The exact counter behind the form rate limit and the purge throttle (issue 23): one Durable
 * Object per counted key (a form and an address, or the purge's failures and an address). A
 * Durable Object handles one event at a time, so 30 posts sent at once are counted one after
 * another; the KV read-then-write it replaces let every one of them read the same count.
 *
 * The state is one small record: the window's start and its count. The window is fixed, 60 s from
 * the first attempt; an alarm at its end calls deleteAll, which also drops the object's storage
 * metadata, so an address that stops posting leaves nothing stored.
 */
import { DurableObject } from 'cloudflare:workers';

/** How long one counting window lasts. */
export const WINDOW_MS = 60_000;

/** One attempt's outcome: over the limit (then not counted), the window's count, the seconds until it ends. */
export interface Tally {
  over: boolean;
  count: number;
  retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

const KEY = 'window';

/** A fixed-window counter for one key; reached through `countAttempt` (rate-limit.ts). */
export class RateCounter extends DurableObject {
  /**
   * Counts one attempt against `limit` (the caller's, so the FORM_RATE_LIMIT var applies at
   * once). An attempt over the limit is not stored: a flood past it writes nothing.
   */
  async hit(limit: number): Promise<Tally> {
    const now = Date.now();
    const kept = this.ctx.storage.kv.get<Window>(KEY);
    // An alarm may run late; a window past its end is over whether or not it has been deleted yet.
    const fresh = !kept || now >= kept.start + WINDOW_MS;
    const window = fresh ? { start: now, count: 0 } : kept;
    const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    if (window.count >= limit) return { over: true, count: window.count, retryAfter };
    // Read and write with no await between them: nothing else runs in this object meanwhile.
    const count = window.count + 1;
    this.ctx.storage.kv.put(KEY, { start: window.start, count });
    if (fresh) await this.ctx.storage.setAlarm(window.start + WINDOW_MS);
    return { over: false, count, retryAfter };
  }

  /** The window's end: the record goes, unless a newer window started meanwhile. */
  override async alarm(): Promise<void> {
    const kept = this.ctx.storage.kv.get<Window>(KEY);
    if (kept && Date.now() < kept.start + WINDOW_MS) {
      await this.ctx.storage.setAlarm(kept.start + WINDOW_MS);
      return;
    }
    await this.ctx.storage.deleteAll();
  }
}
