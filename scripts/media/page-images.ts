/**
 * The pictures pages show for the demo's generated SVGs: one WebP, 640 px wide, beside each SVG
 * the content refers to (`/media/images/{group}/{name}.webp`), which shared/format/page-image.ts
 * puts in every `<img>` instead of the SVG. Chromium parses an SVG picture on the main thread as
 * a document of its own; a WebP is decoded off it. 640 px is a card's width and most of a phone's
 * (about 2.8 KB at quality 60, against the SVG's 0.4 KB gzip); the pictures are soft gradients
 * and circles, so a wider one on a desktop loses nothing visible. Redrawn only when its SVG
 * changed (stamped.ts).
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { PAGE_IMAGE_WIDTH, pageImage } from '../../shared/format/page-image';
import { mediaRefs, svgFor } from './art';
import { drawStamped } from './stamped';

/** Changed when the rendering below changes, so every WebP is redrawn once. */
const RENDER = `webp-${PAGE_IMAGE_WIDTH}w-q60-v1`;
const STAMPS = 'media/images/webp-stamps.json';

/** The WebP of one SVG, its aspect kept. */
function webpOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width: PAGE_IMAGE_WIDTH }).webp({ quality: 60 }).toBuffer();
}

/** Writes the page WebPs that are missing or stale under `publicDir`; returns how many were drawn. */
export function writePageImages(bundle: unknown, publicDir: string): Promise<number> {
  const drawings = mediaRefs(bundle).images.map((ref) => ({
    key: ref,
    svg: svgFor(ref),
    file: join(publicDir, pageImage(ref)),
  }));
  return drawStamped(join(publicDir, STAMPS), RENDER, drawings, webpOf);
}
