import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { Lang } from '../types/content';
import { loadFeatured } from './plain';

/** An Api that answers each contract path with a fixed body. */
const apiOf = (answers: Record<string, unknown>): Api => ({
  get: async <T>(path: string) => {
    if (!(path in answers)) throw new Error(`unexpected GET ${path}`);
    return answers[path] as T;
  },
});

const context = (api: Api, lang: Lang, params: Record<string, string> = {}) => ({
  api,
  lang,
  params,
  url: new URL('http://localhost/'),
});

describe('plain screens speak the visitor language', () => {
  it('falls back to the interface title when the content gives none', async () => {
    const api = apiOf({
      '/api/featured?page=1': { data: [], page: 1, count: 1, total: 0, headers: {} },
    });
    expect((await loadFeatured(context(api, 'en'))).head.title).toBe('Featured');
    expect((await loadFeatured(context(api, 'pa'))).head.title).toBe('ਖ਼ਾਸ ਕਹਾਣੀਆਂ');
  });
});
