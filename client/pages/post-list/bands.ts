/**
 * Pure sizing rules of the news screens (spec doc 1 §2 "News list"), kept apart from React so
 * the band edges are tested and the server and browser agree on them.
 */

/** What the server renders (and the first browser render repeats) before anything is measured. */
export const LATEST_SERVER_COUNT = 4;

/**
 * How many sidebar 'Latest' entries fit beside a list column `px` tall: above 2000 → 8 (the
 * spec's band stops at 2500; taller columns keep 8, as there are no more entries to show), above
 * 1600 → 6, above 700 → 4, otherwise 1.
 */
export function latestCountForHeight(px: number): number {
  if (!(px > 700)) return 1; // also NaN: an unmeasurable column gets the shortest list
  if (px > 2000) return 8;
  if (px > 1600) return 6;
  return 4;
}

/**
 * True for a grid item beyond its section's count: the loader sends two more per section and
 * CSS shows them only in windows at least 800px tall, so the server render never shifts.
 */
export const isExtra = (index: number, count: number): boolean => index >= count;
