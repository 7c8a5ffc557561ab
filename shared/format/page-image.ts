/**
 * The address a page shows for a content image. The demo's pictures are drawn as SVG
 * (scripts/media/art.ts: `/media/images/{group}/{name}.svg`), and the build publishes each one as a
 * 640-px-wide WebP beside it (scripts/media/page-images.ts), the way a CMS publishes a photo: an
 * SVG in an `<img>` is parsed on the main thread as a document of its own (Chromium's
 * `SVGImage::DataChanged`, 5–57 ms a picture on this machine, 86–162 ms a home page load), where a
 * raster picture is decoded off it. Every other address (a CMS's photo, the station's icons) is
 * shown as it is.
 */

/** A picture the demo media generator draws; group 1 is its `{group}/{name}`. */
export const GENERATED_SVG = /^\/media\/images\/([a-z0-9-]+\/[A-Za-z0-9_-]+)\.svg$/;

/** The width the build publishes a generated picture at: a card's 640 × 360. */
export const PAGE_IMAGE_WIDTH = 640;

/** The published raster of a generated picture, else the address unchanged. */
export function pageImage(src: string): string {
  const name = GENERATED_SVG.exec(src)?.[1];
  return name ? `/media/images/${name}.webp` : src;
}
