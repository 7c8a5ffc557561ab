import { describe, expect, it } from 'vitest';
import { isStreamOn, liveRequested, liveStarted, type LiveState } from './radio-logic';
import {
  freshUrl,
  isStalled,
  liveGaveUp,
  liveReconnecting,
  MAX_TRIES,
  reconnectDelayMs,
  STALL_MS,
  trackProgress,
  UNAVAILABLE_AFTER,
} from './radio-reconnect';

const playing: LiveState = liveStarted(liveRequested('fm', true), 'fm');

describe('drop-out recovery', () => {
  it('waits 1, 2, 4, … seconds between tries, never more than 30', () => {
    expect(Array.from({ length: 8 }, (_, i) => reconnectDelayMs(i) / 1000)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('says "reconnecting" for the first tries, then "unavailable" while still trying', () => {
    const first = liveReconnecting(playing, 0);
    expect(first).toEqual({ stream: 'fm', playing: true, offline: false, loading: true, connection: 'reconnecting' });
    // Still "on": pressing the stream's button stops the tries.
    expect(isStreamOn(first, 'fm')).toBe(true);
    expect(liveReconnecting(playing, UNAVAILABLE_AFTER - 1).connection).toBe('reconnecting');
    expect(liveReconnecting(playing, UNAVAILABLE_AFTER).connection).toBe('unavailable');
    expect(UNAVAILABLE_AFTER).toBeLessThan(MAX_TRIES);
  });

  it('gives up stopped and unavailable; the stream is no longer on, so its button plays again', () => {
    const gone = liveGaveUp(liveReconnecting(playing, MAX_TRIES));
    expect(gone).toEqual({ stream: 'fm', playing: false, offline: false, loading: false, connection: 'unavailable' });
    expect(isStreamOn(gone, 'fm')).toBe(false);
  });

  it('a stream that plays again is ok', () => {
    expect(liveStarted(liveReconnecting(playing, 3), 'fm').connection).toBe('ok');
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
