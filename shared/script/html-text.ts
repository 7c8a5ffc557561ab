/**
 * Rewrites the text of an HTML fragment and nothing else: tags with their attributes (and the
 * URLs in them), comments and the insides of script and style elements come out byte for byte.
 * The legacy-font conversion uses it on rich Punjabi bodies, before the allow-list sanitiser
 * cleans them as it cleans every body; it is a scanner, not a sanitiser.
 */

/** The entities a text node may use for the characters a font typed (< > & " ' and numbers). */
// A Map, not an object: `&constructor;` must find nothing.
const BASIC = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));/gi;

/**
 * A text node's characters, cut where it has an entity that is not ASCII (&nbsp;, &mdash;): those
 * stay as written, between the runs `rewrite` sees.
 */
function rewriteText(text: string, rewrite: (s: string) => string): string {
  let out = '';
  let run = '';
  let last = 0;
  const flush = () => {
    if (run) out += escapeText(rewrite(run));
    run = '';
  };
  for (const m of text.matchAll(ENTITY)) {
    run += text.slice(last, m.index);
    last = m.index + m[0].length;
    const code = m[1] ? Number(m[1]) : m[2] ? Number.parseInt(m[2], 16) : -1;
    const ch = code >= 0 ? String.fromCodePoint(Math.min(code, 0x10ffff)) : BASIC.get((m[3] ?? '').toLowerCase());
    if (ch !== undefined && ch.charCodeAt(0) < 0x80 && ch.length === 1) run += ch;
    else {
      flush();
      out += m[0];
    }
  }
  run += text.slice(last);
  flush();
  return out;
}

/** Text put back into HTML: what could start markup or an entity is escaped again. */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the markup that starts at `i` (a `<`) ends: after its `>`, quotes respected; -1 if it is text. */
function markupEnd(html: string, i: number): number {
  const next = html[i + 1] ?? '';
  if (html.startsWith('<!--', i)) {
    const close = html.indexOf('-->', i + 4);
    return close < 0 ? html.length : close + 3;
  }
  if (!/[a-z/!?]/i.test(next)) return -1;
  let quote = '';
  for (let j = i + 1; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j + 1;
  }
  return html.length;
}

/** Where a raw-text element (script, style) that a tag opens ends, or `end` when the tag opens none. */
function rawTextEnd(html: string, tag: string, end: number): number {
  const name = /^<(script|style|textarea|title)\b/i.exec(tag)?.[1];
  if (!name) return end;
  const close = new RegExp(`</${name}`, 'gi');
  close.lastIndex = end;
  return close.exec(html)?.index ?? html.length;
}

/**
 * `html` with `rewrite` applied to each text node (entities decoded for it and escaped again
 * after); every tag, attribute, comment and raw-text element stays exactly as it was.
 */
export function mapHtmlText(html: string, rewrite: (text: string) => string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    let lt = html.indexOf('<', i);
    while (lt >= 0 && markupEnd(html, lt) < 0) lt = html.indexOf('<', lt + 1);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) out += rewriteText(html.slice(i, textEnd), rewrite);
    if (lt < 0) break;
    const end = markupEnd(html, lt);
    const raw = rawTextEnd(html, html.slice(lt, end), end);
    out += html.slice(lt, raw);
    i = raw;
  }
  return out;
}
