/** The folder comparison of `scripts/pixel-diff.ts`: each screenshot of one folder against its namesake. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { type DiffRow, differingPixels, type RawImage } from './pixels';

async function decode(path: string): Promise<RawImage> {
  const { data, info } = await sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const pngs = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.png'));

/** One row per file of either folder, sorted by name: its differing pixels, or null when one lacks it. */
export async function compareFolders(before: string, after: string): Promise<DiffRow[]> {
  const files = [...new Set([...pngs(before), ...pngs(after)])].sort();
  const inAfter = new Set(pngs(after));
  const inBefore = new Set(pngs(before));
  const rows: DiffRow[] = [];
  for (const file of files) {
    if (!inBefore.has(file) || !inAfter.has(file)) {
      rows.push({ file, pixels: null });
      continue;
    }
    const [a, b] = await Promise.all([decode(join(before, file)), decode(join(after, file))]);
    const sizes =
      a.width !== b.width || a.height !== b.height ? `${a.width}×${a.height} vs ${b.width}×${b.height}` : undefined;
    rows.push({ file, pixels: differingPixels(a, b), ...(sizes ? { sizes } : {}) });
  }
  return rows;
}
