/**
 * The station's default share card and logo (worker/share/default-images.ts): PNGs answered while
 * a page's real card (or the drawn logo) is not stored yet, so no request ever draws one. Drawn
 * from the station's default picture (public/images/default.svg, 16:9, cropped to 1.91:1 from the
 * centre) and its icon (public/images/favicon.svg) with sharp, as the share JPEGs are.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from '../../worker/share/card-size';
import { DEFAULT_IMAGE_PATHS } from '../../worker/share/default-images';
import { LOGO_SIZE } from '../../shared/loaders/breadcrumb-ld';

/** A palette PNG of `svg` at width×height: flat colours and rings compress to a few KB. */
function pngOf(svg: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(svg, { density: 144 })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#081B70' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** Writes both default images under `publicDir`. */
export async function writeShareDefaults(publicDir: string): Promise<void> {
  const images: [string, Buffer][] = [
    [
      DEFAULT_IMAGE_PATHS.card,
      await pngOf(readFileSync(join(publicDir, 'images/default.svg')), CARD_WIDTH, CARD_HEIGHT),
    ],
    [DEFAULT_IMAGE_PATHS.logo, await pngOf(readFileSync(join(publicDir, 'images/favicon.svg')), LOGO_SIZE, LOGO_SIZE)],
  ];
  for (const [path, png] of images) {
    const file = join(publicDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
}
