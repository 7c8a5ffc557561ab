/**
 * The Media Session API: what lock screens, notification shades and headphone buttons show and
 * control while the radio or a sound plays. Every call is guarded: the API is missing in some
 * browsers and some actions are not supported everywhere (setActionHandler then throws).
 */

const ARTIST = 'Radio 91.5';
const ARTWORK: MediaImage[] = [{ src: '/images/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Shows `title` and `artist` (the station unless given); called whenever a stream or sound starts or its track changes. */
export function setSessionMetadata(title: string, artist = ARTIST): void {
  const s = session();
  if (!s || typeof MediaMetadata === 'undefined') return;
  try {
    s.metadata = new MediaMetadata({ title, artist, artwork: ARTWORK });
  } catch (error) {
    console.error('media session: metadata was refused', error);
  }
}

export function setSessionState(state: MediaSessionPlaybackState): void {
  const s = session();
  if (s) s.playbackState = state;
}

export interface SessionHandlers {
  play(): void;
  pause(): void;
  stop(): void;
}

/** Registers play / pause / stop once; the handlers read the store when they run. */
export function setSessionHandlers(handlers: SessionHandlers): void {
  const s = session();
  if (!s) return;
  const actions: [MediaSessionAction, () => void][] = [
    ['play', handlers.play],
    ['pause', handlers.pause],
    ['stop', handlers.stop],
  ];
  for (const [action, run] of actions) {
    try {
      s.setActionHandler(action, run);
    } catch {
      // An action this browser does not support: the others still work.
    }
  }
}
