/**
 * The image a page shares (og:image, twitter:image), from the image its content names. Share bots
 * show PNG and JPEG only, so: a PNG or JPEG is used as it is (a CMS's photo); a generated demo SVG
 * (`/media/images/{group}/{name}.svg`) has a 1200×630 JPEG drawn beside it at build time
 * (scripts/media/share-images.ts) under `/media/share/`; anything else (another SVG, WebP, none)
 * gets the page's generated card instead (null here).
 */
import { GENERATED_SVG } from '../../shared/format/page-image';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size';

export interface ShareImage {
  url: string;
  /** Known only for the images this project draws. */
  width?: number;
  height?: number;
  type?: 'image/jpeg' | 'image/png';
}

/** True for an image the share bots show: PNG or JPEG (SVG and WebP are not shown everywhere). */
export function isRasterImage(url: string): boolean {
  return /\.(png|jpe?g)(\?|#|$)/i.test(url);
}

/** True for an image the demo media generator draws (scripts/media/art.ts). */
export function isGeneratedImage(path: string): boolean {
  return GENERATED_SVG.test(path);
}

/** Where the JPEG of a generated demo SVG lives (the build writes it there). */
export function shareImagePath(svgPath: string): string {
  const name = GENERATED_SVG.exec(svgPath)?.[1];
  if (!name) throw new Error(`not a generated image: ${svgPath}`);
  return `/media/share/${name}.jpg`;
}

/** The raster image to share for a content image, or null when the page's card should be shared. */
export function shareImageOf(image: string | undefined): ShareImage | null {
  if (!image) return null;
  if (isGeneratedImage(image))
    return { url: shareImagePath(image), width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/jpeg' };
  if (isRasterImage(image)) return { url: image };
  return null;
}
