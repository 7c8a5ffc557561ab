/**
 * The pure steps of the now-playing object (now-playing-hub.ts) and of GET /api/history/{fm|hd2}:
 * reading the query, deciding what is a change, and the messages and rows it makes. No storage,
 * no clock of their own: the caller passes `now`, so the tests choose the time.
 */
import type { NowPlayingPush, PlayedItem } from '../../shared/schemas/history';
import type { Found } from './now-playing';
import type { LiveStreamId } from './stream-config';

/** Seven days of titles are kept (issue 28); older rows are deleted. */
export const HISTORY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const HISTORY_LIMIT_DEFAULT = 20;
const HISTORY_LIMIT_MAX = 100;

/** What the object holds as "now": the last title read and when it started. */
export interface Current extends Found {
  /** When this title was first seen (ms since the epoch). */
  since: number;
}

/** A history query, checked: the time asked for (null: now) and how many rows. */
export interface HistoryQuery {
  at: number | null;
  limit: number;
}

/** A date and a time with its zone: 2026-11-28T04:00Z, …T04:00:00.000+05:30. Date.parse alone accepts far more. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The query of GET /api/history, or what is wrong with it (the 400's message). */
export function historyQuery(at: string | undefined, limit: string | undefined): HistoryQuery | { error: string } {
  let when: number | null = null;
  if (at !== undefined) {
    when = ISO_TIME.test(at) ? Date.parse(at) : Number.NaN;
    if (Number.isNaN(when)) return { error: 'at must be an ISO 8601 time with its zone, e.g. 2026-11-28T04:00:00Z' };
  }
  let count = HISTORY_LIMIT_DEFAULT;
  if (limit !== undefined) {
    count = /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
    if (count < 1 || count > HISTORY_LIMIT_MAX)
      return { error: `limit must be a whole number from 1 to ${HISTORY_LIMIT_MAX}` };
  }
  return { at: when, limit: count };
}

/**
 * The bounds of a history read: titles that started at or before `at` (a time in the future is
 * now) and within the seven days kept, even when the pruning has not run yet.
 */
export function historyWindow(at: number | null, now: number): { from: number; to: number } {
  return { from: now - HISTORY_KEEP_MS, to: Math.min(at ?? now, now) };
}

/** True when `found` is news against `current`: another title (or the first read). The source alone is no change. */
export function isChange(current: Current | null, found: Found): boolean {
  return !current || current.title !== found.title;
}

/** The message every socket gets on connect and at each change. */
export function pushOf(stream: LiveStreamId, current: Current): NowPlayingPush {
  return { stream, title: current.title, source: current.source, at: new Date(current.since).toISOString() };
}

/** A stored row as the API's played item. */
export const playedItemOf = (row: { title: string; at: number }): PlayedItem => ({
  title: row.title,
  at: new Date(row.at).toISOString(),
});
