import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiringResponse, VideosResponse, WeatherResponse } from '../../shared/types/media';
import { isoDuration, longEnough } from '../../worker/integrations/youtube';
import { kelvinToCelsius } from '../../worker/integrations/weather';
import { call, clearCache, getJson } from './helpers';
import type { ErrorBody } from '../../shared/types/api';

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

describe('the 1:30 duration rule', () => {
  it.each([
    ['PT59S', false],
    ['PT1M', false],
    ['PT1M30S', false],
    ['PT1M31S', true],
    ['PT2M', true],
    ['PT90S', false],
    ['PT1H', true],
    ['PT1H0M1S', true],
    ['P1DT1S', true],
    ['nonsense', false],
  ])('%s → %s', (iso, kept) => expect(longEnough(iso)).toBe(kept));

  it('writes seconds as ISO durations', () => {
    expect([75, 90, 91, 3600, 3725, 0].map(isoDuration)).toEqual([
      'PT1M15S',
      'PT1M30S',
      'PT1M31S',
      'PT1H',
      'PT1H2M5S',
      'PT0S',
    ]);
  });
});

/** A fake platform: pages of search results with the given durations, then the details call. */
function fakePlatform(pages: string[][], status = 200) {
  const durations = new Map<string, string>();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (status >= 400) return new Response('{"error":{}}', { status });
    if (url.pathname.endsWith('/search')) {
      const n = Number(url.searchParams.get('pageToken')?.slice(1) ?? 0);
      const items = (pages[n] ?? []).map((duration, i) => {
        const videoId = `v${n}i${i}`.padEnd(11, '_');
        durations.set(videoId, duration);
        return {
          id: { videoId },
          snippet: {
            title: `Video ${n}.${i}`,
            description: '',
            thumbnails: { high: { url: '/t.svg' } },
            publishedAt: '2026-11-01T00:00:00Z',
          },
        };
      });
      return Response.json({ items, ...(n + 1 < pages.length ? { nextPageToken: `p${n + 1}` } : {}) });
    }
    const ids = url.searchParams.get('id')!.split(',');
    return Response.json({ items: ids.map((id) => ({ id, contentDetails: { duration: durations.get(id) } })) });
  });
}

describe('GET /api/videos/{channel} with a platform key', () => {
  const keyed = { YOUTUBE_API_KEY: 'server-key', YOUTUBE_CHANNEL_NEWS_ROOM: 'UCnewsroom' };
  const short = Array(7).fill('PT45S');

  it('keeps fetching pages until 8 long videos remain, and returns the next token', async () => {
    const spy = fakePlatform([
      [...short, 'PT3M', 'PT4M', 'PT1H2M'],
      [...short, 'PT2M', 'PT1M31S', 'PT1M30S'],
      [...Array(10).fill('PT9M')],
    ]);
    const { res, body } = await getJson<VideosResponse>('/api/videos/news-room', keyed);
    expect(res.status).toBe(200);
    expect(body.source).toBe('platform');
    expect(body.items.map((v) => v.contentDetails.duration)).toEqual([
      'PT3M',
      'PT4M',
      'PT1H2M',
      'PT2M',
      'PT1M31S',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
      'PT9M',
    ]);
    expect(body.nextPageToken).toBeUndefined();
    const searches = spy.mock.calls.map(([u]) => new URL(String(u))).filter((u) => u.pathname.endsWith('/search'));
    expect(searches[0]!.searchParams.get('channelId')).toBe('UCnewsroom');
    expect(searches[0]!.searchParams.get('part')).toBe('snippet,id');
    expect(searches[0]!.searchParams.get('order')).toBe('date');
    expect(searches[0]!.searchParams.get('maxResults')).toBe('10');
    expect(searches[0]!.searchParams.get('key')).toBe('server-key');
    const details = spy.mock.calls.map(([u]) => new URL(String(u))).find((u) => u.pathname.endsWith('/videos'))!;
    expect(details.searchParams.get('part')).toBe('contentDetails');
  });

  it('stops at 8 and hands back the token of the next page, which the next request passes on', async () => {
    const spy = fakePlatform([Array(10).fill('PT5M'), Array(10).fill('PT5M')]);
    const first = await getJson<VideosResponse>('/api/videos/news-room', keyed);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.nextPageToken).toBe('p1');
    await getJson<VideosResponse>('/api/videos/news-room?pageToken=p1', keyed);
    const last = new URL(String(spy.mock.calls.at(-2)![0]));
    expect(last.searchParams.get('pageToken')).toBe('p1');
  });

  it('caches the listing in KV', async () => {
    const spy = fakePlatform([Array(10).fill('PT5M')]);
    await call('/api/videos/news-room', undefined, keyed);
    const again = await call('/api/videos/news-room', undefined, keyed);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("answers 'Bad response from server' for a 400+ platform answer and logs it", async () => {
    fakePlatform([], 403);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, body } = await getJson<ErrorBody>('/api/videos/news-room', keyed);
    expect(res.status).toBe(502);
    expect(body.error).toBe('Bad response from server');
    expect(log.mock.calls.some((c) => c[0] === 'Error fetching data: ')).toBe(true);
  });
});

