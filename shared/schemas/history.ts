/**
 * What played when on a live stream (issue 28), and the now-playing push. Written first so the
 * Durable Object that records the titles, the /radio/{fm|hd2} pages, the radio bar and the embed
 * all read one shape.
 */
import * as v from 'valibot';

/** One title change on a stream: what started playing, and when (ISO 8601, UTC). */
export const playedItem = v.object({
  title: v.string(),
  at: v.string(),
});

/**
 * GET /api/history/{fm|hd2}?at={ISO time}&limit={n}: the songs that started at or before `at`
 * (or now), newest first, at most `limit`. Seven days are kept.
 */
export const historyAnswer = v.object({
  stream: v.picklist(['fm', 'hd2']),
  /** The time asked for (ISO, UTC), or null for "now". */
  at: v.nullable(v.string()),
  items: v.array(playedItem),
});

/**
 * One message on the now-playing WebSocket, GET /api/now-playing/{fm|hd2}/socket (Upgrade:
 * websocket): sent once on connect with the current title, then at every change.
 */
export const nowPlayingPush = v.object({
  stream: v.picklist(['fm', 'hd2']),
  title: v.nullable(v.string()),
  source: v.picklist(['status', 'icy', 'demo', 'none']),
  /** When this title started (ISO, UTC). */
  at: v.string(),
});

export type PlayedItem = v.InferOutput<typeof playedItem>;
export type HistoryAnswer = v.InferOutput<typeof historyAnswer>;
export type NowPlayingPush = v.InferOutput<typeof nowPlayingPush>;
