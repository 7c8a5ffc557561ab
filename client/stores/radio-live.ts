/**
 * The live stream engine: one html5 Howl at a time for the stream that was asked for, the
 * offline wait (spec §2: playback stops, a loader shows, recheck every 5 s, then resume),
 * drop-out recovery (./radio-reconnect: a watchdog on the audio's progress, the `ended`,
 * `stalled` and error events, then new tries with backoff, each a fresh request to the live edge)
 * and the lock-screen title and state. Called only through the actions in ./radio.
 */
import type { Howl as HowlType } from 'howler';
import { loadRouter } from '../app/router-state';
import { browserOnline, createHowl, mediaElementOf } from './browser-audio';
import { setSessionMetadata, setSessionState } from './media-session';
import { type LiveEvent, liveStep } from './radio-live-step';
import { isStreamOn, type StreamId, waitForOnline } from './radio-logic';
import {
  freshUrl,
  isStalled,
  MAX_TRIES,
  reconnectDelayMs,
  STALLED_EVENT_MS,
  STEADY_SECONDS,
  trackProgress,
  TRY_TIMEOUT_MS,
  type Progress,
} from './radio-reconnect';
import { radio } from './radio-state';

/** How long the first connection may take to start playing before it counts as a drop-out. */
const START_TIMEOUT_MS = 20_000;
const STATION = 'Radio 91.5';
const STREAM_LABELS: Record<StreamId, string> = { fm: '91.5 FM', hd2: '91.5 HD2' };
const streamUrls: Record<StreamId, string> = { fm: '/media/live/fm', hd2: '/media/live/hd2' };
/** The airing show's name and the track now playing, in the visitor's language; set by the radio bar. */
const nowOn = { show: null as string | null, track: null as string | null };
let liveHowl: HowlType | null = null;
/** Bumped by every live action, so a late callback of an abandoned stream changes nothing. */
let liveTicket = 0;
let stopWaiting: (() => void) | null = null;
/** Failed tries since the stream last played steadily. */
let failedTries = 0;
let retryTimer: number | undefined;
let watchdog: number | undefined;
let unhookStalled: (() => void) | null = null;

/** Stream URLs from settings (useApp().settings.streams); the built-in demo streams otherwise. */
export function setStreamUrls(urls: Partial<Record<StreamId, string | undefined>>): void {
  for (const id of ['fm', 'hd2'] as const) streamUrls[id] = urls[id] || `/media/live/${id}`;
}

/** What the lock screen shows: the show on air, and the track when the stream names it. */
export function setLiveInfo(info: { show: string | null; track: string | null }): void {
  if (info.show === nowOn.show && info.track === nowOn.track) return;
  Object.assign(nowOn, info);
  if (radio.live.playing && !radio.live.loading) setSessionMetadata(...sessionTitle());
}

/** The playing stream's Howl, for the sleep timer's fade (client/media/radio/RadioTools.tsx). */
export const liveSound = (): HowlType | null => liveHowl;

/** A stream is playing, starting, reconnecting or waiting for the connection. */
export function isLiveOn(): boolean {
  return !!radio.live.stream && isStreamOn(radio.live, radio.live.stream);
}

/**
 * Starts `stream`. A retry (after a drop-out, or the Retry button) keeps the bar's reconnecting
 * state and asks a fresh URL, so the audio is the live edge, not a resumed or cached answer.
 */
export async function startLive(stream: StreamId, retry = false): Promise<void> {
  if (!retry) failedTries = 0;
  // The radio plays on across pages only through the router: until it is in, a link click loads a
  // new document. It loads when the browser is idle after hydration; a listener may be quicker.
  loadRouter().catch(() => undefined);
  stopTrying();
  unloadLive(); // starting one stream stops the other
  const ticket = ++liveTicket;
  const current = () => ticket === liveTicket;
  const online = navigator.onLine;
  if (!retry || !online) setLive({ type: 'request', stream, online });
  if (!online) return waitThenResume(stream);
  let howl: HowlType;
  try {
    howl = await createHowl(
      retry ? freshUrl(streamUrls[stream], Date.now()) : streamUrls[stream],
      {
        onPlay() {
          if (!current()) return;
          setLive({ type: 'start', stream });
          setSessionMetadata(...sessionTitle());
          setSessionState('playing');
          watch(stream, ticket);
        },
        // A live stream has no end: the connection dropped or the server closed it.
        onEnd: () => current() && dropped(stream, 'ended'),
        onError: (what, error) => current() && dropped(stream, what, error),
      },
      // howler picks a source by its extension and the paths have none; the browser reads the real type.
      ['wav'],
    );
  } catch (error) {
    console.error('radio: the audio player could not be loaded', error);
    if (current()) setLive({ type: 'fail' });
    return;
  }
  if (!current()) {
    howl.unload();
    return;
  }
  liveHowl = howl;
  howl.play();
  // A stream that never starts would leave the loader spinning for good.
  const limit = retry ? TRY_TIMEOUT_MS : START_TIMEOUT_MS;
  window.setTimeout(() => {
    if (current() && radio.live.loading && !radio.live.offline)
      dropped(stream, `did not start within ${limit / 1000} s`);
  }, limit);
}

