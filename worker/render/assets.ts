/**
 * The browser bundle's files, from the manifest `vite build` writes (npm run build, run by the dev
 * bootstrap and the test script). Hashed names, so they are cached forever.
 */
import manifest from '../../public/build/manifest.json';
import pageStyleFiles from '../../public/build/page-styles.json';
import { type LazyScreen, screenExport } from '../../client/app/screen';
import { fnv1a } from '../../shared/hash';
import { firstStringsId } from '../../shared/i18n/parts';
import type { BootChunks } from '../../shared/page-state';
import type { Lang } from '../../shared/types/content';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const chunks = manifest as Record<string, ManifestChunk>;
const pageStyles = pageStyleFiles as Record<string, { sheet: string; parts: string[] }>;
const ENTRY = 'client/entry.tsx';
const BASE = '/build/';

export interface ClientAssets {
  script: string;
  /** The entry's static imports, preloaded so they download in parallel with it. */
  preloads: string[];
}

/** The module files a chunk needs, through its static imports. */
function walk(root: string, skip: ClientAssets | null): string[] {
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (key !== ENTRY) preloads.add(BASE + chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(root);
  // What the entry already brings is not listed twice.
  return [...preloads].filter((p) => !skip?.preloads.includes(p) && p !== skip?.script);
}

function collect(): ClientAssets {
  const entry = chunks[ENTRY];
  if (!entry) throw new Error(`client bundle missing: no ${ENTRY} in public/build/manifest.json (run npm run build)`);
  return { script: BASE + entry.file, preloads: walk(ENTRY, null) };
}

export const clientAssets: ClientAssets = collect();

/**
 * The current screen's chunk and its imports, and the page's one stylesheet (the shell's CSS and
 * the screen's, joined at build time by scripts/vite/page-styles.ts): in the head, so nothing
 * waits or shifts.
 */
export function screenAssets(source: string): { styles: string[]; includedStyles: string[]; preloads: string[] } {
  const page = pageStyles[source];
  return {
    styles: page ? [BASE + page.sheet] : [],
    includedStyles: page?.parts.map((f) => BASE + f) ?? [],
    preloads: walk(source, clientAssets),
  };
}

/**
 * The chunk of a language's interface strings for a screen's page (client/app/strings.ts loads it
 * before hydration), preloaded by the head so it comes with the entry instead of after it.
 */
export function stringsAsset(lang: Lang, screenSource: string): string[] {
  const chunk = chunks[firstStringsId(lang, screenSource)];
  return chunk ? [BASE + chunk.file] : [];
}

/**
 * The chunks client/entry.tsx imports before it hydrates (client/app/first-page.ts): the screen's,
 * with the name its module exports it under, and the first strings of `lang` for it; none for a
 * page whose state carries its strings (`lang` null: a Shahmukhi reading). The same files the head
 * preloads.
 */
export function bootChunks(source: LazyScreen<never>['source'], lang: Lang | null): BootChunks {
  const [strings] = lang ? stringsAsset(lang, source) : [];
  return { screen: { file: builtFile(source), name: screenExport(source) }, ...(strings ? { strings } : {}) };
}

/** The Shahmukhi readings' own stylesheet (issue 30: client/styles/shahmukhi.css, an entry of the build). */
export const shahmukhiSheet = (): string => builtFile('client/styles/shahmukhi.css');

/**
 * The built URL of a source file the bundle emitted (a font base.css names); a missing entry stops
 * the worker, since a page naming another URL would load the file twice or not at all.
 */
export function builtFile(source: string): string {
  const chunk = chunks[source];
  if (!chunk) throw new Error(`client bundle missing: no ${source} in public/build/manifest.json (run npm run build)`);
  return BASE + chunk.file;
}

/** Whether the build has a chunk for a source file (every screen must: tests/worker/screens.test.ts). */
export const isBuiltChunk = (source: string): boolean => source in chunks;

/**
 * Which browser bundle this worker's pages name: a fingerprint of the manifest and the page
 * stylesheets, so any changed script or stylesheet is a new build. A kept page names the hashed
 * files of the build that rendered it, and a deploy removes the old files, so the page cache keys
 * pages by it (worker/cache/page-key.ts): after a deploy, no visitor gets a page whose script and
 * stylesheet answer 404.
 */
export const clientBuild: string = fnv1a(JSON.stringify(manifest) + JSON.stringify(pageStyleFiles)).toString(36);
