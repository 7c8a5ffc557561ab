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
export async function loadHowl(): Promise<typeof HowlType> {
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
 * Two adjustments to howler, made once:
 * - html5 sounds count as loaded on 'canplay'. Howler waits for 'canplaythrough', which a live
 *   stream (paced in real time, no end) may never fire before it plays, so play() would wait forever.
 * - On unload howler points the <audio> element at a data: URI of silence to stop its download;
 *   the site's CSP allows no data: media (a console error each time), so the source is detached
 *   instead, which aborts the download just as well. `_clearSound` is howler's hook for that step.
 */
function adaptHowler(mod: typeof import('howler')): void {
  const howler = mod.Howler as unknown as { _canPlayEvent: string; __adapted?: true };
  if (howler.__adapted) return;
  howler.__adapted = true;
  howler._canPlayEvent = 'canplay';
  const proto = mod.Howl.prototype as unknown as { _clearSound(node: HTMLAudioElement): void };
  proto._clearSound = (node) => {
    node.removeAttribute('src');
    node.load();
  };
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
