/**
 * Text shaping with HarfBuzz (the wasm build of the harfbuzzjs package), called through its C
 * functions. Why not harfbuzzjs's own wrapper: its init creates a function pointer with
 * `addFunction`, which compiles wasm at run time, and workerd forbids that; shaping needs no
 * callback, so the plain exports suffice. Why HarfBuzz at all: resvg's own text layout (rustybuzz,
 * @resvg/resvg-wasm 2.6.2) drops the kanna (ਾ) inside Gurmukhi words, and satori does no Indic
 * shaping; HarfBuzz is what Chromium shapes with, so cards match the browser.
 */
import hbModule from 'harfbuzzjs/dist/harfbuzz.wasm';
import { glyphDrawer, type HbDrawExports, type PathCommand } from './hb-draw';

interface HbExports extends HbDrawExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_buffer_create(): number;
  hb_buffer_destroy(buf: number): void;
  hb_buffer_add_utf8(buf: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buf: number): void;
  hb_buffer_set_direction(buf: number, direction: number): void;
  hb_buffer_set_script(buf: number, script: number): void;
  hb_buffer_set_language(buf: number, language: number): void;
  hb_language_from_string(str: number, length: number): number;
  hb_shape(font: number, buf: number, features: number, count: number): void;
  hb_buffer_get_length(buf: number): number;
  hb_buffer_get_glyph_infos(buf: number, length: number): number;
  hb_buffer_get_glyph_positions(buf: number, length: number): number;
}

/** One shaped glyph in font units: its id in the font, and where the pen puts it. */
interface ShapedGlyph {
  id: number;
  /** The UTF-8 byte offset of the text it draws: decreasing along a right-to-left run. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/**
 * A run's segment properties when they are known rather than guessed: Shahmukhi is shaped right
 * to left in the Arabic script with Punjabi's language tag (pa-Arab), so the font's Urdu/Punjabi
 * forms apply; HarfBuzz then returns the glyphs in visual order, left to right.
 */
export interface Segment {
  rtl: boolean;
  /** An OpenType script tag as four letters (ISO 15924), e.g. `Arab`. */
  script: string;
  /** A BCP 47 language tag, e.g. `pa-Arab`. */
  language: string;
}

// hb_direction_t: HB_DIRECTION_LTR = 4, HB_DIRECTION_RTL = 5.
const LTR = 4;
const RTL = 5;
/** hb_script_t is the ISO 15924 tag packed big-endian (HB_TAG). */
const scriptTag = (tag: string): number =>
  [...tag.padEnd(4, ' ').slice(0, 4)].reduce((v, ch) => ((v << 8) | (ch.charCodeAt(0) & 0xff)) >>> 0, 0);

export interface HbFont {
  upem: number;
  shape(text: string, segment?: Segment): ShapedGlyph[];
  /** The glyph's outline in font units, y up. */
  outline(id: number): PathCommand[];
}

let instance: HbExports | null = null;
let draw: ReturnType<typeof glyphDrawer> | null = null;

/** The wasm instance, made once per isolate (it holds fonts, never request data). */
function harfbuzz(): HbExports {
  if (instance) return instance;
  let memory: WebAssembly.Memory | undefined;
  const inst = new WebAssembly.Instance(hbModule, {
    env: {
      _emscripten_runtime_keepalive_clear() {},
      _abort_js() {
        throw new Error('harfbuzz aborted');
      },
      _setitimer_js: () => 0,
      emscripten_resize_heap(size: number) {
        if (!memory) return 0;
        try {
          memory.grow(Math.ceil((size - memory.buffer.byteLength) / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: {
      proc_exit() {
        throw new Error('harfbuzz exited');
      },
    },
  });
  const hb = inst.exports as unknown as HbExports;
  memory = hb.memory;
  hb._initialize?.();
  instance = hb;
  return hb;
}

/** Sets a buffer's direction, script and language (what is set, guessing leaves alone). */
function setSegment(hb: HbExports, buf: number, segment: Segment, encoder: TextEncoder): void {
  hb.hb_buffer_set_direction(buf, segment.rtl ? RTL : LTR);
  hb.hb_buffer_set_script(buf, scriptTag(segment.script));
  const tag = encoder.encode(segment.language);
  const lp = hb.malloc(Math.max(1, tag.length));
  new Uint8Array(hb.memory.buffer).set(tag, lp);
  // hb_language_t is interned by HarfBuzz: the string's copy may be freed.
  hb.hb_buffer_set_language(buf, hb.hb_language_from_string(lp, tag.length));
  hb.free(lp);
}

/** Loads a TrueType/OpenType font (its bytes stay in wasm memory for the isolate's life). */
export function hbFont(bytes: Uint8Array): HbFont {
  const hb = harfbuzz();
  const ptr = hb.malloc(bytes.length);
  new Uint8Array(hb.memory.buffer).set(bytes, ptr);
  // Mode 2: HB_MEMORY_MODE_READONLY_MAY_MAKE_WRITABLE; no destroy callback (kept forever).
  const face = hb.hb_face_create(hb.hb_blob_create(ptr, bytes.length, 2, 0, 0), 0);
  const font = hb.hb_font_create(face);
  const encoder = new TextEncoder();
  draw ??= glyphDrawer(hb);
  const drawGlyph = draw;
  return {
    upem: hb.hb_face_get_upem(face),
    outline: (id) => drawGlyph(font, id),
    shape(text, segment) {
      const utf8 = encoder.encode(text);
      const buf = hb.hb_buffer_create();
      const tp = hb.malloc(Math.max(1, utf8.length));
      new Uint8Array(hb.memory.buffer).set(utf8, tp);
      hb.hb_buffer_add_utf8(buf, tp, utf8.length, 0, utf8.length);
      hb.free(tp);
      if (segment) setSegment(hb, buf, segment, encoder);
      hb.hb_buffer_guess_segment_properties(buf);
      hb.hb_shape(font, buf, 0, 0);
      const n = hb.hb_buffer_get_length(buf);
      // hb_glyph_info_t and hb_glyph_position_t are both five 32-bit words.
      const infos = hb.hb_buffer_get_glyph_infos(buf, 0) / 4;
      const positions = hb.hb_buffer_get_glyph_positions(buf, 0) / 4;
      const u32 = new Uint32Array(hb.memory.buffer);
      const i32 = new Int32Array(hb.memory.buffer);
      const glyphs: ShapedGlyph[] = [];
      for (let i = 0; i < n; i++) {
        glyphs.push({
          id: u32[infos + i * 5] ?? 0,
          cluster: u32[infos + i * 5 + 2] ?? 0,
          xAdvance: i32[positions + i * 5] ?? 0,
          xOffset: i32[positions + i * 5 + 2] ?? 0,
          yOffset: i32[positions + i * 5 + 3] ?? 0,
        });
      }
      hb.hb_buffer_destroy(buf);
      return glyphs;
    },
  };
}
