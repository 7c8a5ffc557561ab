import { describe, expect, it } from 'vitest';
import { parseMessage, showFrom, socketUrl, titleFrom } from './feed';

describe('socketUrl', () => {
  it("follows the page's scheme and host", () => {
    expect(socketUrl({ protocol: 'https:', host: 'radio.example' }, 'fm')).toBe(
      'wss://radio.example/api/now-playing/fm/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8933' }, 'hd2')).toBe(
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

describe('parseMessage', () => {
  it('parses JSON text and nothing else', () => {
    expect(parseMessage('{"a":1}')).toEqual({ a: 1 });
    expect(parseMessage('not json')).toBeUndefined();
    expect(parseMessage(new ArrayBuffer(2))).toBeUndefined();
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
