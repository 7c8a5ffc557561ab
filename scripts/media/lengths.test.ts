import { describe, expect, it } from 'vitest';
import { demoBundle } from '../../worker/db/seed/bundle';
import { mediaRefs, svgFor, wavFor, wavSeconds } from './art';
import { mediaFiles } from './files';
import { audioLengths } from './lengths';

describe('audioLengths', () => {
  it('takes each file length from the one duration stated beside it', () => {
    const lengths = audioLengths({
      posts: [{ audios: [{ url: '/media/audio/a.wav', duration: 30 }] }],
      episodes: [
        { soundLink: '/media/audio/b.wav', duration: 165 },
        { soundLink: '/media/audio/b.wav', duration: 165 },
      ],
      originalItems: [{ file: '/media/audio/c.wav', duration: 600 }],
    });
    expect([...lengths]).toEqual([
      ['/media/audio/a.wav', 30],
      ['/media/audio/b.wav', 165],
      ['/media/audio/c.wav', 600],
    ]);
  });

  it('fails when two items state different lengths for one file, or a file has none', () => {
    const twoLengths = {
      episodes: [
        { soundLink: '/media/audio/b.wav', duration: 165 },
        { soundLink: '/media/audio/b.wav', duration: 7074 },
      ],
    };
    expect(() => audioLengths(twoLengths)).toThrow(/b\.wav: .* states 165 s, .* states 7074 s/);
    expect(() => audioLengths({ audios: [{ url: '/media/audio/a.wav' }] })).toThrow(/states no whole duration/);
    expect(() => audioLengths({ body: '<audio src="/media/audio/a.wav">' })).toThrow(/a\.wav has no stated duration/);
  });

  it('gives every audio file of the demo content one length, a few minutes at most, under 25 MB in all', () => {
    const bundle = demoBundle(new Date('2026-11-23T12:00:00Z'));
    const lengths = audioLengths(bundle);
    expect([...lengths.keys()]).toEqual(mediaRefs(bundle).audio);
    for (const [path, seconds] of lengths) expect(seconds, path).toBeLessThanOrEqual(600);
    const bytes = [...lengths.values()].reduce((sum, s) => sum + 44 + s * 8000, 0);
    expect(bytes).toBeLessThan(25_000_000);
    // Every episode is a Show Highlights clip whose stated duration is its file's length.
    for (const e of bundle.episodes ?? []) expect(e.duration, e.slug).toBe(lengths.get(e.soundLink ?? ''));
  });
});

describe('mediaFiles', () => {
  it('makes each audio file at its stated length and finds a file of another length stale', () => {
    const bundle = { episodes: [{ soundLink: '/media/audio/x.wav', duration: 3, image: '/media/images/hosts/x.svg' }] };
    const files = mediaFiles(bundle);
    expect(files.map((f) => f.path)).toEqual(['/media/images/hosts/x.svg', '/media/audio/x.wav']);
    const [image, audio] = files;
    const wav = audio?.bytes() as Uint8Array;
    expect(wavSeconds(wav)).toBe(3);
    expect(audio?.current(wav)).toBe(true);
    expect(audio?.current(wavFor('/media/audio/x.wav', 12))).toBe(false);
    expect(image?.current(new TextEncoder().encode(svgFor('/media/images/hosts/x.svg')))).toBe(true);
    expect(image?.current(new TextEncoder().encode('<svg>an older drawing</svg>'))).toBe(false);
  });
});
