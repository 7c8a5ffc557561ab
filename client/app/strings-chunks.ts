/**
 * The table of every screen's first-strings chunk in both languages (`virtual:first-strings`,
 * scripts/vite/strings-parts.ts), for the pages after the first: the router's chunk brings it
 * (client/app/prepare-page.ts). The first page loads its own chunk by the URL the worker names
 * (client/entry.tsx), so the first module graph carries none of the table.
 */
import { firstStrings } from 'virtual:first-strings';
import { firstStringsName } from '../../shared/i18n/parts';
import type { Lang } from '../../shared/types/content';
import { loadStringsChunks, type StringsImporter } from './strings';

/** The router's own chunk (its route table and loaders), whose strings load with the first navigation. */
export const ROUTER_STRINGS = 'client/app/prepare-page.ts';

/**
 * Loads the strings of `lang` that the pages of `sources` show first (once each): a screen's
 * source (client/app/screen.ts), or ROUTER_STRINGS. `t(lang, …)` may be called for those pages
 * when this has resolved.
 */
export async function loadStrings(lang: Lang, sources: readonly string[]): Promise<void> {
  const chunks = sources.map((source): [string, StringsImporter] => {
    const name = firstStringsName(source);
    const importer = firstStrings[lang][name];
    if (!importer) throw new Error(`no ${lang} strings chunk ${name} (scripts/vite/strings-parts.ts)`);
    return [name, importer];
  });
  await loadStringsChunks(lang, chunks);
}
