/**
 * The card's fonts and the one text-to-outline step: HarfBuzz shapes (harfbuzz.ts), opentype.js
 * gives each shaped glyph's outline by its id, so the card holds paths and the rasteriser never
 * lays out text itself. Noto Sans Gurmukhi's Gurmukhi and Latin subsets (bold) are written as
 * TrueType at build time (scripts/media/card-fonts.ts) and read from the assets once per isolate.
 */
import { parse, type Font as OtFont } from 'opentype.js';
import { CARD_FONT_PATHS } from './font-paths';
import { type HbFont, hbFont } from './harfbuzz';

interface Face {
  hb: HbFont;
  ot: OtFont;
}

export interface CardFonts {
  gurmukhi: Face;
  latin: Face;
}

let loaded: Promise<CardFonts> | null = null;

async function face(assets: Fetcher, path: string): Promise<Face> {
  const res = await assets.fetch(new Request(`https://assets.local${path}`));
  if (!res.ok) throw new Error(`card font missing: ${path} (${res.status}); run the build`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { hb: hbFont(bytes), ot: parse(bytes.slice().buffer) };
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
    const scale = size / f.hb.upem;
    for (const g of f.hb.shape(run.text)) {
      if (draw) {
        const path = f.ot.glyphs.get(g.id).getPath(x + pen + g.xOffset * scale, y - g.yOffset * scale, size);
        // Written from the commands: opentype.js's toPathData(decimals) printed NaN for some points.
        for (const c of path.commands) {
          if (c.type === 'Z') parts.push('Z');
          else if (c.type === 'Q') parts.push(`Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`);
          else if (c.type === 'C')
            parts.push(`C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`);
          else parts.push(`${c.type}${num(c.x)} ${num(c.y)}`);
        }
      }
      pen += g.xAdvance * scale;
    }
  }
  return { d: parts.join(''), width: pen };
}
