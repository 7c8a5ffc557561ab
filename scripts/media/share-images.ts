/**
 * Raster share images of the demo content: one 1200×630 JPEG for each generated SVG a page uses
 * as its og:image (an item's lead image, a show's, an episode's, a host's photo, a page header's
 * background), because share bots show no SVG. Only those: body images, video thumbnails and team
 * photos are never a page's share image. Rendered from the same SVG text the generator writes
 * (art.ts) with sharp (libvips); a stamp file remembers which SVG each JPEG came from, so a
 * build redraws only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { shareImagePath } from '../../worker/share/share-image';
import { svgFor } from './art';
import { shareImageRefs } from './share-refs';

/** Bumped when the rendering below changes, so every JPEG is redrawn once. */
const RENDER = 'jpeg-1200x630-q78-v2';
const STAMPS = 'media/share/stamps.json';

const stampOf = (svg: string) => createHash('sha256').update(`${RENDER}\n${svg}`).digest('hex').slice(0, 16);

/**
 * The JPEG of one SVG, mozjpeg at quality 78 (about 10–15 KB): a 16:9 scene cropped to 1.91:1 from
 * the centre; a square portrait (hosts) whole, centred on the station's navy, since a crop would
 * cut the head.
 */
function jpegOf(svg: string): Promise<Buffer> {
  const [, width = 16, height = 9] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
  const portrait = height / width > 0.75;
  return sharp(Buffer.from(svg))
    .resize(1200, 630, portrait ? { fit: 'contain', background: '#081B70' } : { fit: 'cover', position: 'centre' })
    .flatten({ background: '#081B70' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

/** The stamps of the JPEGs on disk; none (so all are redrawn) when the file is missing or unreadable. */
function readStamps(file: string): Record<string, string> {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Writes the share JPEGs that are missing or stale under `publicDir`; returns how many were drawn. */
export async function writeShareImages(bundle: unknown, publicDir: string): Promise<number> {
  const stampFile = join(publicDir, STAMPS);
  const stamps = readStamps(stampFile);
  const todo = shareImageRefs(bundle)
    .map((ref) => ({ ref, svg: svgFor(ref), file: join(publicDir, shareImagePath(ref)) }))
    .filter((x) => !(existsSync(x.file) && stamps[x.ref] === stampOf(x.svg)));
  // A few at a time: libvips uses its own threads, and the machine is shared.
  for (let i = 0; i < todo.length; i += 4) {
    await Promise.all(
      todo.slice(i, i + 4).map(async ({ ref, svg, file }) => {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await jpegOf(svg));
        stamps[ref] = stampOf(svg);
      }),
    );
  }
  if (todo.length) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${JSON.stringify(stamps, null, 1)}\n`);
  }
  return todo.length;
}
