import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../../shared/constants';
import type { SearchResponse } from '../../shared/types/search';
import { queryWords, tierQueries } from '../../worker/content/search';
import { markedParts } from '../../shared/search/marks';
import { call, clearCache, getJson } from './helpers';
import type {
  EventsResponse,
  HostsResponse,
  NewsListResponse,
  ShowResponse,
  ShowsResponse,
} from '../../shared/types/api';

describe('queryWords', () => {
  it('cuts visitor text into lower-case words, so it is never FTS syntax', () => {
    expect(queryWords('Kabaddi cup')).toEqual(['kabaddi', 'cup']);
    expect(queryWords('foo-bar "x" OR NEAR(')).toEqual(['foo', 'bar', 'x', 'or', 'near']);
    expect(queryWords('   ')).toEqual([]);
  });
  it('quotes every word in every tier, so operators stay text', () => {
    for (const tier of tierQueries(queryWords('NEAR(x "y" title:z'))) {
      expect(tier).toContain('"near"');
      expect(tier).not.toMatch(/NEAR\(/);
    }
  });
  it('keeps Gurmukhi words whole, normalised, and ignores text beyond 30 characters', () => {
    expect(queryWords('\u0A59ਬਰਾਂ')).toEqual(['\u0A59ਬਰਾਂ'.normalize('NFC')]);
    expect(queryWords(`${'a'.repeat(30)}bcd`)).toEqual(['a'.repeat(30)]);
  });
  it('counts those 30 characters in code points: a letter outside the BMP is one, never half', () => {
    // Mathematical script letters are letters (\p{L}) of two UTF-16 units each.
    expect(queryWords(`ab${'𝒜'.repeat(40)}`)).toEqual([`ab${'𝒜'.repeat(28)}`.toLowerCase()]);
  });
});

describe('GET /api/search', () => {
  it('echoes hostile search text without markup bytes (found by npm run fuzz, seed 11)', async () => {
    const q = '<iframe srcdoc="<script>fz7lbq</script>">';
    const res = await call(`/api/search?q=${encodeURIComponent(q)}`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toMatch(/[<>]/);
    // The text the search read: its first SEARCH_QUERY_MAX characters, which the cache key keeps too.
    expect((JSON.parse(text) as SearchResponse).query).toBe([...q].slice(0, SEARCH_QUERY_MAX).join(''));
  });

  it('answers equivalent queries from one cached copy, and each page from its own', async () => {
    await clearCache();
    const first = await call('/api/search?q=kabaddi%20%20cup');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const same = await call('/api/search?q=%20kabaddi+cup%20&page=0&utm_source=x');
    expect(same.headers.get('x-cache')).toBe('HIT');
    expect(await same.text()).toBe(await first.text());
    const next = await call('/api/search?q=kabaddi+cup&page=1');
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(((await next.json()) as SearchResponse).page).toBe(1);
    expect((await call('/api/search?q=kabaddi&page=x')).status).toBe(404);
  });

  it('finds content by English words and answers in the hit shape, 9 per page', async () => {
    const { res, body } = await getJson<SearchResponse>('/api/search?q=kabaddi');
    expect(res.status).toBe(200);
    expect(body.nbHits).toBeGreaterThan(0);
    expect(body.hits.length).toBeLessThanOrEqual(9);
    expect(body.page).toBe(0);
    expect(body.hits[0]).toMatchObject({
      objectID: expect.any(String),
      type: expect.any(String),
      title: expect.any(String),
      excerpt: { value: expect.any(String) },
      highlights: { title: { matchLevel: 'full' } },
    });
    for (const hit of body.hits) expect(hit.objectID).toBe(`${hit.type}:${hit.id}`);
  });

  it('finds Punjabi content by a Gurmukhi word prefix', async () => {
    const { body } = await getJson<SearchResponse>(`/api/search?q=${encodeURIComponent('ਕਬੱਡ')}`);
    expect(body.nbHits).toBeGreaterThan(0);
    expect(body.hits.some((h) => h.titlePa?.includes('ਕਬੱਡੀ'))).toBe(true);
  });

  it('finds an event by its Punjabi place, as the Punjabi pages name it', async () => {
    const { body } = await getJson<SearchResponse>(`/api/search?q=${encodeURIComponent('ਐਬਟਸਫੋਰਡ')}`);
    expect(body.hits.some((h) => h.type === 'event' && h.titlePa?.length)).toBe(true);
  });

  it('finds each kind of content by its title: news, shows, hosts, events, episodes', async () => {
    const news = (await getJson<NewsListResponse>('/api/news/bc')).body.data[0]!;
    const show = (await getJson<ShowsResponse>('/api/shows')).body.data[0]!;
    const host = (await getJson<HostsResponse>('/api/host')).body.data[0]!;
    const event = (await getJson<EventsResponse>('/api/events')).body.data[0]!;
    const episode = (await getJson<ShowResponse>(`/api/shows/${show.slug}`)).body.episodes[0]!;
    for (const [type, title] of [
      ['news', news.title],
      ['show', show.title],
      ['hosts', host.nameHost],
      ['event', event.title],
      ['episode', episode.title],
    ] as const) {
      const { body } = await getJson<SearchResponse>(`/api/search?q=${encodeURIComponent(title.slice(0, 30))}`);
      expect(
        body.hits.some((h) => h.type === type && h.title === title),
        `${type}: ${title}`,
      ).toBe(true);
    }
  });

  it('pages, answers nothing for nothing, and treats operators and quotes as text', async () => {
    const first = await getJson<SearchResponse>('/api/search?q=surrey');
    if (first.body.nbPages > 1) {
      const second = await getJson<SearchResponse>('/api/search?q=surrey&page=1');
      expect(second.body.page).toBe(1);
      expect(second.body.hits[0]?.objectID).not.toBe(first.body.hits[0]?.objectID);
    }
    expect((await getJson<SearchResponse>('/api/search?q=')).body).toMatchObject({ hits: [], nbHits: 0 });
    for (const q of ['"', 'a OR b', 'NEAR(x y)', "'; DROP TABLE posts; --", 'x*']) {
      expect((await getJson(`/api/search?q=${encodeURIComponent(q)}`)).res.status, q).toBe(200);
    }
    expect((await getJson('/api/search?q=x&page=zero')).res.status).toBe(404);
  });

  it('answers each language’s snippet apart, with the matched words marked in both scripts', async () => {
    const { body } = await getJson<SearchResponse>('/api/search?q=radio');
    const both = body.hits.filter((h) => h.excerptPa && /[A-Za-z]{3}/.test(h.excerpt.value));
    expect(both.length).toBeGreaterThan(2);
    for (const h of both) {
      // The English snippet is cut from the English text, the Punjabi one from the Punjabi.
      expect(h.excerpt.value, h.objectID).not.toMatch(/[\u0A00-\u0A7F]/);
      expect(h.excerptPa?.value, h.objectID).toMatch(/[\u0A00-\u0A7F]/);
    }
    const marks = (v: string) =>
      markedParts(v)
        .filter((p) => p.mark)
        .map((p) => p.text);
    const english = body.hits.flatMap((h) => marks(h.excerpt.value));
    expect(english.length).toBeGreaterThan(0);
    for (const m of english) expect(m).toMatch(/^radio/i);
    // 'radio' finds ਰੇਡੀਓ by sound, and the search marks that word too.
    expect(body.hits.flatMap((h) => marks(h.excerptPa?.value ?? ''))).toContain('ਰੇਡੀਓ');
  });

  it('links an original to the page of its series it is on, with the item to scroll to', async () => {
    const { body } = await getJson<SearchResponse>('/api/search?q=langar%20volunteers');
    const original = body.hits.find((h) => h.type === 'connectOriginals');
    expect(original?.highlights.url?.value).toMatch(/^\/originals\/[a-z-]+(\/\d+)?\?item=\d+$/);
  });
});