describe('GET /api/videos/{channel} without a key', () => {
  it('serves the embedded originals of the channel in the platform shape, with the same duration rule', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { res, body } = await getJson<VideosResponse>('/api/videos/news-room');
    expect(res.status).toBe(200);
    expect(body.source).toBe('embedded');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(10);
    const first = body.items[0]!;
    expect(first.id.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(first.snippet.thumbnails.high.url).toMatch(/^\/media\/images\//);
    expect(body.items.every((v) => longEnough(v.contentDetails.duration))).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    if (body.nextPageToken) {
      const next = await getJson<VideosResponse>(`/api/videos/news-room?pageToken=${body.nextPageToken}`);
      expect(next.body.items[0]?.id.videoId).not.toBe(first.id.videoId);
    }
  });

  it('answers 404 for an unknown channel or a malformed token', async () => {
    expect((await call('/api/videos/cooking')).status).toBe(404);
    expect((await call('/api/videos/news-room?pageToken=%3Cscript%3E')).status).toBe(404);
  });
});

describe('GET /api/weather', () => {
  it('converts kelvin to Celsius with two decimals', () => {
    expect(kelvinToCelsius(280.15)).toBe(7);
    expect(kelvinToCelsius(283.476)).toBe(10.33);
    expect(kelvinToCelsius(270.15)).toBe(-3);
  });

  it('answers Vancouver weather from the service with the key, and caches it', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ main: { temp: 281.5 }, weather: [{ icon: '10d', description: 'light rain' }] }),
      );
    const { res, body } = await getJson<WeatherResponse>('/api/weather', { WEATHER_API_KEY: 'wkey' });
    expect(res.status).toBe(200);
    expect(body).toEqual({ city: 'Vancouver', temperature: 8.35, icon: '10d', description: 'light rain' });
    const url = new URL(String(spy.mock.calls[0]![0]));
    expect(url.searchParams.get('q')).toBe('Vancouver,CA');
    expect(url.searchParams.get('appid')).toBe('wkey');
    expect((await call('/api/weather', undefined, { WEATHER_API_KEY: 'wkey' })).headers.get('x-cache')).toBe('HIT');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('is absent without a key, and a failure is logged and answered without a 500', async () => {
    expect((await call('/api/weather')).status).toBe(204);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 401 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await call('/api/weather', undefined, { WEATHER_API_KEY: 'bad' })).status).toBe(502);
    expect(log).toHaveBeenCalled();
  });
});

describe('GET /api/airing', () => {
  it('answers the show on air now (or off-air) and the next one', async () => {
    const { res, body } = await getJson<AiringResponse>('/api/airing');
    expect(res.status).toBe(200);
    expect(['live', 'off-air']).toContain(body.status);
    if (body.show)
      expect(body.show).toMatchObject({ name: expect.any(String), start: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(body.next).toMatchObject({ name: expect.any(String), day: expect.any(String) });
  });
});

describe('media routes', () => {
  it('answers Range requests for audio with 206 and a correct Content-Range, and 416 out of range', async () => {
    const full = await call('/media/audio/episode-a.mp3');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    const size = (await full.arrayBuffer()).byteLength;
    const part = await call('/media/audio/episode-a.mp3', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const bad = await call('/media/audio/episode-a.mp3', { headers: { range: `bytes=${size + 10}-` } });
    expect(bad.status).toBe(416);
    expect((await call('/media/audio/none.wav')).status).toBe(404);
    // The news clips stay WAV (only the episodes are podcasts).
    expect((await call('/media/audio/song-preview.wav')).headers.get('content-type')).toBe('audio/wav');
  });

  it('serves the demo live radio as a long seekable WAV, any range generated on demand', async () => {
    const part = await call('/media/live/hd2', { headers: { range: 'bytes=1000000-1000099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 1000000-1000099\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('starts the demo live radio with a WAV header and answers a bounded slice of what was asked', async () => {
    const res = await call('/media/live/fm', { headers: { range: 'bytes=0-' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(bytes.byteLength).toBe(512 * 1024);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-524287\/\d+$/);
  });
});
