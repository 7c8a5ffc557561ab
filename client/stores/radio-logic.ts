/**
 * The pure rules of the radio store (spec §2 "Players and modals", §4, §9): the live stream's state
 * (its transitions are ./radio-live-step), the offline recheck, the marquee sequence, clock formatting
 * and which sound an audio item plays. Kept free of howler, valtio and the DOM so they can be
 * unit-tested and reasoned about on their own.
 */
import { formatDuration } from '../../shared/format/duration';

export type StreamId = 'fm' | 'hd2';

export interface LiveState {
  stream: StreamId | null;
  playing: boolean;
  offline: boolean;
  loading: boolean;
  /**
   * The stream's link to its server: 'reconnecting' after a drop-out while new tries run,
   * 'unavailable' once a few tries failed (tries may still run while `playing`), else 'ok'.
   * Rules in ./radio-reconnect.
   */
  connection: 'ok' | 'reconnecting' | 'unavailable';
}

/** Spec §9: connectivity is rechecked every 5 s while offline. */
export const OFFLINE_RECHECK_MS = 5000;
/** Spec §9: the marquee cycles through up to 10 options. */
const MARQUEE_MAX = 10;
/** Spec §4: marquee interval 2000 ms, crossing time 8000 ms (10000 ms for the player title). */
export const MARQUEE_INTERVAL_MS = 2000;
export const MARQUEE_CROSSING_MS = 8000;
export const PLAYER_CROSSING_MS = 10000;
/** Spec §5: audio titles are cut to 35 characters plus an ellipsis. */
export const AUDIO_TITLE_LIMIT = 35;

/** The stream was asked for: it plays, is starting, or waits for the connection to return. */
export function isStreamOn(live: LiveState, stream: StreamId): boolean {
  return live.stream === stream && (live.playing || live.loading || live.offline);
}

/** What waitForOnline needs from the browser; injected so tests can drive time and events. */
export interface OnlineEnv {
  isOnline(): boolean;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  addOnlineListener(fn: () => void): void;
  removeOnlineListener(fn: () => void): void;
}

/**
 * Calls `onOnline` once, as soon as the browser is online again: on the 'online' event or at
 * the next 5-second recheck (the event alone is unreliable on some mobile browsers).
 * Returns a cancel function.
 */
export function waitForOnline(env: OnlineEnv, onOnline: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    cancel();
    onOnline();
  };
  const check = () => {
    if (env.isOnline()) finish();
  };
  const handle = env.setInterval(check, OFFLINE_RECHECK_MS);
  env.addOnlineListener(check);
  function cancel() {
    done = true;
    env.clearInterval(handle);
    env.removeOnlineListener(check);
  }
  return cancel;
}

/**
 * Each line with its white space runs made one space, kept by line: the radio bar renders the
 * station's same lines on every page, and the regular expression over them was ~1 % of an
 * uncached page's CPU (docs/performance.md, seventh pass). 200 lines at most, then emptied.
 */
const squeezed = new Map<string, string>();

function squeezeSpace(line: string): string {
  let text = squeezed.get(line);
  if (text === undefined) {
    text = line.replace(/\s+/g, ' ').trim();
    if (squeezed.size >= 200) squeezed.clear();
    squeezed.set(line, text);
  }
  return text;
}

/** The marquee's options: trimmed, non-empty, without repeats, at most 10 (spec §9). */
export function marqueeOptions(items: ReadonlyArray<string | null | undefined>, max = MARQUEE_MAX): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = item ? squeezeSpace(item) : '';
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
    if (out.length === max) break;
  }
  return out;
}

/** The option after `current`: the next in order, or a different one at random. */
export function nextMarqueeIndex(
  current: number,
  count: number,
  random: boolean,
  rnd: () => number = Math.random,
): number {
  if (count <= 1) return 0;
  if (!random) return (current + 1) % count;
  // Pick among the other count - 1 options, so the same text never shows twice in a row.
  const pick = Math.min(count - 2, Math.floor(rnd() * (count - 1)));
  return pick >= current ? pick + 1 : pick;
}

/** Seconds as 'm:ss' (or 'h:mm:ss'); anything not a finite positive number is '0:00' (a player's clock always shows a time). */
export function formatClock(seconds: number): string {
  return formatDuration(seconds) || '0:00';
}

/** The fields of an audio item (a preview's PreviewInfo) that say which sound it plays. */
export interface AudioItem {
  id?: number;
  audioUrl?: string;
  soundcloudLink?: string;
}

/**
 * The sound an audio item plays: its url, and the id the sound player knows it by (the item's
 * id, else its url: demo items can share an audio file). The audio card, the inline player and
 * the preview all take it from here, so each recognises the sound whichever of them started it.
 */
export function itemSound(item: AudioItem): { url: string; soundId: string } {
  const url = item.audioUrl ?? item.soundcloudLink ?? '';
  return { url, soundId: String(item.id ?? url) };
}

/** True when the sound player holds this sound (playing or stopped); an item without audio never. */
export function holdsSound(
  held: { url: string; soundId: string } | null | undefined,
  sound: { url: string; soundId: string },
): boolean {
  return !!sound.url && held?.url === sound.url && held.soundId === sound.soundId;
}
