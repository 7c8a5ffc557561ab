/**
 * The browser's interface strings, one language at a time (issue 14: the shell used to carry both).
 * The build puts this module in place of shared/i18n/tables.ts (vite.config.ts), so `t()` reads
 * from here. Each language comes in two chunks (shared/i18n/parts.ts, scripts/vite/strings-parts.ts):
 * its `first` strings, preloaded by the head and loaded before hydration (client/entry.tsx; the other
 * language by the router before it switches), and its `later` strings, loaded with the parts that
 * show them (`loadLaterStrings`). The worker's own strings never come.
 */
import type { Translations } from '../../shared/i18n/en';
import { nfcTable } from '../../shared/i18n/nfc-table';
import type { UiLang } from '../../shared/routing/reading';
import type { Lang } from '../../shared/types/content';

type Part = 'first' | 'later';
type Importer = () => Promise<{ table: Partial<Translations> }>;

const importers: Record<Lang, Record<Part, Importer>> = {
  en: {
    first: () => import('../../shared/i18n/en.ts?part=first'),
    later: () => import('../../shared/i18n/en.ts?part=later'),
  },
  pa: {
    first: () => import('../../shared/i18n/pa.ts?part=first'),
    later: () => import('../../shared/i18n/pa.ts?part=later'),
  },
};

/** Loaded strings per language and part. Module-level on purpose: code-like data shared by the whole page. */
const loaded: Partial<Record<UiLang, Partial<Record<Part, Promise<void>>>>> = {};
const tables: Partial<Record<UiLang, Partial<Translations>>> = {};
/** Once a part that shows `later` strings has loaded, every language loaded after brings them too. */
let laterWanted = false;

function loadPart(lang: UiLang, part: Part): Promise<void> {
  const parts = loaded[lang] ?? {};
  loaded[lang] = parts;
  const pending =
    parts[part] ??
    importers[lang as Lang][part]().then(({ table }) => {
      tables[lang] = { ...tables[lang], ...nfcTable(table as Translations) };
    });
  parts[part] = pending;
  return pending;
}

/**
 * The strings of a table that comes in the page's state (the Shahmukhi readings', issue 30): both
 * parts at once, so nothing is imported for it.
 */
export function provideStrings(lang: UiLang, table: Partial<Translations>): void {
  tables[lang] = nfcTable(table as Translations);
  loaded[lang] = { first: Promise.resolve(), later: Promise.resolve() };
}

/** Loads the strings of `lang` (once); `t(lang, …)` may be called when this has resolved. */
export async function loadStrings(lang: UiLang): Promise<void> {
  await Promise.all([loadPart(lang, 'first'), laterWanted ? loadPart(lang, 'later') : undefined]);
}

/**
 * Loads the `later` strings (shared/i18n/parts.ts) of every language loaded so far, and of those
 * loaded after: the parts that show them (LATER_FILES) await this before they render.
 */
export async function loadLaterStrings(): Promise<void> {
  laterWanted = true;
  await Promise.all((Object.keys(loaded) as UiLang[]).map((lang) => loadPart(lang, 'later')));
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
