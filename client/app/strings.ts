/**
 * The browser's interface strings, one language at a time (issue 14: the shell used to carry both).
 * The build puts this module in place of shared/i18n/tables.ts (vite.config.ts), so `t()` reads
 * from here. Each language comes in chunks (shared/i18n/parts.ts, scripts/vite/strings-parts.ts):
 * one per screen of its `first` strings, those the shell and that screen show (the page's is named
 * by the worker, preloaded by the head and loaded before hydration by client/entry.tsx; the next
 * page's, or the other language's, by the router with the screen's chunk: client/app/strings-chunks.ts,
 * which holds the table of them), and its `later` strings, loaded with the parts that show them
 * (`loadLaterStrings`). The worker's own strings never come.
 */
import type { Translations } from '../../shared/i18n/en';
import type { UiLang } from '../../shared/routing/reading';
import type { Lang } from '../../shared/types/content';

/** The import of one strings chunk. */
export type StringsImporter = () => Promise<{ table: Partial<Translations> }>;

const later: Record<Lang, StringsImporter> = {
  en: () => import('../../shared/i18n/en.ts?part=later'),
  pa: () => import('../../shared/i18n/pa.ts?part=later'),
};

/**
 * Loaded chunks per language, by name ('later', a screen's: shared/i18n/parts.ts firstStringsName,
 * or the first page's chunk by its URL).
 * Module-level on purpose: code-like data shared by the whole page.
 */
const loaded: Partial<Record<UiLang, Map<string, Promise<void>>>> = {};
const tables: Partial<Record<UiLang, Partial<Translations>>> = {};
/** Languages whose whole table came in the page's state: nothing to import for them. */
const provided = new Set<UiLang>();
/** Once a part that shows `later` strings has loaded, every language loaded after brings them too. */
let laterWanted = false;

function loadChunk(lang: UiLang, name: string, importer: StringsImporter): Promise<void> {
  if (provided.has(lang)) return Promise.resolve();
  const chunks = loaded[lang] ?? new Map<string, Promise<void>>();
  loaded[lang] = chunks;
  const pending =
    chunks.get(name) ??
    importer().then(({ table }) => {
      // NFC already: scripts/vite/strings-parts.ts normalised them at build time.
      tables[lang] = { ...tables[lang], ...table };
    });
  chunks.set(name, pending);
  return pending;
}

/**
 * The strings of a table that comes in the page's state (the Shahmukhi readings', issue 30): every
 * chunk at once, so nothing is imported for it. The worker sends them NFC (its stringTable).
 */
export function provideStrings(lang: UiLang, table: Partial<Translations>): void {
  tables[lang] = table;
  provided.add(lang);
}

/**
 * Loads first-strings chunks of `lang` (once each, by name), and its `later` strings too once a part
 * has asked for them. `t(lang, …)` may be called for the pages they serve when this has resolved.
 */
export async function loadStringsChunks(
  lang: UiLang,
  chunks: readonly [name: string, StringsImporter][],
): Promise<void> {
  await Promise.all([
    ...chunks.map(([name, importer]) => loadChunk(lang, name, importer)),
    laterWanted ? loadChunk(lang, 'later', later[lang as Lang]) : undefined,
  ]);
}

/**
 * Loads the `later` strings (shared/i18n/parts.ts) of every language loaded so far, and of those
 * loaded after: the parts that show them (LATER_FILES) await this before they render.
 */
export async function loadLaterStrings(): Promise<void> {
  laterWanted = true;
  await Promise.all((Object.keys(loaded) as UiLang[]).map((lang) => loadChunk(lang, 'later', later[lang as Lang])));
}

/**
 * The interface strings of `lang` loaded so far: what shared/i18n/tables.ts exports, in the
 * browser build (the `later` ones only once `loadLaterStrings` has resolved).
 * @public (imported through the build's alias, which knip does not follow)
 */
export function stringTable(lang: UiLang): Translations {
  const table = tables[lang];
  if (!table) throw new Error(`the ${lang} interface strings are not loaded yet (client/app/strings.ts loadStrings)`);
  return table as Translations;
}
