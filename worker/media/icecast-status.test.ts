import { describe, expect, it } from 'vitest';
import { statusUrlOf, titleFromStatus } from './icecast-status';

/** Recorded from Icecast 2.4.4 with two mounts (trimmed to the fields read). */
const TWO_MOUNTS = {
  icestats: {
    server_id: 'Icecast 2.4.4',
    source: [
      { listenurl: 'http://127.0.0.1:18611/fm.mp3', server_type: 'audio/mpeg', title: 'Café Müller - Señorita' },
      { listenurl: 'http://127.0.0.1:18611/hd2.aac', server_type: 'audio/aac', title: 'AAC song' },
    ],
  },
};

describe('titleFromStatus', () => {
  it('finds a mount by path, whatever host the server calls itself', () => {
    expect(titleFromStatus(TWO_MOUNTS, 'http://radio.example:8000/hd2.aac')).toEqual({
      found: true,
      title: 'AAC song',
    });
    expect(titleFromStatus(TWO_MOUNTS, 'http://radio.example:8000/fm.mp3')).toEqual({
      found: true,
      title: 'Café Müller - Señorita',
    });
  });

  it('reads a single mount (an object, not a list), and Ogg-style artist and title', () => {
    const one = { icestats: { source: { listenurl: 'http://x/live.ogg', artist: 'ਕਲਾਕਾਰ', title: 'ਗੀਤ' } } };
    expect(titleFromStatus(one, 'https://x/live.ogg')).toEqual({ found: true, title: 'ਕਲਾਕਾਰ - ਗੀਤ' });
  });

  it('a mount without a title has none; Icecast numeric references are decoded', () => {
    const s = (title?: string) => ({ icestats: { source: { listenurl: 'http://x/a', ...(title ? { title } : {}) } } });
    expect(titleFromStatus(s(), 'http://x/a')).toEqual({ found: true, title: null });
    expect(titleFromStatus(s('Artist - &#2583;&#2624;&#2596;'), 'http://x/a')).toEqual({
      found: true,
      title: 'Artist - ਗੀਤ',
    });
  });

  it.each([
    ['another mount', TWO_MOUNTS, 'http://x/other.mp3'],
    ['no sources', { icestats: {} }, 'http://x/a'],
    ['not Icecast', { status: 'ok' }, 'http://x/a'],
    ['null', null, 'http://x/a'],
    ['a bad listenurl', { icestats: { source: [{ listenurl: 'not a url' }, 42] } }, 'http://x/a'],
  ])('is not found for %s', (_, json, url) => expect(titleFromStatus(json, url)).toEqual({ found: false }));

  it('asks the server of the stream', () => {
    expect(statusUrlOf('http://radio.example:8000/fm.mp3?x=1')).toBe('http://radio.example:8000/status-json.xsl');
  });
});
