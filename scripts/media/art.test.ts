import { describe, expect, it } from 'vitest';
import { mediaRefs, svgFor, WAV_RATE, wavFor, wavSeconds } from './art';

describe('generated demo media', () => {
  it('finds every image and audio path a bundle refers to, once each', () => {
    const refs = mediaRefs({
      a: '/media/images/bc/x.svg',
      b: ['/media/images/bc/x.svg', '/media/audio/clip-a.wav'],
      c: 'https://example.com/y.svg',
    });
    expect(refs).toEqual({ images: ['/media/images/bc/x.svg'], audio: ['/media/audio/clip-a.wav'] });
  });

  it('draws the same picture for the same path and a different one for another', () => {
    expect(svgFor('/media/images/bc/a.svg')).toBe(svgFor('/media/images/bc/a.svg'));
    expect(svgFor('/media/images/bc/a.svg')).not.toBe(svgFor('/media/images/bc/b.svg'));
    expect(svgFor('/media/images/hosts/a.svg')).toContain('viewBox="0 0 800 800"');
    // No words in the art: an English label would show on Punjabi pages.
    expect(svgFor('/media/images/bc/a.svg')).not.toContain('<text');
    expect(svgFor('/media/images/hosts/a.svg')).not.toContain('<text');
  });

  it('writes a playable PCM WAV exactly as long as asked, and reads its length back', () => {
    const wav = wavFor('/media/audio/a.wav', 2);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(view.getUint32(24, true)).toBe(WAV_RATE);
    expect(view.getUint16(34, true)).toBe(8);
    expect(wav.length).toBe(44 + WAV_RATE * 2);
    expect(wavSeconds(wav)).toBe(2);
    expect(wavSeconds(wavFor('/media/audio/a.wav', 271))).toBe(271);
    expect(wavSeconds(new TextEncoder().encode('not a wav file at all'))).toBeUndefined();
    expect(() => wavFor('/media/audio/a.wav', 1.5)).toThrow(/whole seconds/);
  });
});
