/**
 * worker/share/hb-draw.wasm, written from this source: a wasm module with no code that imports
 * HarfBuzz's five draw callbacks from JavaScript (module "d": m, l, q, c, z) and exports them
 * again. HarfBuzz calls callbacks through its function table, and a table holds only wasm
 * functions: the exports of this module are JavaScript functions wrapped as wasm ones. Emscripten's
 * `addFunction` makes the same module at run time, which workerd forbids (no compiling wasm from
 * bytes), so it is compiled ahead, like every wasm the worker imports.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const I32 = 0x7f;
const F32 = 0x7d;
const PTR = [I32, I32, I32]; // draw funcs, draw data, draw state
/** A function type returning nothing. */
const fn = (...params: number[]) => [0x60, params.length, ...params, 0];
/** hb_draw_move_to_func_t / line_to, quadratic_to, cubic_to, close_path (the last i32: user data). */
const TYPES = [
  fn(...PTR, F32, F32, I32),
  fn(...PTR, F32, F32, F32, F32, I32),
  fn(...PTR, F32, F32, F32, F32, F32, F32, I32),
  fn(...PTR, I32),
];
/** The callbacks in the order worker/share/hb-draw.ts sets them, with their types' indexes. */
export const DRAW_CALLBACKS = ['m', 'l', 'q', 'c', 'z'] as const;
const TYPE_OF = [0, 0, 1, 2, 3];

const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];
const section = (id: number, body: number[]) => [id, body.length, ...body];

/** The module's bytes: the type, import (kind 0: function) and export sections. */
export function hbDrawWasm(): Uint8Array {
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [TYPES.length, ...TYPES.flat()]),
    ...section(2, [
      DRAW_CALLBACKS.length,
      ...DRAW_CALLBACKS.flatMap((n, i) => [...name('d'), ...name(n), 0, TYPE_OF[i] ?? 0]),
    ]),
    ...section(7, [DRAW_CALLBACKS.length, ...DRAW_CALLBACKS.flatMap((n, i) => [...name(n), 0, i])]),
  ]);
}

export const HB_DRAW_WASM = 'worker/share/hb-draw.wasm';

/** Writes the module when the committed copy differs from this source; true when it wrote. */
export function writeHbDrawWasm(path = HB_DRAW_WASM): boolean {
  const bytes = hbDrawWasm();
  let current: Uint8Array | null = null;
  try {
    current = new Uint8Array(readFileSync(path));
  } catch {
    // Missing: written below.
  }
  if (current && Buffer.compare(current, bytes) === 0) return false;
  writeFileSync(path, bytes);
  return true;
}
