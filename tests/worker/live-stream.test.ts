/**
 * The live stream route (/media/live/{fm|hd2}) as a proxy of the station's stream (or a redirect
 * to a stream that plays directly), the page's media-src, and GET /api/now-playing/{stream}. The upstream is a fake fetch whose body the test
 * feeds chunk by chunk, so "streamed, not buffered" is observable.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsResponse } from '../../shared/types/api';
import type { NowPlayingResponse } from '../../shared/types/media';
import { call, clearCache, getJson } from './helpers';

const UPSTREAM = 'http://icecast.example:8000/fm.mp3';
const proxied = { STREAM_FM_URL: UPSTREAM };

/** A live upstream body the test controls: push chunks, close, fail; records a cancel. */
function liveBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    body,
    state,
    push: (...bytes: number[]) => controller.enqueue(Uint8Array.from(bytes)),
    close: () => controller.close(),
    fail: () => controller.error(new Error('connection reset')),
  };
}

function fakeUpstream(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
}

const audio = (body: BodyInit | null, type = 'audio/mpeg', status = 200) =>
  new Response(body, { status, headers: { 'content-type': type } });

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

describe('the live stream route, proxying the station', () => {
  it('passes the stream through as it arrives: the first bytes before the upstream finishes', async () => {
    const up = liveBody();
    const spy = fakeUpstream(() => audio(up.body));
    up.push(1, 2, 3);
    const res = await call('/media/live/fm', { headers: { range: 'bytes=100-' } }, proxied);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A live stream cannot seek: the Range is neither forwarded nor answered.
    expect(res.headers.get('accept-ranges')).toBeNull();
    expect(res.headers.get('content-range')).toBeNull();
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(String(url)).toBe(UPSTREAM);
    expect(new Headers(init?.headers).get('range')).toBeNull();

    const reader = res.body!.getReader();
    expect([...((await reader.read()).value ?? [])]).toEqual([1, 2, 3]); // the upstream is still open
    up.push(4, 5);
    expect([...((await reader.read()).value ?? [])]).toEqual([4, 5]);
    up.close();
    expect((await reader.read()).done).toBe(true);
  });

  it("passes the upstream's content type (AAC, Ogg)", async () => {
    fakeUpstream(() => audio('aac', 'audio/aacp'));
    expect((await call('/media/live/hd2', undefined, { STREAM_HD2_URL: UPSTREAM })).headers.get('content-type')).toBe(
      'audio/aacp',
    );
    fakeUpstream(() => audio('ogg', 'application/ogg'));
    expect((await call('/media/live/fm', undefined, proxied)).headers.get('content-type')).toBe('application/ogg');
  });

  it('ends the answer when the upstream closes, and the next listener is served', async () => {
    const up = liveBody();
    fakeUpstream(() => audio(up.body));
    up.push(9, 9);
    up.close();
    const res = await call('/media/live/fm', undefined, proxied);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([9, 9]);

    const broken = liveBody();
    fakeUpstream(() => audio(broken.body));
    broken.push(7);
    const cut = await call('/media/live/fm', undefined, proxied);
    const reader = cut.body!.getReader();
    expect([...((await reader.read()).value ?? [])]).toEqual([7]);
    broken.fail();
    await expect(reader.read()).rejects.toThrow();

    fakeUpstream(() => audio('again'));
    expect(await (await call('/media/live/fm', undefined, proxied)).text()).toBe('again');
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('connection refused'))],
    ['a missing mount (404)', () => audio('Mount not found', 'text/html', 404)],
    ['an error page with 200', () => audio('<html>', 'text/html')],
  ])('answers 502 when the upstream is %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUpstream(answer);
    const res = await call('/media/live/fm', undefined, proxied);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The live stream is unavailable', status: 502 });
  });

  it('gives up on an upstream whose headers do not come within UPSTREAM_TIMEOUT_MS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const res = await call('/media/live/fm', undefined, { ...proxied, UPSTREAM_TIMEOUT_MS: '50' });
    expect(res.status).toBe(502);
  });

  it('answers HEAD with the headers only, and lets go of the upstream at once', async () => {
    const up = liveBody();
    fakeUpstream(() => audio(up.body));
    const res = await call('/media/live/fm', { method: 'HEAD' }, proxied);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(await res.text()).toBe('');
    expect(up.state.cancelled).toBe(true);
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await call('/media/live/fm', { method: 'POST' }, proxied);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the demo streams (no stream URL)', () => {
  it('still answer seekable WAV slices, without asking anyone', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await call('/media/live/fm?t=123', { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    expect(spy).not.toHaveBeenCalled();
    const head = await call('/media/live/hd2', { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(await head.text()).toBe('');
  });
});

describe('where the browser plays from, and the CSP', () => {
  const mediaSrc = async (overrides = {}) =>
    (await call('/about', undefined, overrides)).headers
      .get('content-security-policy')
      ?.split('; ')
      .find((d) => d.startsWith('media-src'));

  /** The stream addresses the page's state gives the radio bar (its `<audio>` sources). */
  async function pageStreams(overrides = {}) {
    const html = await (await call('/about', undefined, overrides)).text();
    const start = html.indexOf('>', html.indexOf('id="__STATE__"')) + 1;
    const state = JSON.parse(html.slice(start, html.indexOf('</script>', start))) as {
      settings: SettingsResponse;
    };
    return { fm: state.settings.streams.fm.url, hd2: state.settings.streams.hd2.url };
  }

  it('allows media from the site only when the streams are proxied (no blanket https:)', async () => {
    expect(await mediaSrc()).toBe("media-src 'self' data:");
    expect(await mediaSrc(proxied)).toBe("media-src 'self' data:");
    const { body } = await getJson<SettingsResponse>('/api/settings', proxied);
    expect(body.streams.fm.url).toBe('/media/live/fm');
  });

  it('plays an https stream directly by default: its exact origin in media-src, the route a redirect', async () => {
    const env = { STREAM_FM_URL: 'https://ice.example:8443/fm.mp3', STREAM_HD2_URL: UPSTREAM };
    expect(await mediaSrc(env)).toBe("media-src 'self' data: https://ice.example:8443");
    const { body } = await getJson<SettingsResponse>('/api/settings', env);
    expect(body.streams.fm.url).toBe('https://ice.example:8443/fm.mp3');
    expect(body.streams.hd2.url).toBe('/media/live/hd2');
    expect(await pageStreams(env)).toEqual({ fm: 'https://ice.example:8443/fm.mp3', hd2: '/media/live/hd2' });
    // A page cached before the switch still plays: the worker sends it on, and carries no audio.
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await call('/media/live/fm?t=1', undefined, env);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://ice.example:8443/fm.mp3');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(spy).not.toHaveBeenCalled();
  });

  it('proxies an https stream too when the station opts in (STREAM_PROXY)', async () => {
    const env = { STREAM_PROXY: 'true', STREAM_FM_URL: 'https://ice.example:8443/fm.mp3' };
    expect(await mediaSrc(env)).toBe("media-src 'self' data:");
    const { body } = await getJson<SettingsResponse>('/api/settings', env);
    expect(body.streams.fm.url).toBe('/media/live/fm');
    expect((await pageStreams(env)).fm).toBe('/media/live/fm');
    const spy = fakeUpstream(() => audio('mp3'));
    const res = await call('/media/live/fm', undefined, env);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe('mp3');
    expect(String(spy.mock.calls[0]?.[0])).toBe('https://ice.example:8443/fm.mp3');
  });
});

describe('GET /api/now-playing/{stream}', () => {
  /** A fake Icecast: the status JSON (or a 404) and the stream with ICY metadata every 16 bytes. */
  function fakeIcecast(status: unknown | null, icyTitle: string | null) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/status-json.xsl'))
        return status ? Response.json(status) : new Response('not found', { status: 404 });
      if (icyTitle === null) return audio(new Uint8Array(64));
      const text = new TextEncoder().encode(`StreamTitle='${icyTitle}';`);
      const block = new Uint8Array(Math.ceil(text.length / 16) * 16);
      block.set(text);
      const body = Uint8Array.from([...new Uint8Array(16).fill(0xff), block.length / 16, ...block]);
      return new Response(body, { headers: { 'content-type': 'audio/mpeg', 'icy-metaint': '16' } });
    });
  }

  it('gives the demo title of a demo stream', async () => {
    const { res, body } = await getJson<NowPlayingResponse>('/api/now-playing/hd2');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ stream: 'hd2', source: 'demo' });
    expect(body.title).toMatch(/ - /);
  });

  it("reads Icecast's status JSON, and reuses the answer for a few seconds", async () => {
    const url = 'http://status.example:8000/fm.mp3';
    const spy = fakeIcecast({ icestats: { source: { listenurl: url, title: 'ਕਲਾਕਾਰ - ਗੀਤ' } } }, null);
    const first = await getJson<NowPlayingResponse>('/api/now-playing/fm', { STREAM_FM_URL: url });
    expect(first.body).toEqual({ stream: 'fm', title: 'ਕਲਾਕਾਰ - ਗੀਤ', source: 'status' });
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    const again = await getJson<NowPlayingResponse>('/api/now-playing/fm', { STREAM_FM_URL: url });
    expect(again.body.title).toBe('ਕਲਾਕਾਰ - ਗੀਤ');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reads the ICY metadata of a stream whose server has no status JSON', async () => {
    const spy = fakeIcecast(null, 'Café Müller - Señorita');
    const { body } = await getJson<NowPlayingResponse>('/api/now-playing/fm', {
      STREAM_FM_URL: 'http://shoutcast.example:8000/',
    });
    expect(body).toEqual({ stream: 'fm', title: 'Café Müller - Señorita', source: 'icy' });
    expect(new Headers(spy.mock.calls[1]?.[1]?.headers).get('icy-metadata')).toBe('1');
  });

  it('is null for a stream without metadata', async () => {
    fakeIcecast(null, null);
    const { body } = await getJson<NowPlayingResponse>('/api/now-playing/fm', {
      STREAM_FM_URL: 'http://plain.example/stream',
    });
    expect(body).toEqual({ stream: 'fm', title: null, source: 'none' });
  });
});
