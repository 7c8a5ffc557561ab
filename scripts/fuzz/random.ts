/**
 * The fuzz's one source of randomness: a small seeded generator (mulberry32), so a run is
 * repeated exactly by its seed. Math.random is never used by the fuzz.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

/** A seed from a number or any text (FNV-1a of the text). */
export function seedOf(value: string): number {
  if (/^\d+$/.test(value)) return Number(value) >>> 0;
  let h = 0x811c9dc5;
  for (const ch of value) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      const item = list[int(list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
