/**
 * The live stream engine: one html5 Howl at a time for the stream that was asked for, the
 * offline wait (spec §2: playback stops, a loader shows, recheck every 5 s, then resume) and the
 * lock-screen title. Called only through the actions in ./radio.
 */
import type { Howl as HowlType } from 'howler';
import { browserOnline, createHowl } from './browser-audio';
import { setSessionMetadata, setSessionState } from './media-session';
import {
  isStreamOn,
  liveBackOnline,
  liveFailed,
  livePaused,
  liveRequested,
  liveStarted,
  liveWentOffline,
  reconnectAllowed,
  waitForOnline,
  type LiveState,
  type StreamId,
} from './radio-logic';
import { radio } from './radio-state';

/** How long a stream may take to start playing before it counts as failed. */
const START_TIMEOUT_MS = 20_000;
const STREAM_LABELS: Record<StreamId, string> = { fm: '91.5 FM', hd2: '91.5 HD2' };
const streamUrls: Record<StreamId, string> = { fm: '/media/live/fm', hd2: '/media/live/hd2' };
/** The airing show's name in the visitor's language, for the lock screen; set by the radio bar. */
let airingTitle: string | null = null;
let liveHowl: HowlType | null = null;
/** Bumped by every live action, so a late callback of an abandoned stream changes nothing. */
let liveTicket = 0;
let stopWaiting: (() => void) | null = null;
/** When the current stream was last reconnected after ending by itself. */
let reconnects: number[] = [];

/** Stream URLs from settings (useApp().settings.streams); the built-in demo streams otherwise. */
export function setStreamUrls(urls: Partial<Record<StreamId, string | undefined>>): void {
  for (const id of ['fm', 'hd2'] as const) streamUrls[id] = urls[id] || `/media/live/${id}`;
}

export function setAiringTitle(title: string | null): void {
  airingTitle = title;
  if (radio.live.playing) setSessionMetadata(liveTitle());
}

/** A stream is playing, starting or waiting for the connection. */
export function isLiveOn(): boolean {
  return !!radio.live.stream && isStreamOn(radio.live, radio.live.stream);
}

export async function startLive(stream: StreamId, reconnecting = false): Promise<void> {
  if (!reconnecting) reconnects = [];
  cancelWait();
  unloadLive(); // starting one stream stops the other
  const ticket = ++liveTicket;
  const current = () => ticket === liveTicket;
  const online = navigator.onLine;
  setLive(liveRequested(stream, online));
  if (!online) return waitThenResume(stream);
  let howl: HowlType;
  try {
    howl = await createHowl(
      streamUrls[stream],
      {
        onPlay() {
          if (!current()) return;
          setLive(liveStarted(radio.live, stream));
          setSessionMetadata(liveTitle());
          setSessionState('playing');
        },
        onEnd() {
          // A live stream has no end: the connection dropped (or the server closed it), so reconnect.
          const allowed = current() && navigator.onLine ? reconnectAllowed(reconnects, Date.now()) : null;
          if (!allowed) return this.onError('keeps ending', null);
          reconnects = allowed;
          void startLive(stream, true);
        },
        onError(what, error) {
          if (!current()) return;
          unloadLive();
          // A stream that breaks because the connection went is the offline case, not an error.
          if (!navigator.onLine) return goOffline();
          console.error(`radio: the ${STREAM_LABELS[stream]} stream ${what}`, error);
          setLive(liveFailed(radio.live));
          setSessionState('paused');
        },
      },
      ['wav'],
    );
  } catch (error) {
    console.error('radio: the audio player could not be loaded', error);
    if (current()) setLive(liveFailed(radio.live));
    return;
  }
  if (!current()) {
    howl.unload();
    return;
  }
  liveHowl = howl;
  howl.play();
  // A stream that never starts would leave the loader spinning for good.
  window.setTimeout(() => {
    if (current() && radio.live.loading && !radio.live.offline) {
      unloadLive();
      console.error(`radio: the ${STREAM_LABELS[stream]} stream did not start within ${START_TIMEOUT_MS / 1000} s`);
      setLive(liveFailed(radio.live));
    }
  }, START_TIMEOUT_MS);
}

export function pauseLive(): void {
  liveTicket++;
  cancelWait();
  // Unloaded, not paused: resuming a paused live stream would replay old buffered audio,
  // and an endless download should not go on in the background.
  unloadLive();
  setLive(livePaused(radio.live));
  if (!radio.sound.playing) setSessionState('paused');
}

/** The 'offline' event while a stream is wanted: stop it and wait for the connection. */
export function goOffline(): void {
  const stream = radio.live.stream;
  if (!stream || !isStreamOn(radio.live, stream) || radio.live.offline) return;
  liveTicket++;
  unloadLive();
  setLive(liveWentOffline(radio.live));
  setSessionState('paused');
  waitThenResume(stream);
}

function waitThenResume(stream: StreamId): void {
  cancelWait();
  stopWaiting = waitForOnline(browserOnline, () => {
    stopWaiting = null;
    if (radio.live.offline && radio.live.stream === stream) {
      setLive(liveBackOnline(radio.live));
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

function setLive(next: LiveState): void {
  Object.assign(radio.live, next);
}

function liveTitle(): string {
  return airingTitle || STREAM_LABELS[radio.live.stream ?? 'fm'];
}
