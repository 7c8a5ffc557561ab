// The part of opentype.js 2.0.0 the card uses (the package ships no types; @types/opentype.js is for 1.x).
declare module 'opentype.js' {
  type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  export interface Font {
    glyphs: { get(index: number): { getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] } } };
  }
  export function parse(buffer: ArrayBuffer): Font;
}
