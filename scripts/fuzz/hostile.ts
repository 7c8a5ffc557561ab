/**
 * Hostile values. Each request gets a unique marker; markup payloads carry it, so an answer that
 * shows a payload as live markup is told apart from one that escaped it (findings.ts).
 */
import type { Rng } from './random';

/** Markup and script payloads around the marker. */
export const markupPayloads = (m: string): string[] => [
  `"><svg/onload=${m}>`,
  `'><img src=x onerror=${m}>`,
  `</script><script>${m}</script>`,
  `<a href="javascript:${m}">x</a>`,
  `" onmouseover="${m}`,
  `javascript:${m}`,
  `<iframe srcdoc="<script>${m}</script>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${m}>`,
  `"><svg/onload=${m}>@a.bc`,
];

/** Values that are awkward without being markup. */
const JUNK = [
  '%00',
  '\u0000',
  '%',
  '%zz',
  '%c3%28',
  '%ff%fe',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '..%2f..%2f',
  '..\\..\\',
  '//evil.example',
  'https://evil.example/',
  '/\\evil.example',
  'ਪੰਜਾਬੀ ਖ਼ਬਰਾਂ',
  'ਸ਼ੋਅ',
  '\u202e\u200b\ufeff',
  '😀🎙️',
  '-1',
  '0',
  '1e3',
  '0x10',
  '99999999999999999999',
  '__proto__',
  'constructor',
  ' ',
  '"',
  "'",
  '{}',
  '[]',
];

/**
 * Characters outside the Basic Multilingual Plane, two UTF-16 units each (some with a BMP
 * variation selector or joiner after them): emoji, a flag, mathematical letters (letters to a
 * word splitter), a CJK ideograph of extension B.
 */
const ASTRAL = ['😀', '🎙️', '👩‍👩‍👧', '🇮🇳', '𝒜', '𝓫', '𠜎', '𐍈'];

/** Single code points outside the BMP: exactly two UTF-16 units each, with nothing between. */
const PAIRS = ['😀', '🎙', '𝒜', '𝓫', '𠜎', '𐍈'];

/**
 * 40 characters of two UTF-16 units each after `prefix` letters of one: every cut by units past
 * the prefix that is odd (prefix 0) or even (prefix 1) lands inside a character, so the two
 * together meet any length limit counted in units up to 80.
 */
export function astralRun(r: Rng, prefix: 0 | 1): string {
  return 'a'.repeat(prefix) + Array.from({ length: 40 }, () => r.pick(PAIRS)).join('');
}

/**
 * Text mostly outside the Basic Multilingual Plane, 15 to 44 characters after a prefix of none,
 * one or two BMP letters, so a length limit counted in UTF-16 units (27, 30, …) lands inside a
 * character at one alignment or another (issue 23: `/search?q=` and 30 emoji were a 500).
 */
export function astralText(r: Rng): string {
  const prefix = 'ਪa'.slice(0, r.int(3));
  return prefix + Array.from({ length: 15 + r.int(30) }, () => r.pick(ASTRAL)).join('');
}

/** One hostile value: a markup payload (with the marker), junk, astral text, or something very long. */
export function hostileValue(r: Rng, marker: string): string {
  const roll = r.next();
  if (roll < 0.4) return r.pick(markupPayloads(marker));
  if (roll < 0.8) return r.pick(JUNK);
  if (roll < 0.9) return astralText(r);
  return r.pick(['a', 'ਪ', '%41', '9', '😀', 'a😀']).repeat(r.pick([300, 2000, 9000]));
}
