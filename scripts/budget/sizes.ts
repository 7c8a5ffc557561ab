/**
 * The pure steps of the size budget (scripts/budget.ts): which built files a page type loads
 * before any interaction, and which measures are over their budget. Sizes only, never timings,
 * so the check gives the same answer on a loaded machine.
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Vite's build manifest (public/build/manifest.json): chunks by source key. */
export type Manifest = Record<string, ManifestChunk>;

export interface PageFiles {
  js: string[];
  css: string[];
}

/**
 * The module files and stylesheets of the entry and a screen with everything they import
 * statically: what the head lists (worker/render/assets.ts) and the browser fetches before the
 * page can respond. Dynamic imports are not counted: loaders, dialogs and howler load on demand,
 * and the page's parts (client/app/island.tsx: the shell's footer and players, a screen's inline
 * players, share block, store badges) start downloading as the page hydrates, but hydration does
 * not wait for them and the head does not preload them; until each is in, its server HTML stays
 * (links and forms work without it) and React replays a press on it. `more` names chunks the
 * page also waits for (its language's strings, client/app/strings.ts).
 */
export function pageFiles(manifest: Manifest, entry: string, screen: string, ...more: string[]): PageFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (run npm run build)`);
    if (seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  visit(screen);
  more.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** A route table entry as read here: only its id and its screen's source. */
interface RouteEntry {
  id: string;
  screen: { source: string };
}

const isRouteEntry = (r: unknown): r is RouteEntry =>
  typeof r === 'object' &&
  r !== null &&
  'id' in r &&
  typeof r.id === 'string' &&
  'screen' in r &&
  typeof r.screen === 'object' &&
  r.screen !== null &&
  'source' in r.screen &&
  typeof r.screen.source === 'string';

/**
 * The page types of the route table module (client/app/routes.ts, loaded untyped: a static import
 * would bring the browser's global types into the Node scripts' type check): each screen's source
 * with the route ids it serves, and the not-found screen, which no route names.
 */
export function pageTypes(table: unknown): Map<string, string[]> {
  if (typeof table !== 'object' || table === null || !('ROUTES' in table) || !Array.isArray(table.ROUTES))
    throw new Error('client/app/routes.ts no longer exports ROUTES');
  const types = new Map<string, string[]>();
  for (const r of table.ROUTES.filter(isRouteEntry))
    types.set(r.screen.source, [...(types.get(r.screen.source) ?? []), r.id]);
  const notFound = { id: 'not-found', screen: 'NOT_FOUND_SCREEN' in table ? table.NOT_FOUND_SCREEN : null };
  if (isRouteEntry(notFound)) types.set(notFound.screen.source, [notFound.id]);
  return types;
}

export interface Measure {
  /** What was measured, as the failure names it: "JavaScript before interaction, home (…)". */
  what: string;
  bytes: number;
  budget: number;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** One clear line per measure over its budget: what, how big, by how many bytes, and the budget. */
export function overBudget(measures: readonly Measure[]): string[] {
  return measures
    .filter((m) => m.bytes > m.budget)
    .map(
      (m) =>
        `${m.what}: ${kib(m.bytes)} gzip is ${m.bytes - m.budget} bytes over its budget of ${kib(m.budget)} (scripts/budget/budgets.ts)`,
    );
}

/**
 * The files of `wrangler deploy --dry-run --outdir` that `wrangler deploy` uploads as the worker:
 * the entry module and the modules it attaches (WebAssembly, and any text or data module). Not
 * counted: source maps (uploaded beside the worker for stack traces, not part of its size), the
 * folder's README.md, and the stylesheet esbuild extracts from the components' CSS imports
 * (index.css): wrangler uploads the entry module and its attached modules only, never that file;
 * the browser gets its styles from public/build.
 */
export const workerUploadFiles = (names: readonly string[]): string[] =>
  names.filter((f) => !f.endsWith('.map') && !f.endsWith('.css') && f !== 'README.md');