/** The Retry button (and the lock screen's play while reconnecting): a new try now, backoff reset. */
export function retryLive(): void {
  const stream = radio.live.stream ?? 'fm';
  failedTries = 0;
  setLive({ type: 'reconnect', failed: 0 }, { ...radio.live, stream });
  void startLive(stream, true);
}

export function pauseLive(): void {
  liveTicket++;
  stopTrying();
  cancelWait();
  // Unloaded, not paused: resuming a paused live stream would replay old buffered audio,
  // and an endless download should not go on in the background.
  unloadLive();
  setLive({ type: 'pause' });
  if (!radio.sound.playing) setSessionState('paused');
}

/** The 'offline' event while a stream is wanted: stop it and wait for the connection. */
export function goOffline(): void {
  const stream = radio.live.stream;
  if (!stream || !isStreamOn(radio.live, stream) || radio.live.offline) return;
  liveTicket++;
  stopTrying();
  unloadLive();
  setLive({ type: 'offline' });
  setSessionState('paused');
  waitThenResume(stream);
}

/**
 * The stream stopped bringing audio. Offline, the spec's offline wait takes over; otherwise a
 * new try after the backoff, until MAX_TRIES have failed. Logged once per drop-out (spec §8:
 * failures go to the console only).
 */
function dropped(stream: StreamId, why: string, error?: unknown): void {
  liveTicket++;
  stopTrying();
  unloadLive();
  if (!navigator.onLine) {
    goOffline();
    return;
  }
  if (failedTries === 0)
    console.error(
      `radio: the ${STREAM_LABELS[stream]} stream ${why}; reconnecting`,
      ...(error === undefined ? [] : [error]),
    );
  setSessionState('paused');
  if (failedTries >= MAX_TRIES) {
    console.error(`radio: the ${STREAM_LABELS[stream]} stream is unavailable after ${MAX_TRIES} tries`);
    setLive({ type: 'give-up' });
    return;
  }
  setLive({ type: 'reconnect', failed: failedTries });
  const delay = reconnectDelayMs(failedTries);
  failedTries++;
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    if (radio.live.stream === stream && radio.live.playing && radio.live.connection !== 'ok')
      void startLive(stream, true);
  }, delay);
}

/**
 * Watches a playing stream once a second: no progress for STALL_MS (or for STALLED_EVENT_MS
 * after the element's own `stalled` event) is a drop-out; an element paused by the system (a
 * call, unplugged headphones) is shown as paused; steady audio resets the backoff.
 */
function watch(stream: StreamId, ticket: number): void {
  const node = liveHowl ? mediaElementOf(liveHowl) : null;
  if (!node) return;
  const started = node.currentTime;
  let progress: Progress = { position: started, at: Date.now() };
  const check = (limit?: number) => {
    if (ticket !== liveTicket) return;
    const now = Date.now();
    progress = trackProgress(progress, node.currentTime, now);
    if (failedTries > 0 && node.currentTime - started >= STEADY_SECONDS) failedTries = 0;
    if (node.ended) dropped(stream, 'ended');
    else if (node.paused) pauseLive();
    else if (isStalled(progress, now, limit)) dropped(stream, 'stalled');
  };
  const onStalled = () => check(STALLED_EVENT_MS);
  node.addEventListener('stalled', onStalled);
  unhookStalled = () => node.removeEventListener('stalled', onStalled);
  watchdog = window.setInterval(() => check(), 1000);
}

/** Ends the watchdog and any pending try. */
function stopTrying(): void {
  window.clearInterval(watchdog);
  window.clearTimeout(retryTimer);
  watchdog = retryTimer = undefined;
  unhookStalled?.();
  unhookStalled = null;
}

function waitThenResume(stream: StreamId): void {
  cancelWait();
  stopWaiting = waitForOnline(browserOnline, () => {
    stopWaiting = null;
    if (radio.live.offline && radio.live.stream === stream) {
      setLive({ type: 'online' });
      void startLive(stream);
    }
  });
}

function cancelWait(): void {
  stopWaiting?.();
  stopWaiting = null;
}

function unloadLive(): void {
  liveHowl?.unload();
  liveHowl = null;
}

/** Stores the state `event` leads to from `from` (the current state unless a retry names the stream). */
function setLive(event: LiveEvent, from = radio.live): void {
  Object.assign(radio.live, liveStep(from, event));
}

/** Title and artist for the lock screen: the track and the show, or the show and the station. */
function sessionTitle(): [string, string] {
  const show = nowOn.show || STREAM_LABELS[radio.live.stream ?? 'fm'];
  return nowOn.track ? [nowOn.track, show] : [show, STATION];
}
