/**
 * The interface strings of both languages (and Punjabi's Shahmukhi table), for the worker, the tests and the scripts. The browser
 * build puts client/app/strings.ts in this module's place (vite.config.ts), which holds only the
 * languages loaded so far, so a page downloads its own language's strings and not the other's.
 */
import type { UiLang } from '../routing/reading';
import { en, type Translations } from './en';
import { nfcTable } from './nfc-table';
import { pa } from './pa';
import { paArab } from './pa-arab';

const tables: Record<UiLang, Translations> = { en: nfcTable(en), pa: nfcTable(pa), 'pa-arab': nfcTable(paArab) };

/** Every interface string of `lang`. */
export const stringTable = (lang: UiLang): Translations => tables[lang];

/**
 * Here every string is loaded already. In the browser (client/app/strings.ts) this loads the
 * `later` strings (shared/i18n/parts.ts), which the parts that show them await before they render.
 */
export const loadLaterStrings = (): Promise<void> => Promise.resolve();
