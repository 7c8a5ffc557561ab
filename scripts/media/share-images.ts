/**
 * Raster share images of the demo content: one 1200×630 JPEG for each generated SVG a page uses
 * as its og:image (an item's lead image, a show's, an episode's, a host's photo, a page header's
 * background), because share bots show no SVG. Only those: body images, video thumbnails and team
 * photos are never a page's share image. Rendered from the same SVG text the generator writes
 * (art.ts) with sharp (libvips), and redrawn only when its SVG changed (stamped.ts).
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { shareImagePath } from '../../worker/share/share-image';
import { svgFor } from './art';
import { shareImageRefs } from './share-refs';
import { drawStamped } from './stamped';

/** Bumped when the rendering below changes, so every JPEG is redrawn once. */
const RENDER = 'jpeg-1200x630-q78-v2';
const STAMPS = 'media/share/stamps.json';

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

/** Writes the share JPEGs that are missing or stale under `publicDir`; returns how many were drawn. */
export function writeShareImages(bundle: unknown, publicDir: string): Promise<number> {
  const drawings = shareImageRefs(bundle).map((ref) => ({
    key: ref,
    svg: svgFor(ref),
    file: join(publicDir, shareImagePath(ref)),
  }));
  return drawStamped(join(publicDir, STAMPS), RENDER, drawings, jpegOf);
}
