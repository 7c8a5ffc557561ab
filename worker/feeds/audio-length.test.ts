import { describe, expect, it } from 'vitest';
import { AUDIO_SIZES_PATH, audioSizes, enclosureLength, forgetAudioSizes, parseAudioSizes } from './audio-length';

/** Assets holding only the sizes list (or nothing); records what was asked. */
function fakeAssets(list: unknown) {
  const asked: string[] = [];
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(new Request(input).url).pathname;
      asked.push(path);
      return list === undefined ? new Response('no', { status: 404 }) : Response.json(list);
    },
  } as unknown as Fetcher;
  return { assets, asked };
}

describe('audio sizes', () => {
  it('reads the build list once per isolate, never the audio files', async () => {
    forgetAudioSizes();
    const a = fakeAssets({ '/media/audio/a.mp3': 1_000_411 });
    expect((await audioSizes(a.assets)).get('/media/audio/a.mp3')).toBe(1_000_411);
    await audioSizes(a.assets);
    expect(a.asked).toEqual([AUDIO_SIZES_PATH]);
  });

  it('answers an empty list when the build wrote none, and asks again next time', async () => {
    forgetAudioSizes();
    const a = fakeAssets(undefined);
    expect((await audioSizes(a.assets)).size).toBe(0);
    await audioSizes(a.assets);
    expect(a.asked).toHaveLength(2);
  });

  it('keeps only positive whole sizes of site paths', () => {
    const sizes = parseAudioSizes({ '/a.mp3': 10, '/b.mp3': -1, '/c.mp3': 1e300, 'https://x/d.mp3': 5, '/e.mp3': '9' });
    expect([...sizes]).toEqual([['/a.mp3', 10]]);
    expect(parseAudioSizes([1, 2]).size).toBe(0);
    expect(parseAudioSizes(null).size).toBe(0);
  });

  it('gives a listed length, null for a missing site file, 0 for another host', () => {
    const sizes = parseAudioSizes({ '/media/audio/a.mp3': 42 });
    expect(enclosureLength(sizes, '/media/audio/a.mp3')).toBe(42);
    expect(enclosureLength(sizes, '/media/audio/a.mp3?t=1')).toBe(42);
    expect(enclosureLength(sizes, '/media/audio/gone.mp3')).toBeNull();
    expect(enclosureLength(sizes, 'https://cms.example/a.mp3')).toBe(0);
    expect(enclosureLength(sizes, '//cms.example/a.mp3')).toBe(0);
  });
});
