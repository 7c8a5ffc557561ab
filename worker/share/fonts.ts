/**
 * The card's fonts and the one text-to-outline step: HarfBuzz shapes (harfbuzz.ts) and gives each
 * shaped glyph's outline by its id (hb-draw.ts), so the card holds paths and the rasteriser never
 * lays out text itself. Noto Sans Gurmukhi's Gurmukhi and Latin subsets (bold) are written as
 * TrueType at build time (scripts/media/card-fonts.ts) and read from the assets once per isolate.
 */
import { CARD_FONT_PATHS } from './font-paths';
import { type HbFont, hbFont } from './harfbuzz';
import type { PathCommand } from './hb-draw';

export interface CardFonts {
  gurmukhi: HbFont;
  latin: HbFont;
}

let loaded: Promise<CardFonts> | null = null;

async function face(assets: Fetcher, path: string): Promise<HbFont> {
  const res = await assets.fetch(new Request(`https://assets.local${path}`));
  if (!res.ok) throw new Error(`card font missing: ${path} (${res.status}); run the build`);
  return hbFont(new Uint8Array(await res.arrayBuffer()));
}

/** The fonts, loaded once per isolate; a failed load is retried on the next card. */
export function cardFonts(assets: Fetcher): Promise<CardFonts> {
  loaded ??= Promise.all([face(assets, CARD_FONT_PATHS.gurmukhi), face(assets, CARD_FONT_PATHS.latin)]).then(
    ([gurmukhi, latin]) => ({ gurmukhi, latin }),
  );
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

const GURMUKHI = /[\u0A00-\u0A7F\u25CC]|\u200C|\u200D/u;

/** Splits text into runs of Gurmukhi and of anything else; spaces join the run before them. */
function scriptRuns(text: string): { gurmukhi: boolean; text: string }[] {
  const runs: { gurmukhi: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const g = GURMUKHI.test(ch);
    if (last && (last.gurmukhi === g || /\s/u.test(ch))) last.text += ch;
    else runs.push({ gurmukhi: g, text: ch });
  }
  return runs;
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
 * Shapes `text` at `size` px with its baseline's start at (x, y): the SVG path data of its glyphs
 * and its advance width. With `draw` false only the width is computed (for measuring).
 */
export function shapeText(
  fonts: CardFonts,
  text: string,
  size: number,
  x = 0,
  y = 0,
  draw = true,
): { d: string; width: number } {
  let pen = 0;
  const parts: string[] = [];
  for (const run of scriptRuns(text)) {
    const f = run.gurmukhi ? fonts.gurmukhi : fonts.latin;
    const scale = size / f.upem;
    for (const g of f.shape(run.text)) {
      if (draw) parts.push(pathData(f.outline(g.id), scale, x + pen + g.xOffset * scale, y - g.yOffset * scale));
      pen += g.xAdvance * scale;
    }
  }
  return { d: parts.join(''), width: pen };
}
