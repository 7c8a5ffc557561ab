import { describe, expect, it } from 'vitest';
import committed from '../../worker/share/hb-draw.wasm';
import { DRAW_CALLBACKS, hbDrawWasm } from './hb-draw-wasm';

describe('hbDrawWasm', () => {
  it('is a wasm module of the five callbacks, imported and exported under one name each', () => {
    const bytes = hbDrawWasm();
    expect([...bytes.slice(0, 8)]).toEqual([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    // Sections in order: types (1), imports (2), exports (7), and nothing else (no code).
    expect(bytes.length).toBe(107);
  });

  it('matches the committed worker/share/hb-draw.wasm (its imports and exports)', () => {
    expect(WebAssembly.Module.imports(committed)).toEqual(
      DRAW_CALLBACKS.map((name) => ({ module: 'd', name, kind: 'function' })),
    );
    expect(WebAssembly.Module.exports(committed)).toEqual(DRAW_CALLBACKS.map((name) => ({ name, kind: 'function' })));
  });
});
