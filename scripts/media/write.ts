/**
 * Writes the generated demo media a bundle refers to into public/ (the plan of files.ts): a file
 * already there is kept when it is still right and rewritten otherwise, so a change of generator
 * or of a stated duration reaches every checkout.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mediaFiles } from './files';

/** Returns how many files were written. */
export function writeMedia(bundle: unknown, publicDir: string): number {
  let written = 0;
  for (const f of mediaFiles(bundle)) {
    const file = join(publicDir, f.path);
    if (existsSync(file) && f.current(readFileSync(file))) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, f.bytes());
    written++;
  }
  return written;
}
