import { describe, expect, it } from 'vitest';
import { freshUrl, isStalled, reconnectDelayMs, STALL_MS, trackProgress } from './radio-reconnect';

describe('drop-out recovery', () => {
  it('waits 1, 2, 4, … seconds between tries, never more than 30', () => {
    expect(Array.from({ length: 8 }, (_, i) => reconnectDelayMs(i) / 1000)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('counts a stall only after STALL_MS without the audio moving forward', () => {
    let p = { position: 10, at: 0 };
    p = trackProgress(p, 11, 1000);
    expect(p).toEqual({ position: 11, at: 1000 });
    p = trackProgress(p, 11.01, 2000); // jitter is not progress
    p = trackProgress(p, 3, 3000); // nor going back
    expect(p).toEqual({ position: 11, at: 1000 });
    expect(isStalled(p, 1000 + STALL_MS - 1)).toBe(false);
    expect(isStalled(p, 1000 + STALL_MS)).toBe(true);
    expect(isStalled(p, 3000, 2000)).toBe(true);
  });

  it('asks a fresh URL each try', () => {
    expect(freshUrl('/media/live/fm', 5)).toBe('/media/live/fm?t=5');
    expect(freshUrl('https://ice.example/fm.mp3?key=1', 6)).toBe('https://ice.example/fm.mp3?key=1&t=6');
  });
});
