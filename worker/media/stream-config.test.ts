import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLowStreamUrl, browserStreamUrl, mediaOrigins, streamRoute, upstreamOf } from './stream-config';

const HTTPS = 'https://ice.example:8443/fm.mp3';
const HTTP = 'http://ice.example:8000/hd2.aac';

afterEach(() => vi.restoreAllMocks());

describe('stream configuration', () => {
  it('plays the demo streams when no URL is set, or a URL that is not http(s)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(upstreamOf({}, 'fm')).toBeNull();
    expect(upstreamOf({ STREAM_FM_URL: '  ' }, 'fm')).toBeNull();
    expect(upstreamOf({ STREAM_FM_URL: 'ftp://x/a.mp3' }, 'fm')).toBeNull();
    expect(streamRoute({ STREAM_FM_URL: 'ftp://x/a.mp3' }, 'fm')).toEqual({ kind: 'demo' });
    expect(browserStreamUrl({}, 'hd2')).toBe('/media/live/hd2');
    expect(upstreamOf({ STREAM_HD2_URL: HTTP }, 'hd2')).toBe(HTTP);
  });

  it('plays an https stream directly by default, and an http one through the worker', () => {
    const env = { STREAM_FM_URL: HTTPS, STREAM_HD2_URL: HTTP };
    expect(streamRoute(env, 'fm')).toEqual({ kind: 'direct', url: HTTPS });
    expect(streamRoute(env, 'hd2')).toEqual({ kind: 'proxied', upstream: HTTP, why: 'http' });
    expect(browserStreamUrl(env, 'fm')).toBe(HTTPS);
    expect(browserStreamUrl(env, 'hd2')).toBe('/media/live/hd2');
  });

  it('names exactly the origins of the direct streams in media-src, nothing for http ones', () => {
    expect(mediaOrigins({ STREAM_FM_URL: HTTPS, STREAM_HD2_URL: HTTP })).toEqual(['https://ice.example:8443']);
    expect(mediaOrigins({ STREAM_FM_URL: HTTPS, STREAM_HD2_URL: 'https://ice.example:8443/hd2.aac' })).toEqual([
      'https://ice.example:8443',
    ]);
    expect(mediaOrigins({ STREAM_FM_URL: 'https://a.example/fm', STREAM_HD2_URL: 'https://b.example/hd2' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(mediaOrigins({ STREAM_HD2_URL: HTTP })).toEqual([]);
    expect(mediaOrigins({})).toEqual([]);
  });

  it('sends every stream through the worker when the station opts in (STREAM_PROXY)', () => {
    for (const value of ['true', ' TRUE ']) {
      const env = { STREAM_PROXY: value, STREAM_FM_URL: HTTPS, STREAM_HD2_URL: HTTP };
      expect(streamRoute(env, 'fm')).toEqual({ kind: 'proxied', upstream: HTTPS, why: 'opted-in' });
      expect(browserStreamUrl(env, 'fm')).toBe('/media/live/fm');
      expect(mediaOrigins(env)).toEqual([]);
    }
    expect(streamRoute({ STREAM_PROXY: 'false', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe('direct');
  });

  it('still reads STREAM_DIRECT when STREAM_PROXY is empty: "false" proxies, "true" is the default', () => {
    expect(streamRoute({ STREAM_DIRECT: 'false', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe('proxied');
    expect(streamRoute({ STREAM_DIRECT: 'true', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe('direct');
    expect(streamRoute({ STREAM_DIRECT: '', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe('direct');
    // STREAM_PROXY, when set, decides.
    expect(streamRoute({ STREAM_PROXY: 'true', STREAM_DIRECT: 'true', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe(
      'proxied',
    );
    expect(streamRoute({ STREAM_PROXY: 'false', STREAM_DIRECT: 'false', STREAM_FM_URL: HTTPS }, 'fm').kind).toBe(
      'direct',
    );
  });

  it('ignores a setting that is neither "true" nor "false", once logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { STREAM_PROXY: 'yes please', STREAM_FM_URL: HTTPS };
    expect(streamRoute(env, 'fm').kind).toBe('direct');
    expect(streamRoute(env, 'fm').kind).toBe('direct');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('STREAM_PROXY');
  });

  it('adds MEDIA_ORIGINS as origins, dropping what is not one', () => {
    expect(mediaOrigins({ MEDIA_ORIGINS: ' https://files.example/path  nonsense http://cdn.example:81 ' })).toEqual([
      'https://files.example',
      'http://cdn.example:81',
    ]);
  });

  it('offers the data saver a low-bitrate copy only when configured, by the same rules', () => {
    const LOW_HTTPS = 'https://low.example/fm-32.aac';
    const LOW_HTTP = 'http://low.example:8000/hd2-32';
    expect(browserLowStreamUrl({ STREAM_FM_URL: HTTPS }, 'fm')).toBeNull();
    const env = { STREAM_FM_URL: HTTPS, STREAM_FM_LOW_URL: LOW_HTTPS, STREAM_HD2_LOW_URL: LOW_HTTP };
    expect(streamRoute(env, 'fm', 'low')).toEqual({ kind: 'direct', url: LOW_HTTPS });
    expect(browserLowStreamUrl(env, 'fm')).toBe(LOW_HTTPS);
    expect(streamRoute(env, 'hd2', 'low')).toEqual({ kind: 'proxied', upstream: LOW_HTTP, why: 'http' });
    expect(browserLowStreamUrl(env, 'hd2')).toBe('/media/live/hd2/low');
    expect(browserLowStreamUrl({ ...env, STREAM_PROXY: 'true' }, 'fm')).toBe('/media/live/fm/low');
    expect(mediaOrigins(env)).toContain('https://low.example');
    // The main stream is untouched by its copy.
    expect(browserStreamUrl(env, 'hd2')).toBe('/media/live/hd2');
  });
});
