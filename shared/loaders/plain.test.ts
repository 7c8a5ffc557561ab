import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { Lang } from '../types/content';
import { loadEvents, loadFeatured, loadShows } from './plain';

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

const show = {
  id: 1,
  slug: 'morning',
  title: 'Morning Show',
  titlePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ',
  image: '/i.svg',
  days: ['Monday to Friday', 'Saturday'],
  startTime: '06:00',
  endTime: '10:00',
};

describe('plain screens speak the visitor language', () => {
  it('titles the shows list and names its day groups in Punjabi', async () => {
    const api = apiOf({ '/api/shows': { data: [show] } });
    const pa = await loadShows(context(api, 'pa'));
    expect(pa.head.title).toBe('ਸ਼ੋਅ');
    expect(pa.data.items[0]?.text).toBe('ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਸ਼ਨਿੱਚਰਵਾਰ · 06:00–10:00');
    const en = await loadShows(context(api, 'en'));
    expect(en.head.title).toBe('Shows');
    expect(en.data.items[0]?.text).toBe('Monday to Friday, Saturday · 06:00–10:00');
  });

  it('falls back to the interface title when the content gives none', async () => {
    const api = apiOf({
      '/api/featured?page=1': { data: [], page: 1, count: 1, total: 0, headers: {} },
      '/api/events': { data: [], meta: { headers: {}, featured: null, note: null } },
    });
    expect((await loadFeatured(context(api, 'en'))).head.title).toBe('Featured');
    expect((await loadFeatured(context(api, 'pa'))).head.title).toBe('ਖ਼ਾਸ ਕਹਾਣੀਆਂ');
    expect((await loadEvents(context(api, 'en'))).head.title).toBe('Events');
    expect((await loadEvents(context(api, 'pa'))).head.title).toBe('ਸਮਾਗਮ');
  });
});
