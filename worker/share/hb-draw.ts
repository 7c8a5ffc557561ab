/**
 * A glyph's outline from HarfBuzz (hb_font_draw_glyph): the draw callbacks are JavaScript,
 * registered in HarfBuzz's function table through hb-draw.wasm (scripts/media/hb-draw-wasm.ts
 * says why that module exists). Coordinates are font units, y up.
 */
import drawModule from './hb-draw.wasm';

export type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** The HarfBuzz exports drawing needs. */
export interface HbDrawExports {
  __indirect_function_table: WebAssembly.Table;
  hb_draw_funcs_create(): number;
  hb_draw_funcs_set_move_to_func(funcs: number, fn: number, user: number, destroy: number): void;
  hb_draw_funcs_set_line_to_func(funcs: number, fn: number, user: number, destroy: number): void;
  hb_draw_funcs_set_quadratic_to_func(funcs: number, fn: number, user: number, destroy: number): void;
  hb_draw_funcs_set_cubic_to_func(funcs: number, fn: number, user: number, destroy: number): void;
  hb_draw_funcs_set_close_path_func(funcs: number, fn: number, user: number, destroy: number): void;
  hb_font_draw_glyph(font: number, glyph: number, funcs: number, data: number): void;
}

type Num = number;

/** Draws glyphs of fonts in `hb`: one table entry per callback and one draw-funcs object, made once. */
export function glyphDrawer(hb: HbDrawExports): (font: number, glyph: number) => PathCommand[] {
  // The callbacks run synchronously inside hb_font_draw_glyph: one list collects them (what they
  // return is dropped: the wasm signatures return nothing).
  let out: PathCommand[] = [];
  const callbacks = new WebAssembly.Instance(drawModule, {
    d: {
      m: (_f: Num, _d: Num, _s: Num, x: Num, y: Num) => out.push({ type: 'M', x, y }),
      l: (_f: Num, _d: Num, _s: Num, x: Num, y: Num) => out.push({ type: 'L', x, y }),
      q: (_f: Num, _d: Num, _s: Num, x1: Num, y1: Num, x: Num, y: Num) => out.push({ type: 'Q', x1, y1, x, y }),
      c: (_f: Num, _d: Num, _s: Num, x1: Num, y1: Num, x2: Num, y2: Num, x: Num, y: Num) =>
        out.push({ type: 'C', x1, y1, x2, y2, x, y }),
      z: () => out.push({ type: 'Z' }),
    },
  }).exports;
  const table = hb.__indirect_function_table;
  const first = table.grow(5);
  for (const [i, name] of ['m', 'l', 'q', 'c', 'z'].entries()) table.set(first + i, callbacks[name]);
  const funcs = hb.hb_draw_funcs_create();
  hb.hb_draw_funcs_set_move_to_func(funcs, first, 0, 0);
  hb.hb_draw_funcs_set_line_to_func(funcs, first + 1, 0, 0);
  hb.hb_draw_funcs_set_quadratic_to_func(funcs, first + 2, 0, 0);
  hb.hb_draw_funcs_set_cubic_to_func(funcs, first + 3, 0, 0);
  hb.hb_draw_funcs_set_close_path_func(funcs, first + 4, 0, 0);
  return (font, glyph) => {
    out = [];
    hb.hb_font_draw_glyph(font, glyph, funcs, 0);
    return out;
  };
}
