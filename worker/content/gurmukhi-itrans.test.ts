/**
 * The Gurmukhi table against the library it was cut from: sanscript (a devDependency, here only).
 * The algorithm reads one character at a time and remembers only whether the last one was a
 * consonant (and, for `#`, two more flags), so equal output on every pair of characters, and on
 * every string of five over the characters that touch the flags, is equal output on any text.
 */
import Sanscript from '@indic-transliteration/sanscript';
import { describe, expect, it } from 'vitest';
import { demoBundle } from '../db/seed/bundle';
import { gurmukhiToItrans } from './gurmukhi-itrans';

const sanscript = (text: string) => Sanscript.t(text, 'gurmukhi', 'itrans');

/** Devanagari (which the Gurmukhi table shares a few signs of), Gurmukhi, and Latin the steps read. */
const ALPHABET = [
  ...Array.from({ length: 0x0a80 - 0x0900 }, (_, i) => String.fromCharCode(0x0900 + i)),
  ...['#', 'a', 'M', 'H', 'N', '.', "'", '_', ' ', 'D', '\uD83D', '\uDE00'],
];
const FLAGS = ['#', 'ਕ', 'ਾ', 'ਅ', 'x', '੍', 'M', "'", 'ੰ'];

/** Every string of `length` over the letters. */
const strings = (letters: string[], length: number): string[] =>
  length === 0 ? [''] : strings(letters, length - 1).flatMap((s) => letters.map((l) => s + l));

const differing = (texts: Iterable<string>) => [...texts].filter((t) => gurmukhiToItrans(t) !== sanscript(t));

describe('gurmukhiToItrans', () => {
  it('writes what sanscript writes for every character and every pair', () => {
    expect(differing(strings(ALPHABET, 1))).toEqual([]);
    expect(differing(strings(ALPHABET, 2))).toEqual([]);
  });

  it('writes what sanscript writes around the ## and accent steps', () => {
    expect(differing(strings(FLAGS, 5))).toEqual([]);
  });

  it('writes what sanscript writes for every Gurmukhi word of the demo content, as stored and as keyed', () => {
    const words = new Set(JSON.stringify(demoBundle(new Date())).match(/[\u0A00-\u0A7F]+/g));
    expect(words.size).toBeGreaterThan(1000);
    const forms = [...words].flatMap((w) => [w, w.normalize('NFC'), w.normalize('NFC').replace(/[\u0A71\u0A3C]/g, '')]);
    expect(differing(forms)).toEqual([]);
  });

  it('reads the words the search tests rely on', () => {
    expect(gurmukhiToItrans('ਕਿਸਾਨ')).toBe('kisAna');
    expect(gurmukhiToItrans('ਪੰਜਾਬ')).toBe('paMjAba');
    expect(gurmukhiToItrans('ਅੰਮ੍ਰਿਤਸਰ')).toBe('aMmritasara');
  });
});
