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

/** One hostile value: a markup payload (with the marker), junk, or something very long. */
export function hostileValue(r: Rng, marker: string): string {
  const roll = r.next();
  if (roll < 0.45) return r.pick(markupPayloads(marker));
  if (roll < 0.9) return r.pick(JUNK);
  return r.pick(['a', 'ਪ', '%41', '9']).repeat(r.pick([300, 2000, 9000]));
}
