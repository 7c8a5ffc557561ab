import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { SearchResponse } from '../types/search';
import { MARK_CLOSE as C, MARK_OPEN as O } from '../search/marks';
import { hitView, loadSearch } from './search';
import { apiOf } from '../../tests/fixtures/loader-api';

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
    // The first page is read first: it says how many pages there are (list-page.ts).
    const api = apiOf({
      '/api/search?q=vancuver&page=0': { ...answer, page: 0 },
      '/api/search?q=vancuver&page=1': answer,
    });
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
  it('is the not-found page past the last page of hits, without asking for it (issue 24)', async () => {
    const asked: string[] = [];
    const api: Api = {
      get: async <T>(path: string) => {
        asked.push(path);
        return { ...answer, page: 0, nbPages: 2 } as T;
      },
    };
    const ctx = (page: string) => ({
      api,
      lang: 'en' as const,
      params: { text: 'vancuver', page },
      url: new URL('https://x/'),
      settings: async () => null,
    });
    expect((await loadSearch(ctx('3'))).status).toBe(404);
    expect(asked).toEqual(['/api/search?q=vancuver&page=0']);
    expect((await loadSearch(ctx('2'))).status).toBeUndefined();
  });
  it('keeps the first page of no hits: its empty state, not a 404', async () => {
    const none: SearchResponse = { hits: [], nbHits: 0, nbPages: 0, page: 0, query: 'zzz' };
    const ctx = (page: string) => ({
      api: apiOf({ '/api/search?q=zzz&page=0': none }),
      lang: 'pa' as const,
      params: { text: 'zzz', page },
      url: new URL('https://x/'),
      settings: async () => null,
    });
    const first = await loadSearch(ctx('1'));
    expect(first.status).toBeUndefined();
    expect(first.data.hits).toEqual([]);
    expect((await loadSearch(ctx('2'))).status).toBe(404);
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
