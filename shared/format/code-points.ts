/**
 * Length limits on visitor text, counted in code points (the search field's 27 characters). A
 * module of its own, not in text.ts: the search page and the header's field need only this, and
 * text.ts's card rules would come with it into their first download.
 */

/**
 * The first `limit` characters of visitor text, counted in code points: a character outside the
 * Basic Multilingual Plane (an emoji, a rare CJK ideograph) is two UTF-16 units, and a cut by
 * units can keep half of it, a lone surrogate on which `encodeURIComponent` throws. No ellipsis:
 * this is a field's length limit (the search term), not a display cut.
 */
export function cutCodePoints(text: string, limit: number): string {
  // Code points never outnumber UTF-16 units: a text this short fits, without splitting it up.
  if (text.length <= limit) return text;
  let end = 0;
  for (let count = 0; count < limit && end < text.length; count++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}
