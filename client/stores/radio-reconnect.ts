/**
 * The pure rules of drop-out recovery for the live stream: when a playing stream counts as
 * stalled, how long to wait before each new try (1, 2, 4, … up to 30 s), when the bar says the
 * stream is unavailable, and when the tries stop. Driven by ./radio-live, tested on their own.
 */
/** No audio progress for this long while playing is a drop-out. */
export const STALL_MS = 5000;
/** After a `stalled` event, less silence is enough: the element itself says data stopped coming. */
export const STALLED_EVENT_MS = 2000;
/** How long one try may take to start playing before it counts as failed. */
export const TRY_TIMEOUT_MS = 10_000;
/** Seconds of audio after which a reconnected stream counts as steady again (the backoff resets). */
export const STEADY_SECONDS = 10;
/** Failed tries after which the bar says the stream is unavailable (after 1 + 2 + 4 + 8 s of trying). */
export const UNAVAILABLE_AFTER = 4;
/** Failed tries after which trying stops (about three minutes): the bar keeps Retry. */
export const MAX_TRIES = 10;
const MAX_DELAY_MS = 30_000;

/** The wait before try number `failed + 1`: 1 s, 2 s, 4 s, … at most 30 s. */
export function reconnectDelayMs(failed: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failed));
}

/** Where the audio was, and when it last moved. */
export interface Progress {
  position: number;
  at: number;
}

/** Notes the element's current time; moving forward is progress, anything else is not. */
export function trackProgress(previous: Progress, position: number, now: number): Progress {
  return position > previous.position + 0.05 ? { position, at: now } : previous;
}

/** Silent for `limit` ms or more. */
export function isStalled(progress: Progress, now: number, limit = STALL_MS): boolean {
  return now - progress.at >= limit;
}

/** Adds a query the worker ignores, so a new try is a new request to the live edge, never a cached or resumed one. */
export function freshUrl(url: string, now: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
