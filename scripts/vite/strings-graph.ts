/**
 * Which interface-string namespaces a screen's first render can show (issue 29): the namespaces
 * of every key literal in the modules the page loads before it hydrates, the shell's and the
 * screen's (client/entry.tsx and one screen of client/app/screen-table.ts). A module's imports are
 * followed, static and dynamic alike (a lazy part of the page may show its strings before anything
 * else loads them), except the screens and the router's preloading (client/app/prepare-page.ts),
 * which load their own strings when they load (client/app/strings.ts), and the islands
 * (`island(() => import('…'))`, client/app/island.tsx), which render nothing of their own before
 * the `later` strings are in: a namespace only islands show, and the shell's own modules do not
 * (the newsletter popup's, the video modals', the forms' echo), goes with those (`laterNamespaces`)
 * instead of into every page's first strings. Read from the sources as text, so the build, its
 * test and the worker agree without a bundler.
 */

import { firstStringsName } from '../../shared/i18n/parts';

/** Reads a project file by its path from the root, or undefined if there is none. */
export type ReadSource = (path: string) => string | undefined;

/** Import specifiers: `from '…'`, `import '…'` and `import('…')`; `import type` brings no code. */
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** An island's chunk: `island(() => import('…')`, with or without `.then(…)` after it. */
const ISLAND_IMPORT = /\bisland\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A key's namespace at the start of a string or template literal: `'nav.home'`, `` `news.${x}` ``. */
const KEY_START = /['"`]([a-z][A-Za-z]*)\.[A-Za-z$]/g;
/** A key whose namespace is computed (`` `${x}.title` ``, `x + '.title'`): the build cannot tell what it needs. */
const COMPUTED_KEY = /`\$\{[^}`]*\}\.[A-Za-z]|\+\s*['"]\.[A-Za-z]+['"]/;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** As vite.config.ts's one-language-strings: the browser's strings module in place of the tables. */
const BROWSER_ALIAS: Readonly<Record<string, string>> = { 'shared/i18n/tables.ts': 'client/app/strings.ts' };

/** The project path a relative specifier names, or undefined for a package or a missing file. */
function resolve(from: string, specifier: string, read: ReadSource): string | undefined {
  // A package, or a module the build makes (`?part=…`: the strings chunks themselves).
  if (!specifier.startsWith('.') || specifier.includes('?')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && read(path) !== undefined);
  return found && (BROWSER_ALIAS[found] ?? found);
}

/** The project files `source` (the text of `path`) imports; with `islands` false, not its islands' chunks. */
export function importsOf(path: string, source: string, read: ReadSource, islands = true): string[] {
  const found: string[] = [];
  const followed = islands ? source : source.replace(ISLAND_IMPORT, 'island(() => undefined');
  for (const match of followed.matchAll(IMPORT)) {
    const resolved = resolve(path, (match[1] ?? match[2]) as string, read);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The namespaces (of `known`) whose keys `source` names; throws on a key it cannot place. */
export function namespacesOf(path: string, source: string, known: ReadonlySet<string>): string[] {
  const computed = COMPUTED_KEY.exec(source);
  if (computed) throw new Error(`${path}: a key with a computed namespace (${computed[0]}): use a map of whole keys`);
  return [...source.matchAll(KEY_START)].map((m) => m[1] as string).filter((ns) => known.has(ns));
}

/** The project files whose chunks `source` (the text of `path`) makes islands of. */
export function islandsOf(path: string, source: string, read: ReadSource): string[] {
  return [...source.matchAll(ISLAND_IMPORT)].flatMap((m) => resolve(path, m[1] as string, read) ?? []);
}

/**
 * Every file reachable from `roots` without entering `stops` (the screens and the router's
 * preloading); with `islands` false, without entering an island's chunk either.
 */
export function graphOf(
  roots: readonly string[],
  stops: ReadonlySet<string>,
  read: ReadSource,
  islands = true,
): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const source = read(path);
    if (seen.has(path) || source === undefined) continue;
    seen.add(path);
    queue.push(...importsOf(path, source, read, islands).filter((next) => !stops.has(next) || roots.includes(next)));
  }
  return [...seen];
}

/** The namespaces the files reachable from `roots` show. */
export function graphNamespaces(
  roots: readonly string[],
  stops: ReadonlySet<string>,
  known: ReadonlySet<string>,
  read: ReadSource,
  islands = true,
): Set<string> {
  const namespaces = new Set<string>();
  for (const path of graphOf(roots, stops, read, islands)) {
    for (const ns of namespacesOf(path, read(path) ?? '', known)) namespaces.add(ns);
  }
  return namespaces;
}

/** The screens' sources, as client/app/screen-table.ts names them. */
const screenSources = (table: string): string[] => [
  ...new Set([...table.matchAll(/screen\(\s*'(client\/pages\/[^']+\.tsx)'/g)].map((m) => m[1] as string)),
];

/** Where the shell starts, and the router's preloading, whose strings load with the first navigation. */
const ENTRY = 'client/entry.tsx';
const PREPARE = 'client/app/prepare-page.ts';

/** The screens' sources and the router's: where each first-strings chunk's graph stops. */
function chunkSources(read: ReadSource): string[] {
  const screens = screenSources(read('client/app/screen-table.ts') ?? '');
  if (screens.length === 0) throw new Error('client/app/screen-table.ts names no screens');
  return [...screens, PREPARE];
}

/**
 * Each first-strings chunk's name with the namespaces (of `known`) it carries: every screen's,
 * the shell's included, and the router's (its route table and loaders); none that only islands show.
 */
export function firstNamespaces(read: ReadSource, known: ReadonlySet<string>): Map<string, Set<string>> {
  const sources = chunkSources(read);
  const stops = new Set(sources);
  return new Map(
    sources.map((source) => [firstStringsName(source), graphNamespaces([ENTRY, source], stops, known, read, false)]),
  );
}

/**
 * The namespaces (of `known`) the islands show that the shell's own modules do not: they come with
 * the `later` strings, which every island awaits before it renders (client/app/island.tsx). A screen
 * that shows one of them itself (the contact page's forms) carries it in its first strings too.
 */
export function laterNamespaces(read: ReadSource, known: ReadonlySet<string>): Set<string> {
  const stops = new Set(chunkSources(read));
  const shell = graphNamespaces([ENTRY], stops, known, read, false);
  return new Set([...graphNamespaces(islandSources(read), stops, known, read)].filter((ns) => !shell.has(ns)));
}

/** Every island's chunk the shell, the screens and the router reach, by its source. */
export function islandSources(read: ReadSource): string[] {
  const everything = graphOf([ENTRY, ...chunkSources(read)], new Set(), read);
  return [...new Set(everything.flatMap((path) => islandsOf(path, read(path) ?? '', read)))];
}
