/**
 * The browser bundle's files, from the manifest `vite build` writes (npm run build, run by the dev
 * bootstrap and the test script). Hashed names, so they are cached forever.
 */
import manifest from '../../public/build/manifest.json';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const chunks = manifest as Record<string, ManifestChunk>;
const ENTRY = 'client/entry.tsx';
const BASE = '/build/';

export interface ClientAssets {
  script: string;
  styles: string[];
  /** The entry's static imports, preloaded so they download in parallel with it. */
  preloads: string[];
}

/** The stylesheets and module files a chunk needs, through its static imports. */
function walk(root: string, skip: ClientAssets | null): Pick<ClientAssets, 'styles' | 'preloads'> {
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const c of chunk.css ?? []) styles.add(BASE + c);
    if (key !== ENTRY) preloads.add(BASE + chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(root);
  // What the entry already brings is not listed twice.
  return {
    styles: [...styles].filter((s) => !skip?.styles.includes(s)),
    preloads: [...preloads].filter((p) => !skip?.preloads.includes(p) && p !== skip?.script),
  };
}

function collect(): ClientAssets {
  const entry = chunks[ENTRY];
  if (!entry) throw new Error(`client bundle missing: no ${ENTRY} in public/build/manifest.json (run npm run build)`);
  return { script: BASE + entry.file, ...walk(ENTRY, null) };
}

export const clientAssets: ClientAssets = collect();

/** The current screen's chunk, its imports and stylesheets: in the head, so nothing waits or shifts. */
export const screenAssets = (source: string): Pick<ClientAssets, 'styles' | 'preloads'> => walk(source, clientAssets);

/** Whether the build has a chunk for a source file (every screen must: tests/worker/screens.test.ts). */
export const isBuiltChunk = (source: string): boolean => source in chunks;
