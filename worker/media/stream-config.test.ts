import { describe, expect, it } from 'vitest';
import { browserStreamUrl, mediaOrigins, upstreamOf } from './stream-config';

describe('stream configuration', () => {
  it('plays the demo streams when no URL is set, or a URL that is not http(s)', () => {
    expect(upstreamOf({}, 'fm')).toBeNull();
    expect(upstreamOf({ STREAM_FM_URL: '  ' }, 'fm')).toBeNull();
    expect(upstreamOf({ STREAM_FM_URL: 'ftp://x/a.mp3' }, 'fm')).toBeNull();
    expect(upstreamOf({ STREAM_HD2_URL: 'http://ice.example:8000/hd2.aac' }, 'hd2')).toBe(
      'http://ice.example:8000/hd2.aac',
    );
  });

  it('proxies by default: the browser plays the site path and media-src needs nothing more', () => {
    const env = { STREAM_FM_URL: 'https://ice.example/fm.mp3', STREAM_HD2_URL: 'http://ice.example:8000/hd2.aac' };
    expect(browserStreamUrl(env, 'fm')).toBe('/media/live/fm');
    expect(browserStreamUrl(env, 'hd2')).toBe('/media/live/hd2');
    expect(mediaOrigins(env)).toEqual([]);
  });

  it('direct mode points the browser at https streams only, and lists exactly their origins', () => {
    const env = {
      STREAM_DIRECT: 'true',
      STREAM_FM_URL: 'https://ice.example:8443/fm.mp3',
      STREAM_HD2_URL: 'http://ice.example:8000/hd2.aac',
    };
    expect(browserStreamUrl(env, 'fm')).toBe('https://ice.example:8443/fm.mp3');
    expect(browserStreamUrl(env, 'hd2')).toBe('/media/live/hd2');
    expect(mediaOrigins(env)).toEqual(['https://ice.example:8443']);
  });

  it('adds MEDIA_ORIGINS as origins, dropping what is not one', () => {
    expect(mediaOrigins({ MEDIA_ORIGINS: ' https://files.example/path  nonsense http://cdn.example:81 ' })).toEqual([
      'https://files.example',
      'http://cdn.example:81',
    ]);
  });
});
