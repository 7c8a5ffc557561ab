/**
 * The generated demo media a bundle needs, as a plan the writer (write.ts) carries out: each
 * file's path, how to make it, and whether the bytes already on disk are still right: what the
 * generator draws for an image, the stated length for an audio file.
 */
import { mediaRefs, svgFor, wavFor, wavSeconds } from './art';
import { audioLengths } from './lengths';

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
      bytes: () => wavFor(path, seconds),
      current: (existing) => wavSeconds(existing) === seconds,
    }),
  );
  return [...images, ...audio];
}
