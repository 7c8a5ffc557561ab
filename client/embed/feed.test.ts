import { describe, expect, it } from 'vitest';
import { readPush, socketUrl } from '../media/radio/now-playing-socket';
import { showFrom, titleFrom } from './feed';

describe('socketUrl', () => {
  it("follows the page's scheme and host", () => {
    // The player's socket is the radio bar's (now-playing-socket.ts).
    expect(socketUrl('fm', { protocol: 'https:', host: 'radio.example' })).toBe(
      'wss://radio.example/api/now-playing/fm/socket',
    );
    expect(socketUrl('hd2', { protocol: 'http:', host: '127.0.0.1:8933' })).toBe(
      'ws://127.0.0.1:8933/api/now-playing/hd2/socket',
    );
  });
});

describe('titleFrom', () => {
  const push = { stream: 'fm', title: 'Artist - Song', source: 'icy', at: '2026-11-28T04:00:00Z' };

  it('reads a push and a poll answer alike', () => {
    expect(titleFrom(push, 'fm')).toBe('Artist - Song');
    expect(titleFrom({ stream: 'fm', title: ' Song ', source: 'status' }, 'fm')).toBe('Song');
  });

  it('says "no title" for null or blank', () => {
    expect(titleFrom({ ...push, title: null }, 'fm')).toBeNull();
    expect(titleFrom({ ...push, title: '   ' }, 'fm')).toBeNull();
  });

  it("ignores another stream's message and anything else", () => {
    expect(titleFrom(push, 'hd2')).toBeUndefined();
    expect(titleFrom({ stream: 'fm', title: 3 }, 'fm')).toBeUndefined();
    expect(titleFrom('Song', 'fm')).toBeUndefined();
    expect(titleFrom(null, 'fm')).toBeUndefined();
  });
});

describe("a socket message (readPush, the radio bar's)", () => {
  it('parses JSON text and nothing else', () => {
    const push = { stream: 'fm', title: 'A', source: 'icy', at: '2026-11-28T04:00:00Z' };
    expect(readPush(JSON.stringify(push), 'fm')).toEqual(push);
    expect(readPush('not json', 'fm')).toBeNull();
    expect(readPush(new ArrayBuffer(2), 'fm')).toBeNull();
  });
});

describe('showFrom', () => {
  const airing = { show: { name: 'Morning Show', namePa: 'ਸਵੇਰ ਦਾ ਸ਼ੋਅ' }, status: 'live', next: null };

  it('names the show in the language asked for', () => {
    expect(showFrom(airing, 'en', 'OFF AIR')).toBe('Morning Show');
    expect(showFrom(airing, 'pa', 'OFF AIR')).toBe('ਸਵੇਰ ਦਾ ਸ਼ੋਅ');
    expect(showFrom({ show: { name: 'Only English' } }, 'pa', 'x')).toBe('Only English');
  });

  it('says off air when nothing is on, and nothing for another shape', () => {
    expect(showFrom({ show: null, status: 'off-air', next: null }, 'pa', 'ਪ੍ਰਸਾਰਣ ਬੰਦ')).toBe('ਪ੍ਰਸਾਰਣ ਬੰਦ');
    expect(showFrom({ error: 'x' }, 'en', 'OFF AIR')).toBeUndefined();
    expect(showFrom({ show: { name: 1 } }, 'en', 'OFF AIR')).toBeUndefined();
  });
});
