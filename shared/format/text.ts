/**
 * Text rules of spec §5: excerpt cropping by card size, truncation with an ellipsis, links
 * without a scheme. Pure and shared by the server render and the browser.
 */

/** Card sizes and their excerpt limits: the shorter value applies when the card has an image. */
const EXCERPT_LIMITS = {
  small: { image: 115, text: 175 },
  medium: { image: 230, text: 615 },
  large: { image: 230, text: 905 },
  featured: { image: 197, text: 297 },
} as const;
export const HOME_TEXT_LIMIT = 300;

export type CardSize = keyof typeof EXCERPT_LIMITS;

/** Inline tags sit inside words and sentences ('<em>light</em>.'): they go without a space. */
const INLINE_TAG = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/**
 * Plain texts already made, by their HTML: an uncached page's cards read the same intros for as
 * long as the isolate keeps their answer, and nine passes over each were ~2 % of an uncached
 * article's CPU (issue 29). The answer depends only on the key; emptied when full, and long
 * fragments (article bodies) are not kept, so it stays small.
 */
const plainTexts = new Map<string, string>();
const PLAIN_TEXTS_MAX = 500;
const PLAIN_TEXT_KEPT_LENGTH = 4000;

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces folded. */
export function plainText(html: string): string {
  if (html.length > PLAIN_TEXT_KEPT_LENGTH) return toPlainText(html);
  let text = plainTexts.get(html);
  if (text === undefined) {
    text = toPlainText(html);
    if (plainTexts.size >= PLAIN_TEXTS_MAX) plainTexts.clear();
    plainTexts.set(html, text);
  }
  return text;
}

function toPlainText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to at most `limit` characters at a word boundary and adds an ellipsis; text that
 * fits is returned whole. Counts code points, so Gurmukhi is never split inside a character.
 */
export function crop(text: string, limit: number): string {
  const trimmed = text.trim();
  // Code points never outnumber UTF-16 units: a text this short fits, without splitting it up.
  if (trimmed.length <= limit) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= limit) return trimmed;
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  // A Gurmukhi letter's vowel signs follow it; cutting at a space keeps them together.
  const head = space > limit * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The excerpt of a card of `size`, from plain text (a card's intro is made plain once, by its
 * loader: reading it as HTML again on every render was a share of an uncached page's CPU).
 */
export function excerpt(text: string, size: CardSize, hasImage: boolean): string {
  const limits = EXCERPT_LIMITS[size];
  return crop(text, hasImage ? limits.image : limits.text);
}

// Made on first need: the first Segmenter of a runtime loads ICU (23 ms in Node, 30-58 ms in a fresh
// Chromium page here), and this module is in every page's first download and the worker's start
// (issue 29).
let graphemes: Intl.Segmenter | undefined;

/**
 * Hard truncation at `limit` characters plus an ellipsis (audio titles 35, featured 47, host shows
 * 60). A character is what a reader sees as one (a grapheme): a Gurmukhi letter keeps its vowel
 * sign, and a cut never ends on a virama (੍), which would show as a stray half-letter.
 */
export function truncate(text: string, limit: number): string {
  // A grapheme is one UTF-16 unit or more, so a text this short cannot be over the limit.
  if (text.length <= limit) return text;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const chars = Array.from(graphemes.segment(text), (g) => g.segment);
  if (chars.length <= limit) return text;
  return `${chars
    .slice(0, limit)
    .join('')
    .replace(/\u0A4D+$/u, '')
    .trimEnd()}…`;
}

/** "A link without a scheme gets http:// prepended"; site paths, anchors, mail and phone links stay. */
export function withScheme(link: string): string {
  const l = link.trim();
  if (l === '' || /^(\/|#|\?|[a-z][a-z0-9+.-]*:)/i.test(l)) return l;
  return `http://${l}`;
}

/**
 * The site's one rule for links that leave it: a web address (http or https) or a
 * protocol-relative '//host' one. Those open in a new tab with rel=noopener and say so to screen
 * readers (spec doc 2: "opens in a new tab if the note link starts with http"). Site paths stay
 * in the tab for client navigation; mailto: and tel: links stay too, since they open the mail or
 * phone app, not a page. Absolute addresses of this very site are turned into paths first.
 */
export const isExternal = (link: string): boolean => /^(https?:)?\/\//i.test(link.trim());
