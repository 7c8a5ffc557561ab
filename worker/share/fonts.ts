/**
 * The card's fonts and the one text-to-outline step: HarfBuzz shapes (harfbuzz.ts) and gives each
 * shaped glyph's outline by its id (hb-draw.ts), so the card holds paths and the rasteriser never
 * lays out text itself. Noto Sans Gurmukhi's Gurmukhi and Latin subsets (bold) are written as
 * TrueType at build time (scripts/media/card-fonts.ts) and read from the assets once per isolate.
 * Shahmukhi (issue 30) is drawn in Noto Nastaliq Urdu (bold), shaped right to left: see shapeText.
 */
import { CARD_FONT_PATHS } from './font-paths';
import { type HbFont, hbFont, type Segment } from './harfbuzz';
import type { PathCommand } from './hb-draw';
import { type RunKind, visualRuns } from './bidi';

export interface CardFonts {
  gurmukhi: HbFont;
  latin: HbFont;
  arabic: HbFont;
}

let loaded: Promise<CardFonts> | null = null;

async function face(assets: Fetcher, path: string): Promise<HbFont> {
  const res = await assets.fetch(new Request(`https://assets.local${path}`));
  if (!res.ok) throw new Error(`card font missing: ${path} (${res.status}); run the build`);
  return hbFont(new Uint8Array(await res.arrayBuffer()));
}

/** The fonts, loaded once per isolate; a failed load is retried on the next card. */
export function cardFonts(assets: Fetcher): Promise<CardFonts> {
  loaded ??= Promise.all([
    face(assets, CARD_FONT_PATHS.gurmukhi),
    face(assets, CARD_FONT_PATHS.latin),
    face(assets, CARD_FONT_PATHS.arabic),
  ]).then(([gurmukhi, latin, arabic]) => ({ gurmukhi, latin, arabic }));
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** Shahmukhi's segment: HarfBuzz's Arabic shaper with Punjabi's language system. */
const SHAHMUKHI: Segment = { rtl: true, script: 'Arab', language: 'pa-Arab' };
const ARABIC_NUMBER: Segment = { rtl: false, script: 'Arab', language: 'pa-Arab' };

function fontOf(fonts: CardFonts, kind: RunKind): { font: HbFont; segment?: Segment } {
  if (kind === 'arabic') return { font: fonts.arabic, segment: SHAHMUKHI };
  if (kind === 'digits') return { font: fonts.arabic, segment: ARABIC_NUMBER };
  return { font: kind === 'gurmukhi' ? fonts.gurmukhi : fonts.latin };
}

const num = (v: number) => (Math.round(v * 10) / 10).toString();

/**
 * SVG path data of a glyph outline (font units, y up) scaled by `scale` with its origin at (x, y)
 * (y down), each coordinate to a tenth of a pixel.
 */
export function pathData(commands: PathCommand[], scale: number, x: number, y: number): string {
  const px = (v: number) => num(x + v * scale);
  const py = (v: number) => num(y - v * scale);
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      if (c.type === 'Q') return `Q${px(c.x1)} ${py(c.y1)} ${px(c.x)} ${py(c.y)}`;
      if (c.type === 'C') return `C${px(c.x1)} ${py(c.y1)} ${px(c.x2)} ${py(c.y2)} ${px(c.x)} ${py(c.y)}`;
      return `${c.type}${px(c.x)} ${py(c.y)}`;
    })
    .join('');
}

/**
 * Shapes `text` at `size` px with its baseline's left end at (x, y): the SVG path data of its
 * glyphs and its advance width. With `draw` false only the width is computed (for measuring).
 * With `rtl` (a Shahmukhi line) the runs are laid out right to left: each Arabic run is shaped
 * right to left (HarfBuzz gives its glyphs in visual order), a Latin word or a number inside it
 * keeps its own left-to-right order, and the runs are placed last-first from the left. Each glyph
 * sits at its x and y offsets: Nastaliq's cursive joins step each letter up or down the baseline.
 */
export function shapeText(
  fonts: CardFonts,
  text: string,
  size: number,
  x = 0,
  y = 0,
  draw = true,
  rtl = false,
): { d: string; width: number } {
  let pen = 0;
  const parts: string[] = [];
  for (const run of visualRuns(text, rtl)) {
    const { font, segment } = fontOf(fonts, run.kind);
    const scale = size / font.upem;
    for (const g of font.shape(run.text, segment)) {
      if (draw) parts.push(pathData(font.outline(g.id), scale, x + pen + g.xOffset * scale, y - g.yOffset * scale));
      pen += g.xAdvance * scale;
    }
  }
  return { d: parts.join(''), width: pen };
}
