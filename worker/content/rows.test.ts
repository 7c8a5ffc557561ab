import { describe, expect, it } from 'vitest';
import { compact, pageWindow, pagination, parseJson } from './rows';
import { youtubeIdOf } from './originals';

describe('paging', () => {
  it('turns a page into LIMIT/OFFSET and counts pages', () => {
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pagination(2, 10, 21)).toEqual({ current_page: 2, total_pages: 3, per_page: 10, total: 21 });
    expect(pagination(1, 10, 0).total_pages).toBe(1);
  });
});

describe('row helpers', () => {
  it('reads malformed JSON as the fallback and drops undefined fields', () => {
    expect(parseJson('[1', [])).toEqual([]);
    expect(parseJson('{"a":1}', {})).toEqual({ a: 1 });
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});

describe('youtubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcdefghijk', 'abcdefghijk'],
    ['https://youtu.be/abcdefghijk?t=3', 'abcdefghijk'],
    ['https://www.youtube.com/embed/abcdefghijk', 'abcdefghijk'],
    ['https://www.youtube.com/watch?v=short', undefined],
    ['https://www.youtube.com/watch?v=abcdefghijkl', undefined],
    [undefined, undefined],
  ])('%s → %s', (link, id) => expect(youtubeIdOf(link)).toBe(id));
});
