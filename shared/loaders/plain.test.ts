import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { Lang } from '../types/content';
import { loadEvents } from './plain';

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
      '/api/events': { data: [], meta: { headers: {}, featured: null, note: null } },
    });
    expect((await loadEvents(context(api, 'en'))).head.title).toBe('Events');
    expect((await loadEvents(context(api, 'pa'))).head.title).toBe('ਸਮਾਗਮ');
  });
});
