/**
 * WCAG 2 contrast between two token colours, for the style guide's swatches and the test that
 * keeps every text colour at AA. Handles the forms tokens.css uses: #rgb, #rrggbb, `rgb(r g b / a%)`
 * and `var(--x)`; a translucent colour is laid over the surface first, as the browser paints it.
 */

/** Red, green and blue 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

/** The colour a token value stands for, following `var(--x)` through `values`; null if not a colour. */
export function parseColour(value: string, values: ReadonlyMap<string, string>, depth = 0): Rgba | null {
  const v = value.trim().toLowerCase();
  const ref = v.match(/^var\((--[\w-]+)\)$/);
  if (ref?.[1]) {
    const target = values.get(ref[1]);
    return target !== undefined && depth < 8 ? parseColour(target, values, depth + 1) : null;
  }
  const hex = v.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [
      Number.parseInt(h.slice(0, 2), 16),
      Number.parseInt(h.slice(2, 4), 16),
      Number.parseInt(h.slice(4, 6), 16),
      1,
    ];
  }
  const rgb = v.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ (\d+(?:\.\d+)?)%)?\)$/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4]) / 100];
  return null;
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => top[i] * top[3] + bottom[i] * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1–21) of `text` read on `surface` (an opaque surface: its alpha is ignored). */
export function contrastRatio(text: Rgba, surface: Rgba): number {
  const ground: Rgba = [surface[0], surface[1], surface[2], 1];
  const a = luminance(over(text, ground));
  const b = luminance(ground);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
