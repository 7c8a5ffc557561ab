/**
 * The interface strings of both languages, for the worker, the tests and the scripts. The browser
 * build puts client/app/strings.ts in this module's place (vite.config.ts), which holds only the
 * languages loaded so far, so a page downloads its own language's strings and not the other's.
 */
import type { Lang } from '../types/content';
import { en, type Translations } from './en';
import { nfcTable } from './nfc-table';
import { pa } from './pa';

const tables: Record<Lang, Translations> = { en: nfcTable(en), pa: nfcTable(pa) };

/** Every interface string of `lang`. */
export const stringTable = (lang: Lang): Translations => tables[lang];
