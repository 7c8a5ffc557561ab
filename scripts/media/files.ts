/**
 * The generated demo media a bundle needs, as a plan the writer (write.ts) carries out: each
 * file's path, how to make it, and whether the bytes already on disk are still right: what the
 * generator draws for an image, the stated length for an audio file (WAV, or MP3 for episodes).
 */
import { mediaRefs, svgFor, wavFor, wavSeconds } from './art';
import { audioLengths } from './lengths';
import { mp3For } from './mp3';
import { mp3Seconds } from './mp3-frames';

/** An MP3 is kept when its frames play its stated length (the encoder pads the last frame). */
const mp3Current = (existing: Uint8Array, seconds: number) => {
  const played = mp3Seconds(existing);
  return played !== undefined && played >= seconds && played < seconds + 0.5;
};

export interface MediaFile {
  path: string;
  bytes: () => string | Uint8Array;
  /** True when `existing` (the file on disk) can stay. */
  current: (existing: Uint8Array) => boolean;
}

export function mediaFiles(bundle: unknown): MediaFile[] {
  const images = mediaRefs(bundle).images.map((path): MediaFile => {
    const svg = svgFor(path);
    return { path, bytes: () => svg, current: (existing) => new TextDecoder().decode(existing) === svg };
  });
  const audio = [...audioLengths(bundle)].map(
    ([path, seconds]): MediaFile => ({
      path,
      bytes: () => (path.endsWith('.mp3') ? mp3For(path, seconds) : wavFor(path, seconds)),
      current: (existing) => (path.endsWith('.mp3') ? mp3Current(existing, seconds) : wavSeconds(existing) === seconds),
    }),
  );
  return [...images, ...audio];
}
