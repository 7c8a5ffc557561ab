// A Node module hook: `import m from 'x.wasm'` gives a compiled WebAssembly.Module, as wrangler's
// bundler does for the worker, so the share card's HarfBuzz code (worker/share/harfbuzz.ts) runs
// at build time too (scripts/media/covers.ts). Registered by scripts/lib/worker-wasm.ts.
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.wasm')) return nextLoad(url, context);
  return {
    format: 'module',
    shortCircuit: true,
    source: `import { readFileSync } from 'node:fs';\nexport default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));\n`,
  };
}
