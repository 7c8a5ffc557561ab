/**
 * The byte length of the site's own audio files for podcast enclosures, known when the file is
 * stored: the build writes each generated file and its size together (scripts/media/write.ts,
 * `AUDIO_SIZES_PATH`), and an isolate reads that one small JSON file once. A feed never asks the
 * assets for a file (a HEAD under `wrangler dev` answers without a length, and counting a file by
 * reading it made one podcast feed take seconds, once 633 s: issue 27).
 */

/** The build's list of the audio files it wrote: `{ "/media/audio/x.mp3": bytes }`. */
export const AUDIO_SIZES_PATH = '/media/audio/sizes.json';

export type AudioSizes = ReadonlyMap<string, number>;

let loaded: Promise<AudioSizes> | null = null;

/** Only positive whole byte counts under site paths: the file is the build's, but read it as untrusted. */
export function parseAudioSizes(json: unknown): AudioSizes {
  const sizes = new Map<string, number>();
  if (!json || typeof json !== 'object' || Array.isArray(json)) return sizes;
  for (const [path, n] of Object.entries(json))
    if (path.startsWith('/') && typeof n === 'number' && Number.isSafeInteger(n) && n > 0) sizes.set(path, n);
  return sizes;
}

async function read(assets: Fetcher): Promise<AudioSizes> {
  const res = await assets.fetch(new Request(`https://assets.local${AUDIO_SIZES_PATH}`));
  if (!res.ok) {
    await res.body?.cancel();
    // No list (a deployment without generated media): no own file is known; asked again next time.
    throw new Error(`${AUDIO_SIZES_PATH}: ${res.status}`);
  }
  return parseAudioSizes(await res.json().catch(() => null));
}

/** The sizes of the site's own audio files, read once per isolate; empty (and read again later) if missing. */
export function audioSizes(assets: Fetcher): Promise<AudioSizes> {
  if (!loaded) {
    loaded = read(assets);
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded.catch(() => new Map());
}

/**
 * An enclosure's length: the listed size of a site file, `null` for a site file the build did not
 * write (missing: the item is left out, an enclosure must point at a file), and 0 for another
 * host's file (RSS: unknown; a CMS states no sizes, and the feed fetches nothing to find one).
 */
export function enclosureLength(sizes: AudioSizes, url: string): number | null {
  if (!url.startsWith('/') || url.startsWith('//')) return 0;
  return sizes.get(url.split(/[?#]/)[0] ?? url) ?? null;
}

/** Forgets the list (tests). */
export function forgetAudioSizes(): void {
  loaded = null;
}
