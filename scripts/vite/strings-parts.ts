/**
 * The browser's strings chunks (shared/i18n/parts.ts): `shared/i18n/{en,pa}.ts?part=first&screen=X`
 * is that language's `first` strings of the namespaces screen X's page shows before it hydrates,
 * the shell's included (scripts/vite/strings-graph.ts); `?part=later` its `later` strings, and the
 * strings of the namespaces only the islands show (strings-graph.ts laterNamespaces). Both are
 * made here from the tables themselves, so a table stays one file per language. The module
 * `virtual:first-strings` lists the first chunks by language and screen, for client/app/strings.ts.
 * The build reads the tables and sources when it starts (a change needs a new build, as any does).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { en } from '../../shared/i18n/en';
import { nfcTable } from '../../shared/i18n/nfc-table';
import { pa } from '../../shared/i18n/pa';
import { namespaceOf, pickPart } from '../../shared/i18n/parts';
import { firstNamespaces, laterNamespaces, type ReadSource } from './strings-graph';

const PART_ID = /[\\/]shared[\\/]i18n[\\/](en|pa)\.ts\?part=(?:(later)|first&screen=([\w-]+))$/;
// Normalised here, at build time: in the browser the first `normalize` call loads ICU (40-55 ms of
// one core on this machine's Chromium, before hydration could start: issue 29).
const TABLES = { en: nfcTable(en), pa: nfcTable(pa) };
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VIRTUAL = 'virtual:first-strings';
const KNOWN = new Set(Object.keys(en).map(namespaceOf));

const readProjectFile: ReadSource = (path) => (existsSync(ROOT + path) ? readFileSync(ROOT + path, 'utf8') : undefined);

/** What the chunks carry: each first chunk's namespaces by screen, and the islands' own for `later`. */
export interface ChunkNamespaces {
  first: ReadonlyMap<string, ReadonlySet<string>>;
  later: ReadonlySet<string>;
}

/** The JavaScript module of one language's part, or null for any other id. */
export function partModule(id: string, namespaces: ChunkNamespaces): string | null {
  const match = PART_ID.exec(id);
  if (!match) return null;
  const [, lang, later, screen] = match as unknown as [string, 'en' | 'pa', string | undefined, string | undefined];
  if (later) {
    const islands = Object.entries(pickPart(TABLES[lang], 'first')).filter(([key]) =>
      namespaces.later.has(namespaceOf(key)),
    );
    return `export const table = ${JSON.stringify({ ...pickPart(TABLES[lang], 'later'), ...Object.fromEntries(islands) })};\n`;
  }
  const wanted = namespaces.first.get(screen as string);
  if (!wanted) throw new Error(`no screen ${screen} for ${id}`);
  const first = Object.entries(pickPart(TABLES[lang], 'first')).filter(([key]) => wanted.has(namespaceOf(key)));
  return `export const table = ${JSON.stringify(Object.fromEntries(first))};\n`;
}

/** `virtual:first-strings`: each language's first chunks by name, each a literal import (its own chunk). */
function firstStringsIndex(names: readonly string[]): string {
  const byLang = (lang: string) =>
    names
      .map(
        (name) =>
          `${JSON.stringify(name)}: () => import(${JSON.stringify(`${ROOT}shared/i18n/${lang}.ts?part=first&screen=${name}`)})`,
      )
      .join(',\n    ');
  return `export const firstStrings = {\n  en: {\n    ${byLang('en')}\n  },\n  pa: {\n    ${byLang('pa')}\n  },\n};\n`;
}

export function stringsParts(): Plugin {
  let namespaces: ChunkNamespaces | undefined;
  const known = () => {
    namespaces ??= { first: firstNamespaces(readProjectFile, KNOWN), later: laterNamespaces(readProjectFile, KNOWN) };
    return namespaces;
  };
  return {
    name: 'strings-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === VIRTUAL) return `\0${VIRTUAL}`;
      if (!importer || !PART_ID.test(source.replace(/^(\.\.?\/)+/, '/'))) return null;
      if (source.startsWith(ROOT)) return source;
      const [path, query] = source.split('?');
      return `${fileURLToPath(new URL(path as string, `file://${importer}`))}?${query}`;
    },
    load(id) {
      if (id === `\0${VIRTUAL}`) return firstStringsIndex([...known().first.keys()]);
      return PART_ID.test(id) ? partModule(id, known()) : null;
    },
  };
}
