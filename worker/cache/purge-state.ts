/**
 * The purge generation (issue 26): what every isolate must know to never serve a purged copy as
 * fresh, pure. One global counter, `generation`, moves on with every purge (and every change an
 * isolate announces, generations.ts); each purged `/api` path prefix remembers the generation of
 * its last purge. A kept copy records the generation its isolate knew when the source call that
 * made it began (`Kept.generation`, policy.ts); it is purged when a prefix covering one of the
 * `/api` paths it was made from (a contract answer: its own path; a page: the paths its render
 * read) was purged at a later generation.
 *
 * Per prefix rather than one counter for everything, so a purge of `/api/news/bc` after a small
 * edit re-renders the pages that showed that section, not the whole site. The list is bounded:
 * past MAX_PURGES prefixes the oldest are folded into `floor`, a generation below which every
 * copy counts as purged (a whole-site purge, `/api`, sets it too), so the state stays a few KB.
 */

import { parseBookmark } from '../db/session';

export interface PurgeState {
  /** Moves on by one with every purge: the newest generation. */
  generation: number;
  /** Every copy made before this generation is purged (the last whole purge, or folded prefixes). */
  floor: number;
  /** The purged prefixes ('/api/news/bc'), oldest first, each with the generation of its last purge. */
  purges: { prefix: string; generation: number }[];
  /**
   * The primary D1's bookmark at the last purge that read one (worker/db/session.ts): every
   * isolate that learns the state reads D1 from no earlier, so its refills after the purge never
   * come from a replica that has not seen the change.
   */
  bookmark?: string;
}

/** The name of the one PurgeGeneration Durable Object every isolate reads. */
export const GENERATION_OBJECT = 'everywhere';

/** Nothing purged yet: a fresh Durable Object, and worker code with no binding (Node scripts). */
export const NO_PURGES: PurgeState = { generation: 0, floor: 0, purges: [] };

/** Prefixes remembered at most (each a few dozen bytes: the state read every few seconds stays small). */
export const MAX_PURGES = 100;

/** A prefix that names every `/api` answer (the purge endpoint's default). */
const EVERYTHING = new Set(['/api', '/api/']);

/**
 * The state after one purge of `prefixes` (one step of the counter for all of them), with the
 * primary's bookmark at that purge when it has one (a later purge's is always later).
 */
export function withPurge(state: PurgeState, prefixes: readonly string[], bookmark?: string | null): PurgeState {
  const next = purgeStep(state, prefixes);
  const mark = bookmark ?? state.bookmark;
  return mark ? { ...next, bookmark: mark } : next;
}

function purgeStep(state: PurgeState, prefixes: readonly string[]): PurgeState {
  const generation = state.generation + 1;
  if (prefixes.some((p) => EVERYTHING.has(p))) return { generation, floor: generation, purges: [] };
  const named = new Set(prefixes);
  const purges = [
    ...state.purges.filter((p) => !named.has(p.prefix) && p.generation > state.floor),
    ...[...named].map((prefix) => ({ prefix, generation })),
  ];
  const over = purges.length - MAX_PURGES;
  if (over <= 0) return { generation, floor: state.floor, purges };
  const floor = Math.max(state.floor, ...purges.slice(0, over).map((p) => p.generation));
  return { generation, floor, purges: purges.slice(over) };
}

/**
 * The generation of the last purge covering a copy made from `paths` (the `/api` paths, with
 * their queries); null paths (not recorded) are covered by every purge.
 */
export function lastPurgeOf(state: PurgeState, paths: readonly string[] | null): number {
  if (paths === null) return state.generation;
  let last = state.floor;
  for (const p of state.purges) {
    if (p.generation > last && paths.some((path) => path.startsWith(p.prefix))) last = p.generation;
  }
  return last;
}

/** Whether a copy made from `paths` at `generation` was purged since (never serve it as fresh). */
export const purgedSince = (state: PurgeState, paths: readonly string[] | null, generation: number): boolean =>
  lastPurgeOf(state, paths) > generation;

/** The newer of two states (a late answer of an older read never takes a purge back). */
export const newerOf = (a: PurgeState, b: PurgeState): PurgeState => (b.generation > a.generation ? b : a);

/** A state read from storage or over RPC, checked: anything else is no state (NO_PURGES). */
export function purgeStateOf(value: unknown): PurgeState {
  const v = value as Partial<PurgeState> | null | undefined;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!v || !whole(v.generation) || !whole(v.floor) || !Array.isArray(v.purges)) return NO_PURGES;
  const purges = v.purges.filter((p) => typeof p?.prefix === 'string' && whole(p.generation));
  const bookmark = parseBookmark(typeof v.bookmark === 'string' ? v.bookmark : null);
  const state = { generation: v.generation, floor: v.floor, purges };
  return bookmark ? { ...state, bookmark } : state;
}
