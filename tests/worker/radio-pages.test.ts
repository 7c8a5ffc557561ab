/**
 * The streams' pages (issue 28), /radio/{fm|hd2} and /pa/radio/…, as the server renders them:
 * the head (title, canonical, hreflang, the BroadcastService JSON-LD), the Vancouver-only times of
 * the on-air show (the second clock is the browser's), both languages, a 404 for any other stream,
 * and the page cache's headers like every page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiringResponse } from '../../shared/types/media';
import { call, clearCache, getJson } from './helpers';

const ldOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<
    string,
    unknown
  >;
const headOf = (html: string) => html.slice(0, html.indexOf('<body'));

// The first render compiles the app and its screens: past the page's 5 s data deadline on a busy machine.
beforeAll(() => call('/radio/fm'), 60_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Pins the worker's clock (the tests share its isolate) to a Vancouver wall-clock time. */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
// Wednesday 25 November 2026, 07:30 in Vancouver (PST): the weekday morning show is on air.
const ON_AIR = '2026-11-25T15:30:00Z';
// Saturday 28 November 2026, 00:30 in Vancouver: nothing is scheduled.
const OFF_AIR = '2026-11-28T08:30:00Z';

describe('the streams’ pages', () => {
  it('renders /radio/fm in English with its head, the live part and the show on air', async () => {
    await clearCache();
    at(ON_AIR);
    const res = await call('/radio/fm');
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = headOf(html);
    expect(head).toContain('<title>Radio 91.5 | 91.5 FM live</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:8787/radio/fm">');
    expect(head).toContain('hreflang="pa" href="http://localhost:8787/pa/radio/fm"');
    expect(ldOf(html)).toMatchObject({
      '@type': 'WebPage',
      about: { '@type': 'BroadcastService', name: '91.5 FM' },
    });
    expect(html).toContain('What played at…');
    expect(html).toContain('Last songs');
    expect(html).toContain('Time (Vancouver)');
    expect(html).toContain('href="/radio/hd2"');
    // The show on air, in Vancouver time only: the second clock's line is there, empty.
    const { body: airing } = await getJson<AiringResponse>('/api/airing');
    expect(airing.status).toBe('live');
    expect(html).toContain(airing.show?.name);
    expect(html).toMatch(/<span class="second-clock"><\/span>/);
    expect(html).not.toContain(' in India');
  });

  it('says off air, with no show times, when nothing is scheduled', async () => {
    await clearCache();
    at(OFF_AIR);
    const { body: airing } = await getJson<AiringResponse>('/api/airing');
    expect(airing.status).toBe('off-air');
    const html = await (await call('/radio/fm')).text();
    expect(html).toContain('Last songs');
    expect(html).toContain('<p class="radio-on-air__title">OFF AIR</p>');
    expect(html).not.toContain('class="second-clock"');
  });

  it('renders /pa/radio/hd2 in Punjabi', async () => {
    const res = await call('/pa/radio/hd2');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(headOf(html)).toContain('<title>ਰੇਡੀਓ 91.5 | 91.5 HD2 ਲਾਈਵ</title>');
    expect(html).toContain('ਉਸ ਵੇਲੇ ਕੀ ਵੱਜਿਆ…');
    expect(html).toContain('ਸਮਾਂ (ਵੈਨਕੂਵਰ)');
    expect(html).not.toContain('What played at');
    expect(html).toContain('href="/pa/radio/fm"');
  });

  it('answers 404 for a stream that is not one', async () => {
    for (const path of ['/radio/am', '/pa/radio/hd3', '/radio/fm/extra', '/radio']) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it('is kept by the page cache like every page, and revalidated', async () => {
    await clearCache();
    const on = { PAGE_CACHE_SECONDS: '600' };
    expect((await call('/radio/fm', undefined, on)).headers.get('x-cache')).toBe('MISS');
    const again = await call('/radio/fm', undefined, on);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(again.headers.get('vary')).toBe('Cookie, Save-Data');
  });
});
