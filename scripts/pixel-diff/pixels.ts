/**
 * The comparison of `scripts/pixel-diff.ts`: pixels that differ between two decoded screenshots,
 * exactly (any channel of any pixel), and the summary table. No file or image library here.
 */

export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row. */
  data: Uint8Array;
}

/**
 * How many pixels differ in any channel. Images of different sizes differ in every pixel of the
 * larger one (a page that grew or shrank by a line has moved, whatever its pixels).
 */
export function differingPixels(a: RawImage, b: RawImage): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      a.data[i] !== b.data[i] ||
      a.data[i + 1] !== b.data[i + 1] ||
      a.data[i + 2] !== b.data[i + 2] ||
      a.data[i + 3] !== b.data[i + 3]
    )
      differing++;
  }
  return differing;
}

export interface DiffRow {
  file: string;
  /** Differing pixels, or null when the file is missing from one folder. */
  pixels: number | null;
  /** `w×h` of each side, when they differ. */
  sizes?: string;
}

/** The file name's parts back (`route--path--width--lang.png`), for the table's columns. */
function parts(file: string): [string, string, string, string] {
  const [route = file, path = '', width = '', lang = ''] = file.replace(/\.png$/, '').split('--');
  return [route, path, width, lang];
}

/** A markdown table: page, width, language, differing pixels (or "missing"). */
export function summaryTable(rows: readonly DiffRow[]): string {
  const lines = rows.map((r) => {
    const [route, path, width, lang] = parts(r.file);
    const pixels = r.pixels === null ? 'missing' : `${r.pixels}${r.sizes ? ` (${r.sizes})` : ''}`;
    return `| ${route} | ${path} | ${width} | ${lang} | ${pixels} |`;
  });
  return ['| route | page | width | lang | differing pixels |', '|---|---|---|---|---|', ...lines].join('\n');
}
