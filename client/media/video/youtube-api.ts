/**
 * The video host's IFrame API, loaded on demand — only after a visitor pressed play, never on
 * page load. The script is requested once; a failed load (host unreachable, blocked by a privacy
 * extension, offline) resolves to null so callers simply go without progress or remote control,
 * and a later play tries again. Nothing here runs on the server.
 */

/** The small part of the IFrame API this site uses. */
export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
}

interface YTEvent {
  target: YTPlayer;
  data?: number;
}

export interface YTNamespace {
  Player: new (
    el: HTMLIFrameElement | string,
    options: {
      events?: { onReady?: (e: YTEvent) => void; onStateChange?: (e: YTEvent) => void; onError?: (e: YTEvent) => void };
    },
  ) => YTPlayer;
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number; BUFFERING: number };
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YT_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3 } as const;

const API_SRC = 'https://www.youtube.com/iframe_api';
/** A script that neither loads nor fails (a stalled connection) is given up on after this long. */
const API_TIMEOUT = 15000;

let pending: Promise<YTNamespace | null> | null = null;

export function loadYouTubeApi(): Promise<YTNamespace | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  if (window.YT?.Player) return Promise.resolve(window.YT);
  if (pending) return pending;
  pending = new Promise<YTNamespace | null>((resolve) => {
    let settled = false;
    const finish = (api: YTNamespace | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A failure is forgotten so the next play may try again; success is cached in window.YT.
      if (!api) pending = null;
      resolve(api);
    };
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      finish(window.YT?.Player ? window.YT : null);
    };
    const script = document.createElement('script');
    script.src = API_SRC;
    script.async = true;
    // The page's script policy admits https://www.youtube.com, where this loader and the player
    // script it loads itself both live (worker/middleware/security.ts).
    script.onerror = () => {
      script.remove();
      finish(null);
    };
    const timer = setTimeout(() => finish(null), API_TIMEOUT);
    document.head.appendChild(script);
  });
  return pending;
}

/** The embed address on the no-cookie host, with the JS API on so the page can read progress. */
export function embedUrl(videoId: string, autoplay = true): string {
  const params = new URLSearchParams({ enablejsapi: '1', rel: '0', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  if (typeof window !== 'undefined') params.set('origin', window.location.origin);
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** A player command sent straight to the iframe, for when the API script could not load. */
export function postCommand(frame: HTMLIFrameElement | null, func: 'playVideo' | 'pauseVideo'): void {
  // '*': a frame that failed to load has an opaque origin, and a named target would log an error.
  frame?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args: [] }), '*');
}

const EMBED_ORIGIN = /^https:\/\/www\.youtube(-nocookie)?\.com$/;
/** How often and how long to greet the embed (the API itself greets every 250 ms). */
const HELLO_EVERY = 250;
const HELLO_FOR = 30000;

/**
 * Calls `then` once the embedded player answers the widget protocol's 'listening' greeting —
 * proof that the video host was reached. A frame that failed to load never answers, so nothing
 * more is requested. Returns a function that stops waiting.
 */
export function whenEmbedAnswers(
  frameRef: { readonly current: HTMLIFrameElement | null },
  then: () => void,
): () => void {
  let done = false;
  const hello = () => {
    // '*': the frame may be an error page with an opaque origin; the greeting carries nothing private.
    frameRef.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 'radio-video', channel: 'widget' }),
      '*',
    );
  };
  const onMessage = (e: MessageEvent) => {
    if (done || !EMBED_ORIGIN.test(e.origin) || e.source !== frameRef.current?.contentWindow) return;
    stop();
    then();
  };
  const greet = setInterval(hello, HELLO_EVERY);
  const giveUp = setTimeout(() => stop(), HELLO_FOR);
  function stop() {
    done = true;
    clearInterval(greet);
    clearTimeout(giveUp);
    window.removeEventListener('message', onMessage);
  }
  window.addEventListener('message', onMessage);
  hello();
  return stop;
}
