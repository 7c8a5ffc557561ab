import { describe, expect, it } from 'vitest';
import { frameLang, frameSrc } from './embed-frame';

describe('frameSrc', () => {
  it("points at the script's own origin, whatever page holds the tag", () => {
    expect(frameSrc('https://radio.example/embed.js', {})).toBe('https://radio.example/embed/radio');
    expect(frameSrc('http://127.0.0.1:8933/embed.js?v=2', { stream: 'hd2', lang: 'pa' })).toBe(
      'http://127.0.0.1:8933/embed/radio?stream=hd2&lang=pa',
    );
  });

  it("passes a wrong value on, so the frame's message names it", () => {
    expect(frameSrc('https://radio.example/embed.js', { stream: ' am ', lang: '' })).toBe(
      'https://radio.example/embed/radio?stream=am',
    );
  });

  it('encodes what it passes', () => {
    expect(frameSrc('https://radio.example/embed.js', { stream: 'a&b=c' })).toBe(
      'https://radio.example/embed/radio?stream=a%26b%3Dc',
    );
  });
});

describe('frameLang', () => {
  it('is Punjabi only when the tag says pa', () => {
    expect(frameLang('pa')).toBe('pa');
    expect(frameLang(undefined)).toBe('en');
    expect(frameLang('fr')).toBe('en');
  });
});
