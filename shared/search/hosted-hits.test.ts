import { describe, expect, it } from 'vitest';
import { hostedAnswer, hostedHit, hostedParams } from './hosted-hits';

describe('hostedParams', () => {
  it('asks for the 1-based page minus one, 9 hits, a snippet of the text with an ellipsis', () => {
    expect(hostedParams('kisan', 3)).toMatchObject({
      query: 'kisan',
      page: 2,
      hitsPerPage: 9,
      attributesToSnippet: ['text:24', 'textPa:24'],
      snippetEllipsisText: '…',
      attributesToHighlight: ['highlights'],
      // The marks are the site's marker characters, never tags (marks.ts).
      highlightPreTag: '\u0002',
      highlightPostTag: '\u0003',
    });
  });
});

describe('hostedHit', () => {
  const record = {
    objectID: 'episode:7',
    id: 7,
    type: 'episode',
    title: 'Morning',
    titlePa: 'ਸਵੇਰ',
    slug: 'morning',
    parent_id: 3,
    _snippetResult: { text: { value: '…words…' } },
    _highlightResult: { highlights: { title: { matchLevel: 'none' }, titlePa: { matchLevel: 'full' } } },
  };

  it('reads a record with its snippet, and the better title match level of both languages', () => {
    expect(hostedHit(record)).toEqual({
      objectID: 'episode:7',
      id: '7',
      type: 'episode',
      title: 'Morning',
      titlePa: 'ਸਵੇਰ',
      slug: 'morning',
      parent_id: '3',
      excerpt: { value: '…words…' },
      highlights: { title: { value: 'Morning', matchLevel: 'full' }, titlePa: { value: 'ਸਵੇਰ' } },
    });
  });

  it('reads both languages’ marked titles and snippets, and the record’s own link if it is a site path', () => {
    const marked = {
      ...record,
      highlights: { url: '/originals/docs/2?item=510' },
      _snippetResult: { text: { value: '\u0002Morning\u0003 show' }, textPa: { value: '\u0002ਸਵੇਰ\u0003 ਦਾ ਸ਼ੋਅ' } },
      _highlightResult: {
        highlights: {
          title: { value: '\u0002Morning\u0003', matchLevel: 'full' },
          titlePa: { value: '<b>ਸਵੇਰ</b>', matchLevel: 'none' },
        },
      },
    };
    expect(hostedHit(marked)).toMatchObject({
      excerpt: { value: '\u0002Morning\u0003 show' },
      excerptPa: { value: '\u0002ਸਵੇਰ\u0003 ਦਾ ਸ਼ੋਅ' },
      highlights: {
        title: { value: '\u0002Morning\u0003', matchLevel: 'full' },
        // Whatever the index sends stays text: the page never reads it as markup.
        titlePa: { value: '<b>ਸਵੇਰ</b>' },
        url: { value: '/originals/docs/2?item=510' },
      },
    });
    expect(hostedHit({ ...marked, highlights: { url: 'https://evil.example/' } })?.highlights.url).toBeUndefined();
  });

  it('drops what is not a site record, and reads a missing highlight as no match', () => {
    expect(hostedHit({ ...record, type: 'product' })).toBeNull();
    expect(hostedHit({ type: 'news' })).toBeNull();
    expect(hostedHit('x')).toBeNull();
    const { _highlightResult: _, ...bare } = record;
    expect(hostedHit(bare)?.highlights.title.matchLevel).toBe('none');
  });
});

describe('hostedAnswer', () => {
  it('keeps the counts and the zero-based page; refuses an answer without hits', () => {
    expect(hostedAnswer({ hits: [{ bad: 1 }], nbHits: 4, nbPages: 1, page: 0 }, 'x')).toEqual({
      hits: [],
      nbHits: 4,
      nbPages: 1,
      page: 0,
      query: 'x',
    });
    expect(() => hostedAnswer({ message: 'no' }, 'x')).toThrow();
  });
});
