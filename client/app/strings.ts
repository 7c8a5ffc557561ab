/**
 * The browser's interface strings, one language at a time (issue 14: the shell used to carry both).
 * The build puts this module in place of shared/i18n/tables.ts (vite.config.ts), so `t()` reads
 * from here. Each language is its own chunk: the page's is preloaded by the head and loaded before
 * hydration (client/entry.tsx); the other is loaded by the router before it switches language.
 */
import type { Translations } from '../../shared/i18n/en';
import { nfcTable } from '../../shared/i18n/nfc-table';
import type { Lang } from '../../shared/types/content';

const importers: Record<Lang, () => Promise<Translations>> = {
  en: () => import('../../shared/i18n/en').then((m) => m.en),
  pa: () => import('../../shared/i18n/pa').then((m) => m.pa),
};

/** Loaded languages. Module-level on purpose: code-like data shared by the whole page, never per request. */
const loaded: Partial<Record<Lang, Translations>> = {};

/** Loads the strings of `lang` (once); `t(lang, …)` may be called when this has resolved. */
export async function loadStrings(lang: Lang): Promise<void> {
  loaded[lang] ??= nfcTable(await importers[lang]());
}

/**
 * Every interface string of `lang`: what shared/i18n/tables.ts exports, in the browser build.
 * @public (imported through the build's alias, which knip does not follow)
 */
export function stringTable(lang: Lang): Translations {
  const table = loaded[lang];
  if (!table) throw new Error(`the ${lang} interface strings are not loaded yet (client/app/strings.ts loadStrings)`);
  return table;
}
