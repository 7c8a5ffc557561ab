/**
 * Highlighted search text without HTML (issue 24). A hit's title and excerpt travel as plain text
 * with the matched words between two control characters, MARK_OPEN (U+0002, "start of text") and
 * MARK_CLOSE (U+0003, "end of text"): the embedded search writes them (`markWords`), the hosted
 * index is asked for them as its highlight tags, and the page reads them back into parts
 * (`markedParts`) that React renders as text and `<mark>` elements. Nothing here is ever parsed
 * as markup, so `<script>` in a title stays the eight characters it is.
 *
 * Whole words are marked, never part of one: a mark that ended between a Gurmukhi consonant and
 * its vowel sign would break the letter's shaping.
 */

import { foldGurmukhi } from './fold';

export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the two marker characters are what this finds
const MARKERS = /[\u0002\u0003]/g;

/** A half-open range [start, end) of UTF-16 offsets into a text. */
export type Range = readonly [number, number];

/** One run of text, marked or not. */
export interface Part {
  text: string;
  mark: boolean;
}

/** The ranges sorted, with overlapping and touching ones joined; empty ranges dropped. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Text with its own marker characters removed (they are never content). */
export const unmarked = (value: string): string => value.replace(MARKERS, '');

/** The text with each range between the marker characters; marker characters in it are dropped first. */
export function markRanges(text: string, ranges: readonly Range[]): string {
  const plain = unmarked(text);
  let out = '';
  let at = 0;
  for (const [a, b] of mergeRanges(ranges)) {
    const start = Math.min(Math.max(a, at), plain.length);
    const end = Math.min(b, plain.length);
    if (end <= start) continue;
    out += `${plain.slice(at, start)}${MARK_OPEN}${plain.slice(start, end)}${MARK_CLOSE}`;
    at = end;
  }
  return out + plain.slice(at);
}

/**
 * Marked text read back into parts. A close without an open, or an open never closed, marks
 * nothing more than its own run; empty runs are dropped and neighbours of one kind joined.
 */
export function markedParts(value: string): Part[] {
  const parts: Part[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  let open = false;
  let run = '';
  for (const ch of value) {
    if (ch !== MARK_OPEN && ch !== MARK_CLOSE) {
      run += ch;
      continue;
    }
    push(run, open);
    run = '';
    open = ch === MARK_OPEN;
  }
  push(run, open);
  return parts;
}

/** The phonetic key of a word (the worker's search-roman.ts), when Latin letters may match Gurmukhi. */
export type SoundKey = (word: string) => string;

/** Letters, digits and marks: a word as the index's tokenizer cuts it ('L* N* Co M*'). */
const TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const GURMUKHI = /[\u0A00-\u0A7F]/;
/** A key this long or longer also matches as a prefix, as the search does (search.ts). */
const KEY_PREFIX_MIN = 3;

/**
 * A word as the index compares it: lower case, Gurmukhi's look-alike spellings folded (fold.ts),
 * and Latin letters without accents (never Gurmukhi's: stripping marks would delete its vowels).
 */
function foldWord(word: string): string {
  const w = foldGurmukhi(word).toLowerCase();
  return GURMUKHI.test(w) ? w : w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The keys a Gurmukhi word is indexed by: itself, and without a final nasal sign (search-roman.ts). */
const keysOf = (token: string, soundKey: SoundKey) =>
  [soundKey(token), /[\u0A02\u0A70]$/.test(token) ? soundKey(token.slice(0, -1)) : ''].filter(Boolean);

/** Whether one word of the text is found by one query word (both folded). */
function matches(token: string, word: string, soundKey: SoundKey | undefined): boolean {
  if (token.startsWith(word)) return true;
  if (!soundKey || GURMUKHI.test(word) || !GURMUKHI.test(token)) return false;
  const key = soundKey(word);
  if (!key) return false;
  return keysOf(token, soundKey).some((k) => k === key || (key.length >= KEY_PREFIX_MIN && k.startsWith(key)));
}

/**
 * The ranges of the words of `text` that the query words find, the way the search finds them: a
 * word the query word begins (every search word is also a prefix), in either script, and with a
 * `soundKey`, a Gurmukhi word a query word in Latin letters sounds as ('kisan' finds ਕਿਸਾਨ).
 */
export function wordRanges(text: string, words: readonly string[], soundKey?: SoundKey): Range[] {
  const wanted = words.map(foldWord).filter(Boolean);
  if (!wanted.length) return [];
  const out: Range[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const token = foldWord(m[0]);
    if (wanted.some((w) => matches(token, w, soundKey))) out.push([m.index, m.index + m[0].length]);
  }
  return mergeRanges(out);
}

/** The text with the words the query finds marked. */
export const markWords = (text: string, words: readonly string[], soundKey?: SoundKey): string =>
  markRanges(unmarked(text), wordRanges(unmarked(text), words, soundKey));

/** About as long as the search's own snippets (24 words). */
const WINDOW_WORDS = 24;
/** Words kept before the first match, so it reads in context. */
const WINDOW_LEAD = 6;

/**
 * A snippet of `text` around the first word the query finds, marked, with an ellipsis where text
 * was cut; null when the query finds no word in it. For the text the index found only by sound
 * (Latin letters finding Gurmukhi), where its own snippet is cut without knowing where the word is.
 */
export function snippetAround(text: string, words: readonly string[], soundKey?: SoundKey): string | null {
  const plain = unmarked(text);
  const first = wordRanges(plain, words, soundKey)[0];
  if (!first) return null;
  const spans = [...plain.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const at = spans.findIndex(([, end]) => end > first[0]);
  const to = Math.min(spans.length, Math.max(0, at - WINDOW_LEAD) + WINDOW_WORDS);
  const from = Math.max(0, to - WINDOW_WORDS);
  const cut = plain.slice(spans[from]?.[0] ?? 0, spans[to - 1]?.[1] ?? plain.length);
  return `${from > 0 ? '…' : ''}${markWords(cut, words, soundKey)}${to < spans.length ? '…' : ''}`;
}
