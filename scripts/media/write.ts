/**
 * Writes the generated demo media a bundle refers to into public/. Images already there are kept;
 * an audio file is rewritten unless it already has the length the content states for it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mediaRefs, svgFor, wavFor, wavSeconds } from './art';
import { audioLengths } from './lengths';

/** Returns how many files were written. */
export function writeMedia(bundle: unknown, publicDir: string): number {
  const { images } = mediaRefs(bundle);
  let written = 0;
  const put = (path: string, make: () => string | Uint8Array, current: (file: string) => boolean) => {
    const file = join(publicDir, path);
    if (existsSync(file) && current(file)) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, make());
    written++;
  };
  for (const p of images)
    put(
      p,
      () => svgFor(p),
      () => true,
    );
  for (const [p, seconds] of audioLengths(bundle))
    put(
      p,
      () => wavFor(p, seconds),
      (file) => wavSeconds(readFileSync(file)) === seconds,
    );
  return written;
}
