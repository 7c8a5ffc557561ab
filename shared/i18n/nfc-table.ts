/**
 * Interface strings are NFC-normalised once, like all content: a precomposed nukta letter (U+0A59 ਖ਼)
 * that slipped into the source would otherwise miss the font's glyphs and compare unequal to content.
 */
import type { Translations } from './en';

/** The table with every string in NFC. */
export const nfcTable = (table: Translations): Translations =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.normalize('NFC')])) as Translations;
