import { describe, expect, it } from 'vitest';
import { mediaFiles } from './files';
import { mp3For } from './mp3';
import { mp3Seconds } from './mp3-frames';

describe('demo MP3s', () => {
  it('encodes a tune of the stated length, read back from its frames', () => {
    const mp3 = mp3For('/media/audio/x.mp3', 2);
    const seconds = mp3Seconds(mp3) ?? 0;
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(2.5);
    // The same path and length give the same bytes: the build's files are reproducible.
    expect(mp3For('/media/audio/x.mp3', 2)).toEqual(mp3);
  });

  it('reads no length from bytes that are not MP3 frames, after an ID3 tag or not', () => {
    expect(mp3Seconds(new TextEncoder().encode('not an mp3 at all'))).toBeUndefined();
    expect(mp3Seconds(new Uint8Array())).toBeUndefined();
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 2, 0, 0]);
    const frames = mp3For('/media/audio/y.mp3', 1);
    const tagged = new Uint8Array([...id3, ...frames]);
    expect(mp3Seconds(tagged)).toBe(mp3Seconds(frames));
  });

  it('keeps an episode MP3 of its stated length and finds one of another length stale', () => {
    const [audio] = mediaFiles({ episodes: [{ soundLink: '/media/audio/z.mp3', duration: 2 }] });
    expect(audio?.path).toBe('/media/audio/z.mp3');
    const bytes = audio?.bytes() as Uint8Array;
    expect(audio?.current(bytes)).toBe(true);
    expect(audio?.current(mp3For('/media/audio/z.mp3', 3))).toBe(false);
  });
});
