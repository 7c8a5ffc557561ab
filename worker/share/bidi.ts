/**
 * A card line's text as runs of one script each, in the order they are drawn, left to right. A
 * Gurmukhi or English line is one direction: its runs in reading order (spaces join the run
 * before them, as the card has always drawn). A Shahmukhi line (issue 30) reads right to left, but
 * a Latin word, a Gurmukhi word or a number inside it reads left to right: the little of Unicode's
 * bidirectional algorithm a title needs (one paragraph, two levels, a space or punctuation taking
 * the direction of the words around it when both agree, else the line's). Pure: tested without fonts.
 */

const GURMUKHI = /[\u0A00-\u0A7F\u25CC]|\u200C|\u200D/u;
/** Arabic-script letters, marks and punctuation (Shahmukhi), its presentation forms included. */
const ARABIC = /[\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
/** Arabic-Indic and Persian digits: drawn by the Arabic font, but numbers read left to right. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
/** Spaces, punctuation and symbols outside the scripts: they read in the direction around them. */
const NEUTRAL = /[\s\p{P}\p{S}]/u;

/** Which font draws a run: the Arabic font draws Arabic letters (right to left) and Arabic digits. */
export type RunKind = 'gurmukhi' | 'arabic' | 'digits' | 'latin';

export interface Run {
  kind: RunKind;
  text: string;
}

const kindOf = (ch: string): RunKind =>
  GURMUKHI.test(ch) ? 'gurmukhi' : ARABIC.test(ch) ? 'arabic' : ARABIC_DIGIT.test(ch) ? 'digits' : 'latin';

/** Runs in reading order, each space joining the run before it. */
function readingRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    if (last && (/\s/u.test(ch) || last.kind === kindOf(ch))) last.text += ch;
    else runs.push({ kind: kindOf(ch), text: ch });
  }
  return runs;
}

interface Token extends Run {
  /** Null for a neutral, until resolved. */
  rtl: boolean | null;
}

/** A right-to-left line's runs in reading order; every neutral is a run of its own. */
function tokens(text: string): Token[] {
  const runs: Token[] = [];
  for (const ch of text) {
    const kind = kindOf(ch);
    const neutral = kind === 'latin' && NEUTRAL.test(ch);
    const last = runs.at(-1);
    if (last && !neutral && last.rtl !== null && last.kind === kind) last.text += ch;
    else runs.push({ kind, text: ch, rtl: neutral ? null : kind === 'arabic' });
  }
  return runs;
}

/** A neutral reads left to right between two left-to-right runs, else right to left (the line's way). */
function resolve(runs: Token[]): (Run[] & { ltr: boolean })[] {
  const strong = (from: number, step: number): boolean | null => {
    for (let i = from; i >= 0 && i < runs.length; i += step) {
      const rtl = runs[i]?.rtl;
      if (rtl !== null && rtl !== undefined) return rtl;
    }
    return null;
  };
  const groups: (Run[] & { ltr: boolean })[] = [];
  runs.forEach((r, i) => {
    const rtl = r.rtl ?? !(strong(i - 1, -1) === false && strong(i + 1, 1) === false);
    // A space read right to left is the Arabic font's (its word space); other neutrals stay Latin.
    const run = { kind: rtl && /^\s$/u.test(r.text) ? ('arabic' as const) : r.kind, text: r.text };
    const last = groups.at(-1);
    if (!rtl && last?.ltr) last.push(run);
    else groups.push(Object.assign([run], { ltr: !rtl }));
  });
  return groups;
}

/** The runs of `text`, left to right as drawn; `rtl` for a Shahmukhi line. */
export function visualRuns(text: string, rtl: boolean): Run[] {
  if (!rtl) return readingRuns(text);
  // Left-to-right groups keep their inner order; the line's runs and groups are placed last-first.
  return resolve(tokens(text)).reverse().flat();
}
