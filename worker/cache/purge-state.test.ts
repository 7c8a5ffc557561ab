import { describe, expect, it } from 'vitest';
import {
  announcementAt,
  lastPurgeOf,
  MAX_AGAIN,
  MAX_PURGES,
  NO_PURGES,
  newerOf,
  numberFor,
  purgedSince,
  purgeStateOf,
  withAnnouncement,
  withPurge,
} from './purge-state';

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

  describe('announcements (an edit seen without a purge)', () => {
    const path = '/api/news/post/a';

    it('bumps once per answer: the same answer announced again is no bump, another one is', () => {
      const one = withAnnouncement(NO_PURGES, [path], 'h1', 0);
      expect(one).toEqual({ generation: 1, floor: 0, purges: [{ prefix: path, generation: 1, answer: 'h1' }] });
      // Another isolate that found the same edit (its copy, of generation 0, not yet known covered).
      expect(withAnnouncement(one, [path], 'h1', 0)).toBe(one);
      // Edit 2, found by a refresh of a copy the first announcement covered: announced over it.
      const two = withAnnouncement(one, [path], 'h2', 0);
      expect(two.generation).toBe(2);
      expect(announcementAt(two, path)).toEqual({ prefix: path, generation: 2, answer: 'h2', again: 1 });
      // Found by a refresh of a copy made after the last announcement: counted from 0 again.
      expect(announcementAt(withAnnouncement(two, [path], 'h3', 2), path)?.again).toBeUndefined();
    });

    it('stops after MAX_AGAIN announcements in a row over the one before (an answer that changes on every call)', () => {
      let state = withAnnouncement(NO_PURGES, [path], 'h0', 0);
      for (let i = 1; i <= MAX_AGAIN + 3; i++) state = withAnnouncement(state, [path], `h${i}`, 0);
      expect(state.generation).toBe(1 + MAX_AGAIN);
      expect(announcementAt(state, path)?.again).toBe(MAX_AGAIN);
      // A refresh of a copy made after it that finds a change is an announcement of its own.
      expect(withAnnouncement(state, [path], 'hx', state.generation).generation).toBe(state.generation + 1);
    });

    it('names an answer only while no later purge covers the path; a purge in between counts from 0', () => {
      const announced = withAnnouncement(withPurge(NO_PURGES, ['/api/shows']), [path], 'h1', 0);
      expect(announcementAt(announced, path)?.answer).toBe('h1');
      expect(announcementAt(announced, '/api/news/post/ab')).toBeUndefined();
      const purged = withPurge(announced, ['/api/news']);
      expect(announcementAt(purged, path)).toBeUndefined();
      expect(announcementAt(withPurge(announced, ['/api']), path)).toBeUndefined();
      // After the purge the same answer is news again (it is compared with nothing), once.
      const again = withAnnouncement(purged, [path], 'h1', 0);
      expect(again.generation).toBe(purged.generation + 1);
      expect(announcementAt(again, path)?.again).toBeUndefined();
      expect(withAnnouncement(again, [path], 'h1', 0)).toBe(again);
    });

    it('keeps the bookmark of the last purge', () => {
      const mark = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';
      expect(withAnnouncement(withPurge(NO_PURGES, ['/api/x'], mark), [path], 'h1', 0).bookmark).toBe(mark);
    });

    it('numbers a copy by the announcements since its call began when they all announced its own answer', () => {
      const one = withAnnouncement(NO_PURGES, [path], 'h1', 0);
      // Its own news, or another isolate's of the same edit: the copy is new to it.
      expect(numberFor(one, [path], 0, 'h1')).toBe(1);
      // Another answer was announced meanwhile: it keeps its number, and is purged (asked for again).
      expect(numberFor(one, [path], 0, 'h2')).toBe(0);
      expect(purgedSince(one, [path], numberFor(one, [path], 0, 'h2'))).toBe(true);
      // A purge since (of a prefix, the floor) or another path's announcement covering it: the same.
      expect(numberFor(withPurge(one, ['/api/news']), [path], 0, 'h1')).toBe(0);
      expect(numberFor(withPurge(one, ['/api']), [path], 0, 'h1')).toBe(0);
      expect(numberFor(withAnnouncement(NO_PURGES, ['/api/news/post'], 'h1', 0), [path], 0, 'h1')).toBe(0);
      // Purges that do not cover it change nothing; a call begun after them keeps its own number.
      expect(numberFor(withPurge(one, ['/api/shows']), [path], 0, 'h1')).toBe(1);
      expect(numberFor(withPurge(one, ['/api/shows']), [path], 2, 'h2')).toBe(2);
    });

    it('reads a stored answer and count only when well-formed', () => {
      const stored = {
        generation: 3,
        floor: 0,
        purges: [
          { prefix: path, generation: 2, answer: 'h1', again: 2 },
          { prefix: '/api/a', generation: 3, answer: 'NOT A HASH', again: 1 },
          { prefix: '/api/b', generation: 3, again: 4 },
        ],
      };
      expect(purgeStateOf(stored).purges).toEqual([
        { prefix: path, generation: 2, answer: 'h1', again: 2 },
        { prefix: '/api/a', generation: 3 },
        { prefix: '/api/b', generation: 3 },
      ]);
    });
  });
});
