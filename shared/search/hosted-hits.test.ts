import { describe, expect, it } from 'vitest';
import { hostedAnswer, hostedHit, hostedParams } from './hosted-hits';

describe('hostedParams', () => {
  it('asks for the 1-based page minus one, 9 hits, a snippet of the text with an ellipsis', () => {
    expect(hostedParams('kisan', 3)).toMatchObject({
      query: 'kisan',
      page: 2,
      hitsPerPage: 9,
      attributesToSnippet: ['text:24'],
      snippetEllipsisText: '…',
      attributesToHighlight: ['highlights'],
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
      highlights: { title: { value: 'Morning', matchLevel: 'full' } },
    });
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
