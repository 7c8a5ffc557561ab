/**
 * The radio bar's sleep timer (issue 28), pure: when a choice ends, what is left, and the timer
 * itself over injected timers, so tests drive it with vitest's fake clock. The menu
 * (RadioTools.tsx) fades the stream out when it fires.
 */
import { vancouverWallClock } from '../../../shared/format/vancouver-time';

/** Minutes, or the end of the show on air. */
export type SleepChoice = 15 | 30 | 60 | 'show';

export const SLEEP_CHOICES: readonly SleepChoice[] = [15, 30, 60, 'show'];

/** How long the stream takes to fade out when the timer fires. */
export const FADE_MS = 4000;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minute of the day of a schedule time as /api/airing writes it, 'h:mm a' ('9:00 PM'); null if not one. */
export function minuteOfDay(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(time.trim());
  if (!m) return null;
  const hour = (Number(m[1]) % 12) + (m[3]?.toUpperCase() === 'P' ? 12 : 0);
  const minute = hour * 60 + Number(m[2]);
  // 11:59 PM is how a schedule says "until midnight".
  return minute === DAY_MINUTES - 1 ? DAY_MINUTES : minute;
}

/**
 * When the show ending at `end` (Vancouver time, 'h:mm a') ends, after `now`: the next time the
 * Vancouver clock shows it, on the minute. Null without a valid time.
 */
export function showEndsAt(end: string, now: number): number | null {
  const target = minuteOfDay(end);
  if (target === null) return null;
  const clock = vancouverWallClock(now);
  const current = clock.hour * 60 + clock.minute;
  const ahead = (((target - current) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const startOfMinute = now - (now % MINUTE);
  return startOfMinute + ahead * MINUTE;
}

/** When a choice made at `now` fires; null for 'show' without a show end. */
export function sleepEndsAt(choice: SleepChoice, now: number, showEnd: string | null): number | null {
  if (choice !== 'show') return now + choice * MINUTE;
  return showEnd ? showEndsAt(showEnd, now) : null;
}

/** Time left as the bar shows it: 'm:ss', or 'h:mm:ss' past an hour. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface SleepTimerHooks {
  /** Each second while it runs, with the time left. */
  onTick(leftMs: number): void;
  /** Once, at the end. */
  onFire(): void;
  now?: () => number;
}

/**
 * Runs a timer until `endsAt`: a tick every second (so the bar's time left is right after the
 * tab slept: it reads the clock, never counts ticks), then `onFire`. Returns the cancel.
 */
export function runSleepTimer(endsAt: number, hooks: SleepTimerHooks): () => void {
  const now = hooks.now ?? Date.now;
  const tick = () => {
    const left = endsAt - now();
    if (left <= 0) {
      clearInterval(interval);
      hooks.onFire();
      return;
    }
    hooks.onTick(left);
  };
  const interval = setInterval(tick, 1000);
  hooks.onTick(Math.max(0, endsAt - now()));
  return () => clearInterval(interval);
}
