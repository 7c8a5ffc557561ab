/**
 * The now-playing WebSocket (GET /api/now-playing/{fm|hd2}/socket, worker/media/now-playing-hub.ts):
 * the current title on connect, then every change as the station's server reports it. Loaded on
 * demand by ./useNowPlaying when a stream starts playing, so the shell carries none of it.
 *
 * A socket that closes is opened again after 1 s, then 2 s; when GIVE_UP_AFTER connects in a row
 * close without a message (a proxy that drops WebSockets, a blocked upgrade), the caller is told
 * to poll instead. The socket sends "ping" every PING_MS, so idle connections are not cut by
 * proxies; the platform answers it without waking the object.
 */
import type { NowPlayingPush } from '../../../shared/types/history';

/** Failed connects in a row (none of them brought a message) before polling takes over. */
export const GIVE_UP_AFTER = 3;
const PING_MS = 30_000;

/** The wait before connect number `failed + 1` (1, 2, 4 s), or null when it is time to poll. */
export function socketRetryMs(failed: number): number | null {
  return failed >= GIVE_UP_AFTER ? null : 1000 * 2 ** Math.max(0, failed - 1);
}

/** The socket's address on this page's host (wss: on https). */
export function socketUrl(stream: NowPlayingPush['stream'], page: { protocol: string; host: string }): string {
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/api/now-playing/${stream}/socket`;
}

/** A message of the socket when it is a push for `stream`, else null (never trusted blindly). */
export function readPush(data: unknown, stream: NowPlayingPush['stream']): NowPlayingPush | null {
  if (typeof data !== 'string') return null;
  try {
    const m = JSON.parse(data) as Partial<NowPlayingPush>;
    const titleOk = m.title === null || typeof m.title === 'string';
    return m.stream === stream && titleOk && typeof m.at === 'string' ? (m as NowPlayingPush) : null;
  } catch {
    return null;
  }
}

export interface SocketHandlers {
  onPush(push: NowPlayingPush): void;
  /** The socket cannot be had: poll from now on. */
  onGiveUp(): void;
}

/** The part of the browser's WebSocket used here (a fake in the tests). */
export type SocketLike = Pick<WebSocket, 'addEventListener' | 'send' | 'close' | 'readyState'>;

/**
 * Keeps a socket open for `stream` until the returned function is called. `open` makes a socket
 * (the browser's WebSocket unless a test gives another) for the host of `page`.
 */
export function subscribeNowPlaying(
  stream: NowPlayingPush['stream'],
  handlers: SocketHandlers,
  open: (url: string) => SocketLike = (url) => new WebSocket(url),
  page: { protocol: string; host: string } = location,
): () => void {
  let failed = 0;
  let stopped = false;
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    let heard = false;
    const ws = open(socketUrl(stream, page));
    socket = ws;
    ws.addEventListener('message', (event) => {
      const push = readPush(event.data, stream);
      if (!push) return;
      heard = true;
      failed = 0;
      handlers.onPush(push);
    });
    ws.addEventListener('close', () => {
      clearInterval(ping);
      if (stopped) return;
      if (!heard) failed += 1;
      const wait = socketRetryMs(failed);
      if (wait === null) handlers.onGiveUp();
      else retry = setTimeout(connect, wait);
    });
    clearInterval(ping);
    ping = setInterval(() => {
      if (ws.readyState === 1) ws.send('ping');
    }, PING_MS);
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    // Closing a socket still connecting makes the browser log a warning: let it open, then close.
    const ws = socket;
    if (ws?.readyState === 0) ws.addEventListener('open', () => ws.close(1000, 'done'));
    else ws?.close(1000, 'done');
  };
}
