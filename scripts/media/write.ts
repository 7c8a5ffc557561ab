/**
 * Writes the generated demo media a bundle refers to into public/ (the plan of files.ts): a file
 * already there is kept when it is still right and rewritten otherwise, so a change of generator
 * or of a stated duration reaches every checkout. Then the audio files' sizes, which podcast feeds
 * give as enclosure lengths (worker/feeds/audio-length.ts), so no feed has to find them.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AUDIO_SIZES_PATH } from '../../worker/feeds/audio-length';
import { mediaFiles } from './files';

/** Returns how many files were written. */
export function writeMedia(bundle: unknown, publicDir: string): number {
  let written = 0;
  const sizes: Record<string, number> = {};
  for (const f of mediaFiles(bundle)) {
    const file = join(publicDir, f.path);
    if (!(existsSync(file) && f.current(readFileSync(file)))) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, f.bytes());
      written++;
    }
    if (f.path.startsWith('/media/audio/')) sizes[f.path] = statSync(file).size;
  }
  const list = join(publicDir, AUDIO_SIZES_PATH);
  mkdirSync(dirname(list), { recursive: true });
  writeFileSync(list, `${JSON.stringify(sizes, null, 1)}\n`);
  return written;
}
