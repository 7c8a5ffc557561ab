/**
 * A show's square podcast cover as SVG: the show's picture filling the square, a dark shade for
 * legibility, the station's name and the show's name in the feed's language, shaped by HarfBuzz
 * and drawn as outlines (fonts.ts), so Gurmukhi is joined as the browser joins it and the
 * rasteriser needs no font. Apple Podcasts asks for a square JPEG or PNG of 1400–3000 px in RGB
 * (Apple's "Podcasts Connect" artwork rules; help.prx.org "Overview of feed requirements" adds
 * the 512 KB that Spotify and NPR One ask for): the build rasterises it at 3000 px as JPEG
 * (scripts/media/covers.ts).
 */
import { type CardFonts, shapeText } from './fonts';
import { wrapTitle } from './layout';

const COVER_SIZE = 3000;
const MARGIN = 240;
const TITLE_SIZE = 300;
// Gurmukhi's vowel signs above and subjoined letters below need tall lines.
const LINE_HEIGHT = 420;
const MAX_LINES = 3;
const BRAND_SIZE = 170;

/** The inside of an SVG document and its viewBox, to draw it nested (null for anything else). */
function nested(svg: string): { viewBox: string; inner: string } | null {
  const open = /<svg\b[^>]*\bviewBox="([\d.\s-]+)"[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) return null;
  // Its ids are prefixed, so its gradient cannot take the cover's name.
  const inner = svg
    .slice(open.index + open[0].length, close)
    .replace(/\bid="/g, 'id="p-')
    .replace(/url\(#/g, 'url(#p-');
  return { viewBox: open[1] ?? '', inner };
}

/** The picture as the square's background, centred and cropped; the station's navy without one. */
function background(picture: string | undefined): string {
  const s = COVER_SIZE;
  const art = picture ? nested(picture) : null;
  if (!art) return `<rect width="${s}" height="${s}" fill="#081B70"/>`;
  return `<svg x="0" y="0" width="${s}" height="${s}" viewBox="${art.viewBox}" preserveAspectRatio="xMidYMid slice">${art.inner}</svg>`;
}

/** The cover's SVG: `title` (the show's name) over `picture` (an SVG document), `brand` above it. */
export function coverSvg(fonts: CardFonts, title: string, brand: string, picture?: string): string {
  const s = COVER_SIZE;
  const width = s - 2 * MARGIN;
  const lines = wrapTitle(title, width, MAX_LINES, (t) => shapeText(fonts, t, TITLE_SIZE, 0, 0, false).width);
  const bottom = s - MARGIN;
  const top = bottom - lines.length * LINE_HEIGHT;
  const titlePaths = lines
    .map((line, i) => shapeText(fonts, line, TITLE_SIZE, MARGIN, top + (i + 0.72) * LINE_HEIGHT).d)
    .join('');
  const brandPath = shapeText(fonts, brand, BRAND_SIZE, MARGIN, MARGIN + BRAND_SIZE).d;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#081B70" stop-opacity="0.55"/><stop offset="0.35" stop-color="#081B70" stop-opacity="0.15"/><stop offset="0.55" stop-color="#081B70" stop-opacity="0.45"/><stop offset="1" stop-color="#081B70" stop-opacity="0.92"/></linearGradient></defs>',
    background(picture),
    `<rect width="${s}" height="${s}" fill="url(#shade)"/>`,
    `<g fill="none" stroke="#FCBE6B"><circle cx="${s - 380}" cy="380" r="190" stroke-width="28" stroke-opacity="0.6"/><circle cx="${s - 380}" cy="380" r="320" stroke-width="16" stroke-opacity="0.3"/></g>`,
    `<path fill="#FCBE6B" d="${brandPath}"/>`,
    `<rect x="${MARGIN}" y="${top - 150}" width="360" height="36" rx="18" fill="#F9025A"/>`,
    `<path fill="#FFFFFF" d="${titlePaths}"/>`,
    '</svg>',
  ].join('');
}
