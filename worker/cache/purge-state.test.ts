import { describe, expect, it } from 'vitest';
import { lastPurgeOf, MAX_PURGES, NO_PURGES, newerOf, purgedSince, purgeStateOf, withPurge } from './purge-state';

describe('purge state', () => {
  it('moves the counter on with each purge and remembers each prefix at its last one', () => {
    const one = withPurge(NO_PURGES, ['/api/news']);
    const two = withPurge(one, ['/api/shows', '/api/news']);
    expect(two.generation).toBe(2);
    expect(two.purges).toEqual([
      { prefix: '/api/shows', generation: 2 },
      { prefix: '/api/news', generation: 2 },
    ]);
  });

  it('covers a copy made before the purge of a prefix of one of its paths, and no other', () => {
    const state = withPurge(withPurge(NO_PURGES, ['/api/news/bc']), ['/api/shows']);
    // Made at generation 0, from the section's second page: purged by the section's purge.
    expect(purgedSince(state, ['/api/news/bc?page=2'], 0)).toBe(true);
    // Made after that purge (generation 1): fresh again.
    expect(purgedSince(state, ['/api/news/bc?page=2'], 1)).toBe(false);
    // A page that read other paths only: not purged, however old.
    expect(purgedSince(state, ['/api/home', '/api/settings'], 0)).toBe(false);
    // A page that read the shows and the news: purged until made at generation 2.
    expect(lastPurgeOf(state, ['/api/news/bc', '/api/shows/1'])).toBe(2);
    // Paths not recorded: every purge covers it.
    expect(purgedSince(state, null, 1)).toBe(true);
  });

  it('purges everything with /api or /api/: the floor moves, the list empties', () => {
    const state = withPurge(withPurge(NO_PURGES, ['/api/news']), ['/api/']);
    expect(state).toEqual({ generation: 2, floor: 2, purges: [] });
    expect(purgedSince(state, [], 1)).toBe(true);
    expect(purgedSince(state, ['/api/home'], 2)).toBe(false);
    expect(withPurge(state, ['/api'])).toEqual({ generation: 3, floor: 3, purges: [] });
  });

  it('folds the oldest prefixes into the floor past MAX_PURGES (covering more, never less)', () => {
    let state = NO_PURGES;
    for (let i = 0; i < MAX_PURGES + 5; i++) state = withPurge(state, [`/api/news/${i}`]);
    expect(state.purges).toHaveLength(MAX_PURGES);
    expect(state.floor).toBe(5);
    expect(purgedSince(state, ['/api/news/0'], 0)).toBe(true);
    expect(purgedSince(state, ['/api/home'], 4)).toBe(true);
    expect(purgedSince(state, ['/api/home'], 5)).toBe(false);
    expect(purgedSince(state, [`/api/news/${MAX_PURGES + 4}`], MAX_PURGES + 4)).toBe(true);
  });

  it('keeps the newer of two states, and reads only a well-formed one', () => {
    const one = withPurge(NO_PURGES, ['/api/news']);
    expect(newerOf(one, NO_PURGES)).toBe(one);
    expect(newerOf(NO_PURGES, one)).toBe(one);
    expect(purgeStateOf(one)).toEqual(one);
    expect(purgeStateOf(undefined)).toBe(NO_PURGES);
    expect(purgeStateOf({ generation: -1, floor: 0, purges: [] })).toBe(NO_PURGES);
    expect(
      purgeStateOf({ generation: 2, floor: 0, purges: [{ prefix: 3 }, { prefix: '/api/x', generation: 2 }] }),
    ).toEqual({
      generation: 2,
      floor: 0,
      purges: [{ prefix: '/api/x', generation: 2 }],
    });
  });

  describe("the primary D1's bookmark at a purge", () => {
    const first = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';
    const later = '00000086-00000001-00004c6d-8e61117bf38d7adb71b934ebbf891683';

    it('travels with the state, and a purge without one keeps the last', () => {
      const once = withPurge(NO_PURGES, ['/api/news'], first);
      expect(once.bookmark).toBe(first);
      expect(withPurge(once, ['/api/shows']).bookmark).toBe(first);
      expect(withPurge(once, ['/api'], later).bookmark).toBe(later);
    });

    it('is dropped when what was stored is not a bookmark, the rest of the state kept', () => {
      const stored = { ...withPurge(NO_PURGES, ['/api/news']), bookmark: 'x"; drop' };
      expect(purgeStateOf(stored)).toEqual(withPurge(NO_PURGES, ['/api/news']));
      expect(purgeStateOf({ ...stored, bookmark: first }).bookmark).toBe(first);
    });
  });
});
