/**
 * The share card's fonts (worker/share/fonts.ts) as TrueType under public/fonts/card/: the
 * project's Noto Sans Gurmukhi (Gurmukhi and Latin subsets, bold) ships only as WOFF and WOFF2,
 * and HarfBuzz reads plain sfnt. WOFF 1 is the font's tables, each zlib-compressed;
 * woff2sfnt-sfnt2woff unpacks them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { toSfnt } from 'woff2sfnt-sfnt2woff';
import { CARD_FONT_PATHS } from '../../worker/share/font-paths';

const SOURCES: Record<keyof typeof CARD_FONT_PATHS, string> = {
  gurmukhi: 'node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff',
  latin: 'node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-latin-700-normal.woff',
  // Shahmukhi cards (issue 30): Noto Nastaliq Urdu's Arabic subset, the page's web font.
  arabic: 'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff',
};

/** Writes the card fonts that are missing; returns how many were written. */
export function writeCardFonts(publicDir: string): number {
  let written = 0;
  for (const [name, path] of Object.entries(CARD_FONT_PATHS) as [keyof typeof CARD_FONT_PATHS, string][]) {
    const target = join(publicDir, path);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, new Uint8Array(toSfnt(readFileSync(SOURCES[name]))));
    written++;
  }
  return written;
}
