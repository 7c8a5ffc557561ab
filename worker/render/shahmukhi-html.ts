/**
 * The text nodes of sanitised content HTML in Shahmukhi (issue 30), through the parser the
 * sanitiser uses (sanitize-html on htmlparser2): every tag and attribute (links, image addresses,
 * `lang`) is written back as it came, and only the text between tags passes through the
 * transliteration. The input is an answer's body, already cleaned by worker/content/sanitize.ts;
 * this keeps every tag and attribute rather than cleaning again, so it never changes structure.
 */
import sanitize from 'sanitize-html';
import { toShahmukhi } from '../../shared/script/shahmukhi';

/** The whole HTML with its text nodes transliterated; tags and attributes as they were. */
export function shahmukhiHtml(html: string): string {
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    // The sanitiser's output holds no script or style (it drops them with their content), and
    // its allow-list already decided which addresses stay: nothing here is cleaned a second time.
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
    // The text arrives escaped (`&amp;`, `&lt;`): the transliteration only replaces Gurmukhi runs.
    textFilter: (text) => toShahmukhi(text),
  });
}
