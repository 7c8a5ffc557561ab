/**
 * Fits a title into a card's text box: words wrap greedily at the measured width, at most
 * `maxLines` lines, and a title that does not fit ends its last line with an ellipsis. Pure: the
 * width of a string comes from `measure` (the shaped advance, fonts.ts), so Gurmukhi conjuncts
 * and vowel signs are measured as they will be drawn.
 */

const ELLIPSIS = '…';

/** Grapheme clusters, so a cut never separates a consonant from its vowel sign or nukta. */
function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

/** The longest start of `text` (by graphemes) that fits `maxWidth` with an ellipsis after it. */
function cutToFit(text: string, maxWidth: number, measure: (s: string) => number): string {
  const parts = graphemes(text.trimEnd());
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${parts.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${parts.slice(0, lo).join('').trimEnd()}${ELLIPSIS}`;
}

/** The lines of `text` in a box `maxWidth` wide, at most `maxLines`, cut with an ellipsis if needed. */
export function wrapTitle(text: string, maxWidth: number, maxLines: number, measure: (s: string) => number): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    const last = lines.length === maxLines - 1;
    let line = words[i] ?? '';
    i++;
    while (i < words.length && measure(`${line} ${words[i]}`) <= maxWidth) {
      line = `${line} ${words[i]}`;
      i++;
    }
    if (last && i < words.length) {
      // Words left over: end on a whole word and an ellipsis when one fits, else cut by graphemes.
      const kept = line.split(' ');
      while (kept.length > 1 && measure(`${kept.join(' ')}${ELLIPSIS}`) > maxWidth) kept.pop();
      const ended = `${kept.join(' ')}${ELLIPSIS}`;
      lines.push(measure(ended) <= maxWidth ? ended : cutToFit(kept.join(' '), maxWidth, measure));
      return lines;
    }
    // A single word wider than the box is cut.
    lines.push(measure(line) > maxWidth ? cutToFit(line, maxWidth, measure) : line);
  }
  return lines;
}
