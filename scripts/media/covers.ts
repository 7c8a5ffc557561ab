/**
 * The demo shows' podcast covers: one 3000×3000 JPEG per show and language (the show's picture,
 * the station's name and the show's name in that language, worker/share/cover-svg.ts), and the
 * station's own cover per language for shows without one. Shaped with the share card's HarfBuzz
 * code (Node imports its wasm through scripts/lib/worker-wasm.ts), rasterised by sharp (resvg
 * writes only PNG, and a 3000 px picture as PNG is megabytes). Redrawn only when what it is drawn
 * from changed (stamped.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import { coverFile, stationCoverFile } from '../../worker/feeds/podcast-cover';
import { registerWasmModules } from '../lib/worker-wasm';
import { svgFor } from './art';
import { type Drawing, drawStamped, stampOf as coverStamp } from './stamped';

/** Bumped when the drawing or encoding changes, so every cover is drawn again once. */
const RENDER = 'cover-3000-q82-v1';
const STAMPS = 'media/covers/stamps.json';
/** Apple's size for artwork files is not a rule, but Spotify's and NPR One's 512 KB are. */
const COVER_MAX_BYTES = 512 * 1024;

/** What a cover is drawn from: the build's bundle shows, and the CMS's shows (`npm run cards`). */
export interface CoverShow {
  slug: string;
  title: string;
  titlePa?: string;
  image?: string;
}

/** A square JPEG of `svg`, quality lowered until it is under the size limit. */
export async function coverJpeg(svg: string): Promise<Buffer> {
  for (const quality of [82, 74, 66, 58]) {
    const jpeg = await sharp(Buffer.from(svg))
      .flatten({ background: '#081B70' })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= COVER_MAX_BYTES) return jpeg;
  }
  throw new Error('podcast cover: over 512 KB at every quality');
}

/**
 * A fetched picture (a CMS show's, scripts/cards/remote-picture.ts) decoded and re-encoded as a
 * square JPEG of the cover's size: sharp drops its metadata; only JPEG, PNG or WebP reach here.
 */
export async function pictureJpeg(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 50_000_000 })
    .resize(3000, 3000, { fit: 'cover' })
    .flatten({ background: '#081B70' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The fonts of the share card, read from the built files under `publicDir`, and the drawing. */
export async function coverDrawing(publicDir: string) {
  registerWasmModules();
  const { cardFonts } = await import('../../worker/share/fonts');
  const { coverSvg } = await import('../../worker/share/cover-svg');
  const assets = {
    fetch: async (input: RequestInfo | URL) =>
      new Response(readFileSync(join(publicDir, new URL(new Request(input).url).pathname))),
  } as unknown as Fetcher;
  const fonts = await cardFonts(assets);
  /** The SVG of a show's cover in `lang` (the station's cover without a show). */
  return (lang: Lang, show?: CoverShow, picture?: string): string => {
    const brand = t(lang, 'brand.name');
    return coverSvg(fonts, show ? (lang === 'pa' && show.titlePa) || show.title : brand, brand, picture);
  };
}

/** What a cover was drawn from, short: equal stamps, equal JPEGs. */
export const stampOf = (svg: string) => coverStamp(RENDER, svg);

/** Writes the covers that are missing or stale; returns how many were drawn. */
export async function writeCovers(bundle: { shows?: CoverShow[] }, publicDir: string): Promise<number> {
  const draw = await coverDrawing(publicDir);
  const stampFile = join(publicDir, STAMPS);
  const wanted: Drawing[] = [];
  const add = (path: string, svg: string) => wanted.push({ key: path, svg, file: join(publicDir, path) });
  for (const lang of ['en', 'pa'] as Lang[]) {
    add(stationCoverFile(lang), draw(lang));
    for (const show of bundle.shows ?? []) {
      const picture = show.image?.endsWith('.svg') ? svgFor(show.image) : undefined;
      add(coverFile(lang, show.slug), draw(lang, show, picture));
    }
  }
  // Two at a time: a 3000 px picture is large.
  return drawStamped(stampFile, RENDER, wanted, coverJpeg, 2);
}
