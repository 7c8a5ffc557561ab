import { describe, expect, it } from 'vitest';
import {
  formatClock,
  MARQUEE_CROSSING_MS,
  MARQUEE_INTERVAL_MS,
  marqueeOptions,
  nextMarqueeIndex,
  OFFLINE_RECHECK_MS,
  PLAYER_CROSSING_MS,
  waitForOnline,
  type OnlineEnv,
} from './radio-logic';
import { radio, resetSound, setCondensed, showSoundPlayer, stopAllAudio } from './radio';

/** A fake browser: a manual clock for the interval and a list of 'online' listeners. */
function fakeEnv(online = false) {
  const state = {
    online,
    ms: 0,
    timers: [] as { fn: () => void; ms: number; at: number }[],
    listeners: new Set<() => void>(),
  };
  const env: OnlineEnv = {
    isOnline: () => state.online,
    setInterval: (fn, ms) => {
      const timer = { fn, ms, at: ms };
      state.timers.push(timer);
      return timer;
    },
    clearInterval: (handle) => {
      state.timers = state.timers.filter((t) => t !== handle);
    },
    addOnlineListener: (fn) => state.listeners.add(fn),
    removeOnlineListener: (fn) => state.listeners.delete(fn),
  };
  const advance = (ms: number) => {
    const end = state.ms + ms;
    for (;;) {
      const due = state.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      state.ms = due.at;
      due.at += due.ms;
      due.fn();
    }
    state.ms = end;
  };
  const fireOnline = () => {
    for (const fn of [...state.listeners]) fn();
  };
  return { env, state, advance, fireOnline };
}

describe('waitForOnline', () => {
  it('rechecks every 5 seconds and resumes once online', () => {
    const { env, state, advance } = fakeEnv();
    let resumed = 0;
    waitForOnline(env, () => resumed++);
    expect(state.timers[0]?.ms).toBe(OFFLINE_RECHECK_MS);
    advance(4999);
    advance(10000);
    expect(resumed).toBe(0);
    state.online = true;
    advance(5000);
    expect(resumed).toBe(1);
    advance(20000);
    expect(resumed).toBe(1);
    expect(state.timers).toHaveLength(0);
    expect(state.listeners.size).toBe(0);
  });

  it("resumes at once on the 'online' event, but only if really online", () => {
    const { env, state, fireOnline } = fakeEnv();
    let resumed = 0;
    waitForOnline(env, () => resumed++);
    fireOnline();
    expect(resumed).toBe(0);
    state.online = true;
    fireOnline();
    fireOnline();
    expect(resumed).toBe(1);
    expect(state.timers).toHaveLength(0);
  });

  it('cancelling stops the rechecks', () => {
    const { env, state, advance } = fakeEnv();
    let resumed = 0;
    const cancel = waitForOnline(env, () => resumed++);
    cancel();
    state.online = true;
    advance(60000);
    expect(resumed).toBe(0);
    expect(state.listeners.size).toBe(0);
  });
});

describe('marquee sequence', () => {
  it('uses the spec timings', () => {
    expect([MARQUEE_INTERVAL_MS, MARQUEE_CROSSING_MS, PLAYER_CROSSING_MS]).toEqual([2000, 8000, 10000]);
  });

  it('keeps up to 10 non-empty, distinct, trimmed options in order', () => {
    expect(marqueeOptions(['  Morning  Drive ', '', null, undefined, 'News', 'Morning Drive'])).toEqual([
      'Morning Drive',
      'News',
    ]);
    const many = Array.from({ length: 14 }, (_, i) => `Line ${i}`);
    expect(marqueeOptions(many)).toHaveLength(10);
    expect(marqueeOptions(many)[9]).toBe('Line 9');
  });

  it('answers the same lines the same way when asked again (kept per line)', () => {
    const lines = [' ਹਰ  ਘੰਟੇ\nਖ਼ਬਰਾਂ ', 'News'];
    expect(marqueeOptions(lines)).toEqual(['ਹਰ ਘੰਟੇ ਖ਼ਬਰਾਂ', 'News']);
    expect(marqueeOptions(lines)).toEqual(['ਹਰ ਘੰਟੇ ਖ਼ਬਰਾਂ', 'News']);
  });

  it('in order: cycles and wraps around', () => {
    const seen = [0];
    for (let i = 0; i < 5; i++) seen.push(nextMarqueeIndex(seen[seen.length - 1]!, 3, false));
    expect(seen).toEqual([0, 1, 2, 0, 1, 2]);
    expect(nextMarqueeIndex(0, 1, false)).toBe(0);
    expect(nextMarqueeIndex(0, 0, true)).toBe(0);
  });

  it('at random: always another option, every option reachable', () => {
    for (const r of [0, 0.2, 0.5, 0.99, 0.999999]) {
      for (let current = 0; current < 4; current++) {
        const next = nextMarqueeIndex(current, 4, true, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(4);
      }
    }
    const reached = new Set([0, 0.34, 0.67].map((r) => nextMarqueeIndex(0, 4, true, () => r)));
    expect(reached).toEqual(new Set([1, 2, 3]));
  });
});

describe('formatClock', () => {
  it('prints m:ss and h:mm:ss, and 0:00 for unknown lengths', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Infinity)).toBe('0:00');
  });
});

describe('store actions without audio', () => {
  it('the condensed flag and the sound player visibility', () => {
    setCondensed(true);
    expect(radio.condensed).toBe(true);
    setCondensed(false);
    radio.sound.info = {
      title: 'Episode',
      imgSrc: '/x.svg',
      url: '/media/audio/episode-a.wav',
      soundId: '1',
      playerId: 'p1',
    };
    radio.sound.visible = false;
    showSoundPlayer();
    expect(radio.sound.visible).toBe(true);
    resetSound();
    expect(radio.sound).toEqual({ info: null, playing: false, visible: false });
    showSoundPlayer();
    expect(radio.sound.visible).toBe(false);
  });

  it('stopAllAudio removes the sound player', () => {
    radio.sound.info = {
      title: 'Episode',
      imgSrc: '/x.svg',
      url: '/media/audio/episode-b.wav',
      soundId: '2',
      playerId: 'p2',
    };
    radio.sound.visible = true;
    stopAllAudio();
    expect(radio.sound.info).toBeNull();
    expect(radio.sound.visible).toBe(false);
  });
});
