/**
 * Lets Node import the worker's `.wasm` modules as wrangler does (a compiled WebAssembly.Module),
 * so build scripts can run worker code that shapes text (worker/share/fonts.ts). Call before
 * importing such a module dynamically.
 */
import { register } from 'node:module';

let registered = false;

export function registerWasmModules(): void {
  if (registered) return;
  register('./wasm-loader.mjs', import.meta.url);
  registered = true;
}
