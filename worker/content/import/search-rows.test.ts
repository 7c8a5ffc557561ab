import { describe, expect, it } from 'vitest';
import { eventSearchRow, pageSearchRow, postSearchRow, rowStatements, searchRows } from './search-rows';

const post = {
  id: 5,
  kind: 'entertainment' as const,
  slug: 'film',
  title: 'Film',
  titlePa: 'ਫ਼ਿਲਮ',
  intro: 'A premiere',
  introPa: 'ਪ੍ਰੀਮੀਅਰ',
  body: [{ type: 'quote' as const, quote: 'Wonderful' }],
  author: 'Ann',
  tags: [],
  locale: ['en' as const, 'pa' as const],
  images: [],
  postDate: '2026-01-01T00:00:00Z',
};

const event = {
  id: 8,
  title: 'Mela',
  intro: 'A fair',
  dateTime: '2026-08-01T18:00:00Z',
  location: 'Surrey',
  locationPa: 'ਸਰੀ',
  price: 0,
  image: '/images/e.jpg',
};

describe('row builders', () => {
  it("index a post under its kind, with each language's text apart", () => {
    expect(postSearchRow(post)).toEqual({
      type: 'entertainment',
      ref: '5',
      slug: 'film',
      titleEn: 'Film',
      titlePa: 'ਫ਼ਿਲਮ',
      date: '2026-01-01T00:00:00Z',
      text: ['A premiere', 'Wonderful', 'Ann'],
      textPa: ['ਪ੍ਰੀਮੀਅਰ', '', undefined],
    });
  });

  it('link an event by its id and date it by its start', () => {
    expect(eventSearchRow(event)).toMatchObject({ type: 'event', ref: '8', slug: '8', date: '2026-08-01T18:00:00Z' });
    expect(eventSearchRow(event).textPa).toEqual([undefined, 'ਸਰੀ']);
  });

  it("find a content page by its sections' text", () => {
    const row = pageSearchRow({
      path: '/about',
      head: { title: 'About' },
      meta: { title: 'About', description: 'Who we are' },
      sections: [{ handle: 'wysiwyg', title: 'Mission', description: 'Serve', buttonText: undefined }],
    });
    expect(row).toMatchObject({ type: 'single', ref: '/about', slug: '/about', titleEn: 'About' });
    expect(row.text).toEqual([undefined, 'Who we are', 'Mission', 'Serve']);
  });
});

describe('searchRows', () => {
  it('indexes posts before events, whatever the order of the bundle', () => {
    expect(searchRows({ events: [event], posts: [post] }).map((r) => r.type)).toEqual(['entertainment', 'event']);
  });
});

describe('rowStatements', () => {
  it('replaces the item: its old row is deleted first', () => {
    const [del, insert] = rowStatements(postSearchRow(post));
    expect(del).toEqual({ sql: 'DELETE FROM search_index WHERE type = ? AND ref = ?', params: ['entertainment', '5'] });
    expect(insert?.params.slice(0, 3)).toEqual(['entertainment', '5', 'film']);
  });
});

describe('Gurmukhi typed either way (fold.ts)', () => {
  it('indexes the folded spelling and keeps the shown title as written', () => {
    const written = '\u0A73\u0A41\u0A39 \u0A05\u0A3E\u0A2E';
    const [, insert] = rowStatements({ ...postSearchRow(post), titlePa: written, textPa: [written], slug: 'ੳੁਹ' });
    const params = insert?.params ?? [];
    expect(params[2]).toBe('ਉਹ');
    expect(params[5]).toBe(written);
    expect(params[7]).toContain('ਉਹ ਆਮ');
    expect(params[11]).toBe('ਉਹ ਆਮ');
  });
});
