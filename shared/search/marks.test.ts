import { describe, expect, it } from 'vitest';
import {
  MARK_CLOSE as C,
  MARK_OPEN as O,
  markedParts,
  markRanges,
  markWords,
  mergeRanges,
  snippetAround,
  unmarked,
  wordRanges,
} from './marks';

/** A stand-in for the worker's phonetic key: ਕਿਸਾਨ and its spellings in Latin letters meet at 'ksn'. */
const soundKey = (w: string) =>
  ({ kisan: 'ksn', kissan: 'ksn', ਕਿਸਾਨ: 'ksn', ਕਿਸਾਨਾ: 'ksn', ਕਿਸਾਨਾਂ: 'ksnan', ki: '' })[w] ?? `x${w}`;

/** The marked words of a text, as the page shows them. */
const marked = (text: string, words: string[], key?: typeof soundKey) =>
  markedParts(markWords(text, words, key))
    .filter((p) => p.mark)
    .map((p) => p.text);

describe('wordRanges', () => {
  it('marks Gurmukhi however it was typed, leaving the text as written (fold.ts)', () => {
    const written = '\u0A73\u0A41\u0A39 \u0A38\u0A3C\u0A39\u0A3F\u0A30 ਘਰ';
    expect(marked(written, ['ਉਹ'])).toEqual(['\u0A73\u0A41\u0A39']);
    expect(marked(written, ['\u0A36\u0A39\u0A3F\u0A30'])).toEqual(['\u0A38\u0A3C\u0A39\u0A3F\u0A30']);
    expect(marked('ਉਹ ਘਰ', ['\u0A73\u0A41\u0A39'])).toEqual(['ਉਹ']);
    expect(unmarked(markWords(written, ['ਉਹ']))).toBe(written);
  });
  it('marks whole English words the query words begin, whatever their case or accents', () => {
    expect(marked('Radio stations and the radiologist on CBC Radio', ['radio'])).toEqual([
      'Radio',
      'radiologist',
      'Radio',
    ]);
    expect(marked('A café in Surrey', ['cafe'])).toEqual(['café']);
    expect(marked('Surrey news', ['vancouver'])).toEqual([]);
  });

  it('marks whole Gurmukhi words, vowel signs and nasal signs included', () => {
    expect(marked('ਮੋਗਾ ਦੇ ਕਿਸਾਨਾਂ ਨੇ ਦੱਸਿਆ, ਕਿਸਾਨ ਖ਼ੁਸ਼', ['ਕਿਸਾਨ'])).toEqual(['ਕਿਸਾਨਾਂ', 'ਕਿਸਾਨ']);
    // A query ending in a bare consonant still marks the whole word, never half a letter.
    expect(marked('ਕਿਸਾਨ', ['ਕ'])).toEqual(['ਕਿਸਾਨ']);
  });

  it('marks the Gurmukhi words a Latin-letter query found by sound, and only with a key', () => {
    expect(marked('Farmers: ਮੋਗਾ ਦੇ ਕਿਸਾਨਾਂ ਨੇ, ਕਿਸਾਨ', ['kisan'], soundKey)).toEqual(['ਕਿਸਾਨਾਂ', 'ਕਿਸਾਨ']);
    expect(marked('ਕਿਸਾਨ', ['kisan'])).toEqual([]);
    // A word too short for a key never marks by sound.
    expect(marked('ਕਿਸਾਨ', ['ki'], soundKey)).toEqual([]);
  });

  it('joins overlapping matches into one mark and keeps neighbouring words apart', () => {
    const text = 'radio radiothon';
    expect(wordRanges(text, ['rad', 'radio'])).toEqual([
      [0, 5],
      [6, 15],
    ]);
    expect(marked('news radio', ['news', 'radio'])).toEqual(['news', 'radio']);
  });

  it('gives UTF-16 offsets into the text as it is', () => {
    expect(wordRanges('😀 radio', ['radio'])).toEqual([[3, 8]]);
  });
});

describe('mergeRanges', () => {
  it('sorts, joins overlapping and touching ranges, and drops empty ones', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [2, 3],
        [6, 10],
        [4, 4],
      ]),
    ).toEqual([
      [0, 3],
      [5, 10],
    ]);
  });
});

describe('markRanges and markedParts', () => {
  it('round-trips text and marks', () => {
    const value = markRanges('the radio show', [[4, 9]]);
    expect(value).toBe(`the ${O}radio${C} show`);
    expect(markedParts(value)).toEqual([
      { text: 'the ', mark: false },
      { text: 'radio', mark: true },
      { text: ' show', mark: false },
    ]);
  });

  it('keeps hostile text as text: markup is never read, stray markers never nest', () => {
    const hostile = '<script>alert(1)</script> <mark>radio</mark> <img src=x onerror=alert(1)>';
    const parts = markedParts(markWords(hostile, ['radio']));
    expect(parts.map((p) => p.text).join('')).toBe(hostile);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['radio']);
    // Marker characters inside content are dropped before marking, so they cannot open a mark.
    expect(markedParts(markWords(`a${O}b${C} radio`, ['radio']))).toEqual([
      { text: 'ab ', mark: false },
      { text: 'radio', mark: true },
    ]);
  });

  it('reads a close without an open, and an open never closed, without losing text', () => {
    expect(markedParts(`a${C}b${O}c`)).toEqual([
      { text: 'ab', mark: false },
      { text: 'c', mark: true },
    ]);
    expect(markedParts('')).toEqual([]);
  });

  it('clamps ranges to the text', () => {
    expect(markRanges('abc', [[1, 99]])).toBe(`a${O}bc${C}`);
  });
});

describe('snippetAround', () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
  it('cuts about 24 words around the first match, marked, with an ellipsis where it cut', () => {
    const text = [...words.slice(0, 30), 'ਕਿਸਾਨ', ...words.slice(30)].join(' ');
    const cut = snippetAround(text, ['kisan'], soundKey) ?? '';
    expect(cut.startsWith('…w24 w25')).toBe(true);
    expect(cut).toContain(`${O}ਕਿਸਾਨ${C}`);
    expect(cut.endsWith('…')).toBe(true);
    expect(unmarked(cut).split(' ').length).toBe(24);
  });
  it('keeps a short text whole, and is null when nothing matches', () => {
    expect(snippetAround('ਮੋਗਾ ਦੇ ਕਿਸਾਨ', ['kisan'], soundKey)).toBe(`ਮੋਗਾ ਦੇ ${O}ਕਿਸਾਨ${C}`);
    expect(snippetAround('ਮੋਗਾ ਦੇ', ['kisan'], soundKey)).toBeNull();
  });
});
