/**
 * The shell's settings (menus, links, streams) kept in the isolate for a few seconds. Every page
 * needs them, and reading them through the in-process contract (a Hono round trip, a KV read and
 * two JSON parses) was the largest data cost of a page after its own content: about 2 ms of CPU of
 * a 10–15 ms render under `npm run bench`.
 *
 * Module-level on purpose: settings are the same for every visitor (no request data), and the
 * copy is keyed by the worker's `env` object, so a configuration (a test's own vars) never sees
 * another's. A few seconds is well inside the KV copy's own freshness (CACHE_TTL_SECONDS) and
 * KV's own propagation delay, so operators see no difference; a purge in this isolate drops it.
 */
import type { SettingsResponse } from '../../shared/types/api';

/** How long a copy is used before the contract is asked again. */
export const SETTINGS_MEMO_MS = 5000;

interface Memo {
  settings: SettingsResponse;
  at: number;
  generation: number;
}

const memos = new WeakMap<object, Memo>();
/** Bumped by every purge: older copies are no longer used. */
let generation = 0;

/**
 * The settings for `env`: the isolate's copy when it is younger than SETTINGS_MEMO_MS, else
 * `load()`'s answer, kept when it is not null (a failure is asked again next time).
 */
export async function memoSettings(
  env: object,
  load: () => Promise<SettingsResponse | null>,
  now = Date.now(),
): Promise<SettingsResponse | null> {
  const memo = memos.get(env);
  if (memo && memo.generation === generation && now - memo.at < SETTINGS_MEMO_MS) return memo.settings;
  const started = generation;
  const settings = await load();
  if (settings && started === generation) memos.set(env, { settings, at: now, generation });
  return settings;
}

/** Drops every isolate copy (a cache purge: the settings may have changed). */
export function forgetSettings(): void {
  generation++;
}
