import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import { ApiError } from '../api/client';
import type { SearchResponse } from '../types/search';
import { MARK_CLOSE as C, MARK_OPEN as O } from '../search/marks';
import { hitView, loadSearch } from './search';

/** An Api that answers each contract path with a fixed body, and 404 for any other. */
const apiOf = (answers: Record<string, unknown>): Api => ({
  get: async <T>(path: string) => {
    if (!(path in answers)) throw new ApiError(404, path);
    return answers[path] as T;
  },
});

const answer: SearchResponse = {
  hits: [
    {
      objectID: 'news:1',
      id: '1',
      type: 'news',
      title: 'Vancouver council',
      titlePa: 'ਵੈਨਕੂਵਰ ਕੌਂਸਲ',
      slug: 'vancouver-council',
      excerpt: { value: '…' },
      highlights: { title: { value: 'Vancouver council', matchLevel: 'full' } },
    },
  ],
  nbHits: 10,
  nbPages: 2,
  page: 1,
  query: 'vancuver',
  correctedQuery: 'vancouver',
};

describe('loadSearch', () => {
  it('asks the zero-based page for the address page, and carries the correction', async () => {
    const api = apiOf({ '/api/search?q=vancuver&page=1': answer });
    const ctx = {
      api,
      lang: 'pa' as const,
      params: { text: 'vancuver', page: '2' },
      url: new URL('https://x/'),
      settings: async () => null,
    };
    const { data } = await loadSearch(ctx);
    expect(data.page).toBe(2);
    expect(data.corrected).toBe('vancouver');
    expect(data.hits[0]?.title).toEqual([{ text: 'ਵੈਨਕੂਵਰ ਕੌਂਸਲ', mark: false }]);
  });
  it('is the not-found page for page 0 of the address', async () => {
    const ctx = {
      api: apiOf({}),
      lang: 'en' as const,
      params: { text: 'x', page: '0' },
      url: new URL('https://x/'),
      settings: async () => null,
    };
    expect((await loadSearch(ctx)).status).toBe(404);
  });
});

describe('hitView', () => {
  const hit = answer.hits[0]!;
  it('shows the title and excerpt in the page’s language, with their marks', () => {
    const marked = {
      ...hit,
      excerpt: { value: `The ${O}council${C} met` },
      excerptPa: { value: `${O}ਕੌਂਸਲ${C} ਦੀ ਬੈਠਕ` },
      highlights: {
        title: { value: `Vancouver ${O}council${C}`, matchLevel: 'full' as const },
        titlePa: { value: `ਵੈਨਕੂਵਰ ${O}ਕੌਂਸਲ${C}` },
      },
    };
    const pa = hitView(marked, 'pa');
    expect(pa.title).toEqual([
      { text: 'ਵੈਨਕੂਵਰ ', mark: false },
      { text: 'ਕੌਂਸਲ', mark: true },
    ]);
    expect(pa.excerpt[0]).toEqual({ text: 'ਕੌਂਸਲ', mark: true });
    expect(pa.titleLang).toBeUndefined();
    const en = hitView(marked, 'en');
    expect(en.title[1]).toEqual({ text: 'council', mark: true });
    expect(en.excerpt.map((p) => p.text).join('')).toBe('The council met');
  });

  it('falls back to the language the item has, and says which it is', () => {
    const englishOnly = { ...hit, titlePa: undefined, excerpt: { value: 'Only English' } };
    const view = hitView(englishOnly, 'pa');
    expect(view.title).toEqual([{ text: 'Vancouver council', mark: false }]);
    expect(view.titleLang).toBe('en');
    expect(view.excerptLang).toBe('en');
  });
});
