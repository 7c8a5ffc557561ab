/**
 * Punjabi typed for the old fonts (AnmolLipi, GurbaniAkhar) in an imported file: converted to
 * Unicode when the operator asks (`--legacy-font`), reported otherwise. Both work on the file as
 * read, before importBundle checks, NFC-normalises and sanitises it as it does every file, so a
 * converted body is cleaned like any other.
 */
import { mapHtmlText } from '../../../shared/script/html-text';
import { fromLegacyFont, looksFontEncoded } from '../../../shared/script/legacy-font';
import { mapPunjabiText, printable, type PunjabiText } from '../punjabi-fields';

const GURMUKHI = /[\u0A01-\u0A75]/;
const LATIN = /[A-Za-z]/;

/** Where a field is, for a message: its JSON path and its record's id or slug (keys come from the file too). */
const placeOf = (t: PunjabiText) => printable(t.record ? `${t.path} (${t.record})` : t.path, 300);

/**
 * Converts every Punjabi field of `raw` (parsed JSON, in place) from the old fonts' ASCII to
 * Unicode Gurmukhi: the text nodes of HTML only, never tags, attributes or links. A field that
 * already has Gurmukhi is Unicode and stays as it is (a file may mix old and new records); so does
 * one without Latin letters. Returns the places converted.
 */
export function convertLegacyFont(raw: unknown): string[] {
  const converted: string[] = [];
  mapPunjabiText(raw, (t) => {
    if (GURMUKHI.test(t.text) || !LATIN.test(t.text)) return undefined;
    converted.push(placeOf(t));
    return mapHtmlText(t.text, fromLegacyFont);
  });
  return converted;
}

/** One line per Punjabi field of `raw` that looks typed for an old font; nothing is changed. */
export function legacyFontWarnings(raw: unknown): string[] {
  const warnings: string[] = [];
  mapPunjabiText(raw, (t) => {
    if (looksFontEncoded(t.text)) {
      warnings.push(
        `${placeOf(t)}: looks typed for an old Punjabi font ("${printable(t.text, 60)}"); stored as given. ` +
          'If so, import again with --legacy-font anmollipi (or gurbaniakhar) to convert it to Unicode',
      );
    }
    return undefined;
  });
  return warnings;
}
