/**
 * Proxied mode: a CMS answer whose Punjabi fields look typed for an old font (AnmolLipi,
 * GurbaniAkhar: "pMjwb" for ਪੰਜਾਬ) is logged, so the operator learns the station's CMS holds text
 * readers see as Latin gibberish. It is only a warning: the answer is served as it came (the
 * import converts such text when asked; a page never fails over it), and each record's field is
 * logged once per isolate, not on every answer that carries it.
 */
import { looksFontEncoded } from '../../shared/script/legacy-font';
import { perIsolate } from '../cache/isolate-scope';
import { mapPunjabiText, printable } from './punjabi-fields';

/** Fields already logged in this isolate; bounded, so hostile answers cannot grow it without end. */
const logged = perIsolate(() => new Set<string>());
const MAX_LOGGED = 2000;

/** Logs each Punjabi field of a CMS answer (parsed JSON) that looks font-encoded, once per isolate. */
export function warnLegacyFont(pathname: string, data: unknown): void {
  try {
    mapPunjabiText(data, (t) => {
      if (!looksFontEncoded(t.text)) return undefined;
      // The same record reaches many answers (a list, its page, the home page): keyed by what it is.
      const key = `${t.record || pathname}|${t.field}|${t.text.length}|${t.text.slice(0, 80)}`;
      const seen = logged();
      if (seen.has(key)) return undefined;
      if (seen.size >= MAX_LOGGED) seen.clear();
      seen.add(key);
      console.warn(
        JSON.stringify({
          event: 'cms-legacy-font-text',
          answer: printable(pathname, 200),
          record: printable(t.record, 220),
          field: printable(t.field, 200),
          sample: printable(t.text, 60),
          fix: 'convert the text to Unicode Gurmukhi in the CMS (npm run content:import -- --legacy-font anmollipi does so for an exported file)',
        }),
      );
      return undefined;
    });
  } catch (err) {
    // A warning never costs the page its answer.
    console.error('legacy-font check failed', String(err));
  }
}
