/**
 * The design-token guard's rules, as pure functions over a stylesheet's text (the CLI in
 * check.ts reads the files). Colours, font sizes and stacking layers live in one file,
 * client/styles/tokens.css; everywhere else a stylesheet names them with var(--…), so the scale
 * cannot drift back into one-off values that nearly match.
 */

/** One CSS declaration with where it sits. */
interface Declaration {
  line: number;
  /** The innermost rule's selector (or at-rule prelude) the declaration belongs to. */
  selector: string;
  property: string;
  value: string;
}

/** A declaration that uses a literal where a token belongs. */
interface Finding extends Declaration {
  path: string;
  literal: string;
  rule: 'colour' | 'font-size' | 'z-index';
}

/** Blanks comments and quoted strings (keeping line breaks), so neither is read for code. */
function blankCommentsAndStrings(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, (match) => {
    const quote = match[0] === "'" || match[0] === '"' ? match[0] : '';
    const inner = match.slice(quote ? 1 : 0, quote ? -1 : undefined).replace(/[^\n]/g, ' ');
    return quote ? `${quote}${inner}${quote}` : inner;
  });
}

/** Every declaration in a stylesheet, with its line number and enclosing selector. */
export function declarations(css: string): Declaration[] {
  const text = blankCommentsAndStrings(css);
  const found: Declaration[] = [];
  const selectors: string[] = [];
  let start = 0;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (ch !== '{' && ch !== '}' && ch !== ';') continue;
    const chunk = text.slice(start, i);
    // The chunk's first line with text, so multi-line values report where they begin.
    const lead = chunk.length - chunk.trimStart().length;
    const chunkLine = startLine + (chunk.slice(0, lead).match(/\n/g)?.length ?? 0);
    const piece = chunk.trim();
    if (ch === '{') {
      selectors.push(piece.replace(/\s+/g, ' '));
    } else if (piece) {
      const colon = piece.indexOf(':');
      // A colon inside a chunk that ends at ';' or '}' is a declaration (selectors end at '{').
      if (colon > 0 && selectors.length > 0) {
        found.push({
          line: chunkLine,
          selector: selectors[selectors.length - 1] ?? '',
          property: piece.slice(0, colon).trim().toLowerCase(),
          value: piece
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
        });
      }
    }
    if (ch === '}') selectors.pop();
    start = i + 1;
    startLine = line;
  }
  return found;
}

/** The named colours a hand-written stylesheet would plausibly use (not every CSS keyword). */
const NAMED_COLOURS = [
  'black',
  'white',
  'red',
  'green',
  'blue',
  'yellow',
  'orange',
  'purple',
  'pink',
  'gray',
  'grey',
  'silver',
  'navy',
  'teal',
  'maroon',
  'olive',
  'lime',
  'aqua',
  'fuchsia',
  'crimson',
  'gold',
  'indigo',
  'violet',
  'brown',
  'tomato',
  'coral',
  'salmon',
  'hotpink',
  'deeppink',
  'whitesmoke',
  'ghostwhite',
  'lightgray',
  'lightgrey',
  'darkgray',
  'darkgrey',
  'dimgray',
  'dimgrey',
];
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;
const NAMED = new RegExp(`(?:^|[\\s,(])(${NAMED_COLOURS.join('|')})(?=$|[\\s,)])`, 'i');
/** Properties whose value may hold a colour by name; elsewhere a word like 'gold' may be an animation name. */
const COLOUR_PROPERTY = /color|background|border|outline|shadow|fill|stroke|decoration|mask|column-rule|^--/;
/** Font sizes that are not a step of the scale but a keyword. */
const FONT_SIZE_KEYWORD = /^(?:inherit|initial|unset|revert|revert-layer|100%)$/i;
/**
 * Local stacking (a card's link above its picture, a veil under a banner's text) stays a small
 * literal inside the component's own stacking context; anything larger is a page-wide layer.
 */
const LOCAL_Z = new Set(['-2', '-1', '0', '1', '2', 'auto']);

/** The colour literal in a value, if any: hex, a colour function or a colour name. */
function colourLiteral(property: string, value: string): string | null {
  // url(…) may hold anything, including '#' fragments.
  const v = value.replace(/url\([^)]*\)/gi, 'url()');
  const hex = v.match(HEX);
  if (hex) return hex[0];
  const fn = v.match(COLOUR_FUNCTION);
  if (fn) return v.slice(fn.index ?? 0, v.indexOf(')', fn.index ?? 0) + 1);
  if (COLOUR_PROPERTY.test(property)) {
    const named = v.match(NAMED);
    if (named?.[1]) return named[1];
  }
  return null;
}

/** What in one declaration breaks the token rules, or null. */
function literalIn(d: Declaration): Pick<Finding, 'literal' | 'rule'> | null {
  const colour = colourLiteral(d.property, d.value);
  if (colour) return { literal: colour, rule: 'colour' };
  if (d.property === 'font-size' && !d.value.includes('var(--') && !FONT_SIZE_KEYWORD.test(d.value)) {
    return { literal: d.value, rule: 'font-size' };
  }
  if (d.property === 'z-index' && !d.value.includes('var(--') && !LOCAL_Z.has(d.value)) {
    return { literal: d.value, rule: 'z-index' };
  }
  return null;
}

/** A stylesheet, or the rules of one whose selectors match, that may still hold literals. */
export interface Exemption {
  path: string;
  /** Only rules whose selector matches; the whole file when absent. */
  selector?: RegExp;
  /** Why, shown by the CLI so the list stays honest. */
  reason: string;
}

/** Every literal in one stylesheet that the exemptions do not cover. */
export function findLiterals(path: string, css: string, exemptions: readonly Exemption[] = []): Finding[] {
  const mine = exemptions.filter((e) => e.path === path);
  if (mine.some((e) => !e.selector)) return [];
  const findings: Finding[] = [];
  for (const d of declarations(css)) {
    if (mine.some((e) => e.selector?.test(d.selector))) continue;
    const hit = literalIn(d);
    if (hit) findings.push({ ...d, path, ...hit });
  }
  return findings;
}

/**
 * Custom properties used without a fallback but never defined in any stylesheet: a misspelt
 * token drops its whole declaration silently, so it is reported like a literal.
 */
export function undefinedProperties(sheets: readonly { path: string; css: string }[]): string[] {
  const defined = new Set<string>();
  const used: { name: string; where: string }[] = [];
  for (const { path, css } of sheets) {
    const text = blankCommentsAndStrings(css);
    for (const m of text.matchAll(/(--[\w-]+)\s*:/g)) if (m[1]) defined.add(m[1]);
    for (const m of text.matchAll(/@property\s+(--[\w-]+)/g)) if (m[1]) defined.add(m[1]);
    for (const m of text.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g)) {
      const line = text.slice(0, m.index).split('\n').length;
      if (m[1] && m[2] === ')') used.push({ name: m[1], where: `${path}:${line}` });
    }
  }
  return used.filter((u) => !defined.has(u.name)).map((u) => `${u.where} var(${u.name}) is defined nowhere`);
}
