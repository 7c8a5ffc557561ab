/**
 * The live stream's state transitions (spec §2 "Players and modals", §9) as one pure reducer:
 * ./radio-live sends it what happened (play pressed, audio started, a drop-out, the connection
 * lost or back) and stores the state it returns. Free of howler, valtio and the DOM so every
 * transition is tested on its own (./radio-live-step.test.ts).
 */
import type { LiveState, StreamId } from './radio-logic';
import { UNAVAILABLE_AFTER } from './radio-reconnect';

/** What happened to the live stream. */
export type LiveEvent =
  /** Play was pressed, online or not. */
  | { type: 'request'; stream: StreamId; online: boolean }
  /** Audio really started for `stream`. */
  | { type: 'start'; stream: StreamId }
  /** Pause, or cancelling the wait for the connection. */
  | { type: 'pause' }
  /** The stream could not load or play. */
  | { type: 'fail' }
  /** The browser lost the connection. */
  | { type: 'offline' }
  /** The connection is back. */
  | { type: 'online' }
  /** The stream dropped after `failed` failed tries and a new try is due. */
  | { type: 'reconnect'; failed: number }
  /** No try is left. */
  | { type: 'give-up' };

/** The live state after `event`; an event that does not apply (a stale start, an idle bar going offline) returns `live` itself. */
export function liveStep(live: LiveState, event: LiveEvent): LiveState {
  switch (event.type) {
    case 'request':
      return requested(event.stream, event.online);
    case 'start':
      // A stale start of another (or an abandoned) stream changes nothing.
      return live.stream === event.stream && live.playing ? { ...live, loading: false, connection: 'ok' } : live;
    case 'pause':
    case 'fail':
      // The stream stays remembered; shown as paused.
      return stopped(live.stream, 'ok');
    case 'offline':
      // A wanted stream stops and waits for the connection; an idle bar is left alone.
      return live.stream && (live.playing || live.loading) ? requested(live.stream, false) : live;
    case 'online':
      return live.offline && live.stream ? requested(live.stream, true) : live;
    case 'reconnect':
      // The bar says why it is silent: reconnecting for the first tries, then unavailable while still trying.
      return {
        stream: live.stream,
        playing: true,
        offline: false,
        loading: true,
        connection: event.failed >= UNAVAILABLE_AFTER ? 'unavailable' : 'reconnecting',
      };
    case 'give-up':
      // Stopped, and the bar offers Retry.
      return stopped(live.stream, 'unavailable');
  }
}

/**
 * Play was pressed. Online: the stream is wanted and loading until audio starts. Offline
 * (spec §2): playback stops and an offline state with a loader shows instead.
 */
function requested(stream: StreamId, online: boolean): LiveState {
  return { stream, playing: online, offline: !online, loading: true, connection: 'ok' };
}

function stopped(stream: StreamId | null, connection: LiveState['connection']): LiveState {
  return { stream, playing: false, offline: false, loading: false, connection };
}
