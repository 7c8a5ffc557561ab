/**
 * The browser pieces the radio store needs: howler, loaded on first use (never imported
 * statically, so the worker bundle and visitors who never press play go without it), and the
 * online/offline probes used by the offline recheck.
 */
import type { Howl as HowlType } from 'howler';
import type { OnlineEnv } from './radio-logic';

let howlerModule: Promise<typeof import('howler')> | null = null;

declare global {
  interface ImportMeta {
    /** Vite's glob import; absent (never called) when the worker bundles this file for the server. */
    glob<T>(pattern: string): Record<string, () => Promise<T>>;
  }
}

/**
 * howler's chunk, through Vite's glob import: Vite turns it into a lazy chunk for the browser,
 * while the worker's bundler (esbuild, which would inline any literal `import('howler')`) does
 * not follow it, so the server bundle carries no player code.
 */
function importHowler(): Promise<typeof import('howler')> {
  const found = Object.values(import.meta.glob<typeof import('howler')>('/node_modules/howler/dist/howler.js'));
  const load = found[0];
  return load ? load() : Promise.reject(new Error('howler is not bundled'));
}

/** The Howl class, downloading howler's chunk on the first call. */
async function loadHowl(): Promise<typeof HowlType> {
  howlerModule ??= importHowler();
  try {
    const mod = await howlerModule;
    // howler is CommonJS: its exports may arrive as named exports or under `default`.
    const howler = mod.Howl ? mod : (mod as unknown as { default: typeof mod }).default;
    adaptHowler(howler);
    return howler.Howl;
  } catch (error) {
    howlerModule = null; // a failed chunk download may succeed on the next press
    throw error;
  }
}

/**
 * The one change to howler: an html5 sound counts as loaded on 'canplay'. howler waits for
 * 'canplaythrough' before it starts an html5 sound, on purpose and with no option to change it
 * (goldfire/howler.js#1072: chosen "so that the audio won't have to stop halfway through and
 * buffer further"; a radio player there reports that the stream cannot start at once). A live
 * stream has no end to play through, so a browser may hold that event back until its buffer is
 * full, and play() would wait all that time. 'canplay' is howler's own choice for browsers
 * without the event; it is a field of the Howler global, set once. The pause trouble reported in
 * that thread does not reach this site: a live stream is unloaded, never paused.
 * browser-audio.test.ts fails once howler starts on 'canplay' by itself, and this can go.
 */
function adaptHowler(mod: typeof import('howler')): void {
  (mod.Howler as unknown as { _canPlayEvent: string })._canPlayEvent = 'canplay';
}

export const browserOnline: OnlineEnv = {
  isOnline: () => navigator.onLine,
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  addOnlineListener: (fn) => window.addEventListener('online', fn),
  removeOnlineListener: (fn) => window.removeEventListener('online', fn),
};

export interface HowlHandlers {
  onPlay(): void;
  onEnd(): void;
  onError(what: string, error: unknown): void;
}

/**
 * A Howl for `src` with its handlers attached. Always html5: an <audio> element streams the
 * file (Range requests for seeking) instead of downloading and decoding it whole, which an
 * endless live stream could never finish.
 */
export async function createHowl(src: string, handlers: HowlHandlers, format?: string[]): Promise<HowlType> {
  const Howl = await loadHowl();
  const howl = new Howl({ src: [src], html5: true, ...(format ? { format } : {}) });
  howl.on('play', () => handlers.onPlay());
  howl.on('end', () => handlers.onEnd());
  howl.on('loaderror', (_id, error) => handlers.onError('could not be loaded', error));
  howl.on('playerror', (_id, error) => handlers.onError('could not be played', error));
  return howl;
}

/**
 * The <audio> element of an html5 Howl, for what howler does not pass on: the current time (its
 * `seek()` queues instead of answering while a play is pending) and the `stalled` event. howler's
 * own field; the end-to-end suite reads it the same way.
 */
export function mediaElementOf(howl: HowlType): HTMLMediaElement | null {
  const sounds = (howl as unknown as { _sounds?: { _node?: unknown }[] })._sounds;
  const node = sounds?.[0]?._node;
  return node instanceof HTMLMediaElement ? node : null;
}
