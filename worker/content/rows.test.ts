import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { countOf, compact, jsonOf, mediaText, opt, pageWindow, pagination, rowOf, titleIntro } from './rows';
import { countRow, tagRow } from './tables';
import { youtubeIdOf } from './originals';

describe('paging', () => {
  it('turns a page into LIMIT/OFFSET and counts pages', () => {
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pagination(2, 10, 21)).toEqual({ current_page: 2, total_pages: 3, per_page: 10, total: 21 });
    expect(pagination(1, 10, 0).total_pages).toBe(1);
  });
});

describe('row helpers', () => {
  it('reads malformed JSON, or JSON of another shape, as the fallback and drops undefined fields', () => {
    const list = v.array(v.object({ a: v.number() }));
    expect(jsonOf('[1', list, [])).toEqual([]);
    expect(jsonOf('[{"a":"x"}]', list, [])).toEqual([]);
    expect(jsonOf(null, list, [])).toEqual([]);
    expect(jsonOf('[{"a":1}]', list, [])).toEqual([{ a: 1 }]);
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(opt(null)).toBeUndefined();
    expect(opt('')).toBeUndefined();
  });

  it('checks rows against their table schema, loudly', () => {
    expect(rowOf(tagRow, { id: 1, slug: 'bc', name: 'BC', name_pa: null })).toEqual({
      id: 1,
      slug: 'bc',
      name: 'BC',
      name_pa: null,
    });
    expect(() => rowOf(tagRow, { id: '1', slug: 'bc', name: 'BC' })).toThrow(/D1 row does not fit its schema: id/);
    expect(rowOf(countRow, { n: 3 }).n).toBe(3);
    expect(countOf(undefined)).toBe(0);
    expect(countOf({ results: [{ n: 7 }] })).toBe(7);
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

describe('shared row fields', () => {
  it('titleIntro keeps the Punjabi title and intro only when set', () => {
    expect(titleIntro({ title: 'T', title_pa: 'ਟ', intro: 'I', intro_pa: '' })).toEqual({
      title: 'T',
      titlePa: 'ਟ',
      intro: 'I',
      introPa: undefined,
    });
  });

  it('mediaText maps the text and picture columns in the answer order', () => {
    const row = {
      title: 'T',
      title_pa: null,
      tagline: 'G',
      description: 'D',
      description_pa: 'ਡ',
      image: '/i.svg',
      duration: 90,
    };
    const out = mediaText(row);
    expect(Object.keys(out)).toEqual([
      'title',
      'titlePa',
      'tagline',
      'description',
      'descriptionPa',
      'image',
      'duration',
    ]);
    expect(compact(out)).toEqual({
      title: 'T',
      tagline: 'G',
      description: 'D',
      descriptionPa: 'ਡ',
      image: '/i.svg',
      duration: 90,
    });
  });
});
