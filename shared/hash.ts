/**
 * FNV-1a, 32 bits: a short, stable fingerprint of a text, the same in the worker, the browser and
 * the build scripts. Not a security measure: for names that change when their input does.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
