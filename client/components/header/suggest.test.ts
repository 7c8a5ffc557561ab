import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../shared/types/search';
import { listKeyAction, nextActive, suggestionsOf } from './suggest';

const hit = (n: number, matchLevel: 'none' | 'partial' | 'full'): SearchHit => ({
  objectID: `news:${n}`,
  id: String(n),
  type: 'news',
  title: `Story ${n}`,
  titlePa: `ਕਹਾਣੀ ${n}`,
  slug: `story-${n}`,
  excerpt: { value: '' },
  highlights: { title: { value: `Story ${n}`, matchLevel } },
});

describe('suggestionsOf', () => {
  const res = {
    hits: [hit(1, 'full'), hit(2, 'partial'), hit(3, 'none'), ...[4, 5, 6, 7, 8].map((n) => hit(n, 'full'))],
    nbHits: 8,
    nbPages: 1,
    page: 0,
    query: 'story',
  };

  it('offers the top five full title matches, linked by type, in the reader’s language', () => {
    expect(suggestionsOf(res, 'en').map((s) => s.title)).toEqual([
      'Story 1',
      'Story 4',
      'Story 5',
      'Story 6',
      'Story 7',
    ]);
    expect(suggestionsOf(res, 'pa')[0]).toEqual({ key: 'news:1', title: 'ਕਹਾਣੀ 1', href: '/news/post/story-1' });
  });
});

describe('nextActive', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(1, 3, 'ArrowUp')).toBe(0);
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('listKeyAction', () => {
  it('moves with the arrows when there are options, shown or not', () => {
    expect(listKeyAction('ArrowDown', 3, false, -1)).toBe('move');
    expect(listKeyAction('ArrowUp', 3, true, 1)).toBe('move');
    expect(listKeyAction('ArrowDown', 0, false, -1)).toBeNull();
  });
  it('opens the active option of the shown list on Enter, else leaves Enter to the form', () => {
    expect(listKeyAction('Enter', 3, true, 2)).toBe('choose');
    expect(listKeyAction('Enter', 3, true, -1)).toBeNull();
    expect(listKeyAction('Enter', 3, false, 1)).toBeNull();
    expect(listKeyAction('Enter', 2, true, 2)).toBeNull();
  });
  it('closes the shown list on Escape, else leaves Escape to the field', () => {
    expect(listKeyAction('Escape', 3, true, -1)).toBe('close');
    expect(listKeyAction('Escape', 3, false, -1)).toBeNull();
  });
  it('ignores other keys', () => expect(listKeyAction('a', 3, true, 0)).toBeNull());
});
