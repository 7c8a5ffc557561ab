/** Writes the generated demo media a bundle refers to into public/, skipping files already there. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mediaRefs, svgFor, wavFor } from './art';

/** Returns how many files were written. */
export function writeMedia(bundle: unknown, publicDir: string): number {
  const { images, audio } = mediaRefs(bundle);
  let written = 0;
  const put = (path: string, make: () => string | Uint8Array) => {
    const file = join(publicDir, path);
    if (existsSync(file)) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, make());
    written++;
  };
  for (const p of images) put(p, () => svgFor(p));
  for (const p of audio) put(p, () => wavFor(p));
  return written;
}
