/**
 * The generated share card: the title in the page's language over the station's branding, as a
 * 1200×630 PNG (the size Facebook, WhatsApp, X and LinkedIn show large). Text is shaped by
 * HarfBuzz and drawn as glyph outlines (fonts.ts); resvg only rasterises the SVG.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgModule from '@resvg/resvg-wasm/index_bg.wasm';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size';
import { type CardFonts, shapeText } from './fonts';
import { wrapTitle } from './layout';

const MARGIN = 80;
const MAX_LINES = 3;
const BRAND_SIZE = 40;

/** A card's text metrics: per script, since each font sits differently on its baseline. */
interface TitleMetrics {
  size: number;
  lineHeight: number;
  /** Where a line's baseline sits inside its line box, as a share of the line height. */
  baseline: number;
}

// Gurmukhi has tall vowel signs above and subjoined letters below: lines need room.
const LTR_TITLE: TitleMetrics = { size: 64, lineHeight: 92, baseline: 0.75 };
/**
 * Nastaliq's letters climb above the baseline as a word joins (each one's y offset) and its dots
 * and descenders hang far below: a smaller size, taller lines, and the baseline lower in the box.
 */
const RTL_TITLE: TitleMetrics = { size: 52, lineHeight: 128, baseline: 0.68 };

let ready: Promise<void> | null = null;

/** resvg's wasm, initialised once per isolate. */
function resvgReady(): Promise<void> {
  ready ??= initWasm(resvgModule).catch((err: unknown) => {
    // A second init (another module instance got there first) is fine; anything else is not.
    if (!String(err).includes('Already initialized')) {
      ready = null;
      throw err;
    }
  });
  return ready;
}

/**
 * An SVG rasterised to PNG bytes. Both wasm objects are freed here: the rendered image holds the
 * whole RGBA pixmap (1200×630×4 ≈ 3 MB) in resvg's wasm memory, which never shrinks, and left to
 * a FinalizationRegistry it waits for a collection the isolate may not run for many cards (the
 * memory soak, README "Memory under load"). asPng returns a copy outside wasm memory.
 */
function pngOf(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * A title as a card draws it: control characters are spaces, and explicit direction marks and
 * overrides go (a CMS's title is untrusted: an override would turn the line's words around, and
 * none of these has a glyph). Joiners stay: Gurmukhi and Arabic spelling needs them.
 */
const printable = (title: string): string =>
  title.replace(/\p{Cc}/gu, ' ').replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '');

/** One line of a card's title as drawn: its text, its baseline's left end, its width and size. */
interface TitleLine {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * Where the title's lines go: wrapped to the card's text box, at most three lines centred in the
 * space under the brand, each starting at the left margin or (right to left) ending at the right one.
 */
export function titleLines(fonts: CardFonts, title: string, rtl: boolean): TitleLine[] {
  const m = rtl ? RTL_TITLE : LTR_TITLE;
  const measure = (s: string) => shapeText(fonts, s, m.size, 0, 0, false, rtl).width;
  const lines = wrapTitle(printable(title), CARD_WIDTH - 2 * MARGIN, MAX_LINES, measure);
  const top = 200 + ((MAX_LINES - lines.length) * m.lineHeight) / 2;
  return lines.map((text, i) => {
    const width = measure(text);
    const y = top + (i + m.baseline) * m.lineHeight;
    return { text, x: rtl ? CARD_WIDTH - MARGIN - width : MARGIN, y, width, size: m.size };
  });
}

/**
 * The card's SVG: brand name at the top, the title's lines below. A right-to-left card
 * (Shahmukhi) is the mirror image: lines and brand aligned right, the accent bar on the right and
 * the rings on the left.
 */
function cardSvg(fonts: CardFonts, title: string, brand: string, rtl: boolean): string {
  const titlePaths = titleLines(fonts, title, rtl)
    .map((l) => shapeText(fonts, l.text, l.size, l.x, l.y, true, rtl).d)
    .join('');
  const brandWidth = shapeText(fonts, brand, BRAND_SIZE, 0, 0, false, rtl).width;
  const brandPath = shapeText(
    fonts,
    brand,
    BRAND_SIZE,
    rtl ? CARD_WIDTH - MARGIN - brandWidth : MARGIN,
    120,
    true,
    rtl,
  ).d;
  const ringX = rtl ? CARD_WIDTH - 1110 : 1110;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#081B70"/><stop offset="1" stop-color="#5B0E5E"/></linearGradient></defs>',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>`,
    `<g fill="none" stroke="#FCBE6B"><circle cx="${ringX}" cy="90" r="70" stroke-width="10" stroke-opacity="0.5"/><circle cx="${ringX}" cy="90" r="120" stroke-width="6" stroke-opacity="0.25"/></g>`,
    `<rect x="${rtl ? CARD_WIDTH - MARGIN - 96 : MARGIN}" y="150" width="96" height="8" rx="4" fill="#F9025A"/>`,
    `<path fill="#FCBE6B" d="${brandPath}"/>`,
    `<path fill="#FFFFFF" d="${titlePaths}"/>`,
    '</svg>',
  ].join('');
}

/** The card as PNG bytes; `rtl` for a right-to-left reading (Shahmukhi). */
export async function renderCard(fonts: CardFonts, title: string, brand: string, rtl = false): Promise<Uint8Array> {
  await resvgReady();
  return pngOf(cardSvg(fonts, title, brand, rtl));
}

/** The station's logo (square, for JSON-LD publisher and RadioStation): rings and "91.5". */
export async function renderLogo(fonts: CardFonts, size: number, mark: string): Promise<Uint8Array> {
  await resvgReady();
  const text = shapeText(fonts, mark, size / 4.5, 0, 0, false);
  const d = shapeText(fonts, mark, size / 4.5, (size - text.width) / 2, size * 0.58).d;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${size / 8}" fill="#081B70"/>`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="#FCBE6B" stroke-width="${size / 32}"/>`,
    `<path fill="#FFFFFF" d="${d}"/>`,
    '</svg>',
  ].join('');
  return pngOf(svg);
}
