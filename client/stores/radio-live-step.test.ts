import { describe, expect, it } from 'vitest';
import { type LiveEvent, liveStep } from './radio-live-step';
import { isStreamOn, type LiveState } from './radio-logic';
import { MAX_TRIES, UNAVAILABLE_AFTER } from './radio-reconnect';

/** A live state in the order the bar reads it; the connection is 'ok' unless named. */
function live(
  stream: LiveState['stream'],
  playing: boolean,
  offline: boolean,
  loading: boolean,
  connection: LiveState['connection'] = 'ok',
): LiveState {
  return { stream, playing, offline, loading, connection };
}

const idle = live(null, false, false, false);
const fmLoading = live('fm', true, false, true);
const fmPlaying = live('fm', true, false, false);
const fmWaiting = live('fm', false, true, true);
const fmPaused = live('fm', false, false, false);
const hd2Loading = live('hd2', true, false, true);

describe('liveStep', () => {
  it.each<[string, LiveState, LiveEvent, LiveState]>([
    [
      'play online: wanted and loading until audio starts',
      idle,
      { type: 'request', stream: 'fm', online: true },
      fmLoading,
    ],
    [
      'play offline: playback stops and the offline loader shows (spec §2)',
      idle,
      { type: 'request', stream: 'hd2', online: false },
      live('hd2', false, true, true),
    ],
    ['audio starts: loading ends', fmLoading, { type: 'start', stream: 'fm' }, fmPlaying],
    [
      'a stream that plays again after a drop-out is ok',
      live('fm', true, false, true, 'reconnecting'),
      { type: 'start', stream: 'fm' },
      fmPlaying,
    ],
    ['losing the connection while playing stops and waits', fmPlaying, { type: 'offline' }, fmWaiting],
    ['losing it while loading, too', fmLoading, { type: 'offline' }, fmWaiting],
    [
      'back online resumes the stream that was asked for',
      live('hd2', false, true, true),
      { type: 'online' },
      hd2Loading,
    ],
    ['pause keeps the stream but stops everything else', fmWaiting, { type: 'pause' }, fmPaused],
    ['a failure shows the stream paused', hd2Loading, { type: 'fail' }, live('hd2', false, false, false)],
    [
      'a drop-out: reconnecting',
      fmPlaying,
      { type: 'reconnect', failed: 0 },
      live('fm', true, false, true, 'reconnecting'),
    ],
    [
      'still reconnecting just before the bar gives the stream up as unavailable',
      fmPlaying,
      { type: 'reconnect', failed: UNAVAILABLE_AFTER - 1 },
      live('fm', true, false, true, 'reconnecting'),
    ],
    [
      'unavailable after a few failed tries, while still trying',
      fmPlaying,
      { type: 'reconnect', failed: UNAVAILABLE_AFTER },
      live('fm', true, false, true, 'unavailable'),
    ],
    [
      'no try left: stopped and unavailable',
      live('fm', true, false, true, 'unavailable'),
      { type: 'give-up' },
      live('fm', false, false, false, 'unavailable'),
    ],
  ])('%s', (_, from, event, to) => {
    expect(liveStep(from, event)).toEqual(to);
  });

  it.each<[string, LiveState, LiveEvent]>([
    ['a late start of the other stream', hd2Loading, { type: 'start', stream: 'fm' }],
    ['a late start of a paused stream', fmPaused, { type: 'start', stream: 'fm' }],
    ['an idle bar going offline', idle, { type: 'offline' }],
    ['a paused stream going offline', fmPaused, { type: 'offline' }],
    ['an idle bar coming back online', idle, { type: 'online' }],
    ['a playing stream coming back online', fmLoading, { type: 'online' }],
  ])('%s changes nothing', (_, from, event) => {
    expect(liveStep(from, event)).toBe(from);
  });

  it('a stream is "on" while playing, starting, reconnecting or waiting, so its button stops it', () => {
    const reconnecting = liveStep(fmPlaying, { type: 'reconnect', failed: 0 });
    for (const on of [fmLoading, fmPlaying, fmWaiting, reconnecting]) expect(isStreamOn(on, 'fm')).toBe(true);
    expect(isStreamOn(fmLoading, 'hd2')).toBe(false);
    // Paused or given up, its button plays again.
    expect(isStreamOn(fmPaused, 'fm')).toBe(false);
    expect(isStreamOn(liveStep(reconnecting, { type: 'give-up' }), 'fm')).toBe(false);
  });

  it('says "unavailable" while tries are still left', () => {
    expect(UNAVAILABLE_AFTER).toBeLessThan(MAX_TRIES);
  });
});
