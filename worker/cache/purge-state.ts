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
 *
 * An announced edit is a purge of one exact path that also names the answer it announced (a short
 * hash, announce.ts): an isolate whose refresh finds another answer than the one last announced
 * there announces again (the edit came after the announcement), and the same answer announced
 * twice is one bump (`withAnnouncement`, applied by the Durable Object, so isolates that have not
 * read the first announcement yet never make a second).
 */

import { parseBookmark } from '../db/session';

/** One purged prefix ('/api/news/bc') at the generation of its last purge, or one announced path. */
interface Purge {
  prefix: string;
  generation: number;
  /** An announcement: the hash of the answer announced at this exact path (announce.ts `answerHash`). */
  answer?: string;
  /**
   * How many announcements of this path in a row were made over the one before (by a refresh of
   * a copy it covered, finding yet another answer); absent: 0. Past MAX_AGAIN no more are made.
   */
  again?: number;
}

export interface PurgeState {
  /** Moves on by one with every purge: the newest generation. */
  generation: number;
  /** Every copy made before this generation is purged (the last whole purge, or folded prefixes). */
  floor: number;
  /** The purged prefixes and announced paths, oldest first. */
  purges: Purge[];
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

/**
 * Announcements of one path made over the one before, in a row, at most. Two real edits of one
 * answer a few seconds apart make one; an answer that changes on every call (a time in it) would
 * otherwise bump on every refresh of every isolate, each covering the others' copies again. Past
 * it the path is left to its freshness until a refresh of a copy made after the last announcement
 * finds a change (an announcement of its own, counted from 0).
 */
export const MAX_AGAIN = 3;

/** What an answer's hash looks like (announce.ts `answerHash`: 32 bits in base 36). */
const ANSWER_HASH = /^[0-9a-z]{1,16}$/;

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

/** What an announcement adds to each of its paths' entries. */
type News = Pick<Purge, 'answer' | 'again'>;

function purgeStep(state: PurgeState, prefixes: readonly string[], news: News = {}): PurgeState {
  const generation = state.generation + 1;
  if (prefixes.some((p) => EVERYTHING.has(p))) return { generation, floor: generation, purges: [] };
  const named = new Set(prefixes);
  const purges = [
    ...state.purges.filter((p) => !named.has(p.prefix) && p.generation > state.floor),
    ...[...named].map((prefix) => ({ prefix, generation, ...news })),
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

/**
 * The announcement `path` is covered by: its own entry when that names an answer and no later
 * purge (of a shorter prefix, or the floor) covers the path; else none (a purge, or nothing).
 */
export function announcementAt(state: PurgeState, path: string): Purge | undefined {
  const entry = state.purges.find((p) => p.prefix === path);
  return entry?.answer !== undefined && entry.generation === lastPurgeOf(state, [path]) ? entry : undefined;
}

/**
 * The state after an announcement that the answer at `paths` is now `answer` (a hash), made by a
 * refresh of a copy of generation `since`: unchanged when that answer is the one already
 * announced at every path (one bump per edit, however many isolates see it), or when the
 * announcement would be one more than MAX_AGAIN over the one before.
 */
export function withAnnouncement(
  state: PurgeState,
  paths: readonly string[],
  answer: string,
  since: number,
): PurgeState {
  const current = paths.map((path) => announcementAt(state, path));
  if (current.every((a) => a?.answer === answer)) return state;
  // Over the one before: the copy refreshed was made before it (covered by it), and the answer differs.
  const again = Math.max(0, ...current.map((a) => (a && a.generation > since ? (a.again ?? 0) + 1 : 0)));
  if (again > MAX_AGAIN) return state;
  const next = purgeStep(state, paths, again ? { answer, again } : { answer });
  return state.bookmark ? { ...next, bookmark: state.bookmark } : next;
}

/**
 * What the Durable Object makes of an announcement it is sent (purge-generation.ts `announce`;
 * the simulator's model object runs the same): only named `/api/` paths count (the whole site's
 * `/api/` would purge everything), a malformed hash or `since` changes nothing or counts as 0.
 */
export function announcedState(
  state: PurgeState,
  paths: readonly unknown[],
  answer: unknown,
  since: unknown,
): PurgeState {
  const named = paths.filter(
    (p): p is string => typeof p === 'string' && p.startsWith('/api/') && p !== '/api/' && p.length <= 512,
  );
  if (!named.length || typeof answer !== 'string' || !ANSWER_HASH.test(answer)) return state;
  return withAnnouncement(
    state,
    named,
    answer,
    Number.isInteger(since) && (since as number) >= 0 ? (since as number) : 0,
  );
}

/**
 * The generation a copy of `answer` made from `paths` by a call begun at `generation` may carry:
 * the newest purge covering it, when every purge covering it since is an announcement of this
 * very answer at one of its paths (its own news, or another isolate's of the same edit); else
 * `generation`, purged if any of them covers it (asked for again).
 */
export function numberFor(state: PurgeState, paths: readonly string[], generation: number, answer: string): number {
  if (state.floor > generation) return generation;
  let newest = generation;
  for (const p of state.purges) {
    if (p.generation <= generation || !paths.some((path) => path.startsWith(p.prefix))) continue;
    if (p.answer !== answer || !paths.includes(p.prefix)) return generation;
    newest = Math.max(newest, p.generation);
  }
  return newest;
}

/** The newer of two states (a late answer of an older read never takes a purge back). */
export const newerOf = (a: PurgeState, b: PurgeState): PurgeState => (b.generation > a.generation ? b : a);

/** A state read from storage or over RPC, checked: anything else is no state (NO_PURGES). */
export function purgeStateOf(value: unknown): PurgeState {
  const v = value as Partial<PurgeState> | null | undefined;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!v || !whole(v.generation) || !whole(v.floor) || !Array.isArray(v.purges)) return NO_PURGES;
  const purges = v.purges.flatMap((p: Partial<Purge> | null) => {
    if (typeof p?.prefix !== 'string' || !whole(p.generation)) return [];
    const entry: Purge = { prefix: p.prefix, generation: p.generation };
    if (typeof p.answer === 'string' && ANSWER_HASH.test(p.answer)) entry.answer = p.answer;
    if (entry.answer !== undefined && whole(p.again) && p.again > 0) entry.again = p.again;
    return [entry];
  });
  const bookmark = parseBookmark(typeof v.bookmark === 'string' ? v.bookmark : null);
  const state = { generation: v.generation, floor: v.floor, purges };
  return bookmark ? { ...state, bookmark } : state;
}
