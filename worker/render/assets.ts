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

function collect(): ClientAssets {
  const entry = chunks[ENTRY];
  if (!entry) throw new Error(`client bundle missing: no ${ENTRY} in public/build/manifest.json (run npm run build)`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const walk = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => styles.add(BASE + c));
    if (key !== ENTRY) preloads.add(BASE + chunk.file);
    chunk.imports?.forEach(walk);
  };
  walk(ENTRY);
  return { script: BASE + entry.file, styles: [...styles], preloads: [...preloads] };
}

export const clientAssets: ClientAssets = collect();
