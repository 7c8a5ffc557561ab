import { describe, expect, it, vi } from 'vitest';
import {
  POPUP_DELAY_MS,
  POPUP_MAX_SHOWINGS,
  POPUP_STORAGE_KEY,
  type PopupClock,
  type PopupStorage,
  afterClose,
  afterSubscribe,
  mayShow,
  readPopupState,
  schedulePopup,
  writePopupState,
} from './popup-rules';

/** A Map-backed storage; `broken` makes every call throw, as a blocked localStorage does. */
function fakeStorage(initial?: string, broken = false): PopupStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(POPUP_STORAGE_KEY, initial);
  return {
    data,
    getItem: (key) => {
      if (broken) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (broken) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

/** A clock whose time moves only when told. */
function fakeClock(): PopupClock & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout(run, ms) {
      next += 1;
      timers.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
    pending: () => timers.size,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the saved popup state', () => {
  it('is fresh when nothing is saved', () => {
    expect(readPopupState(fakeStorage())).toEqual({ subscribed: false, timesToShow: 0 });
    expect(readPopupState(null)).toEqual({ subscribed: false, timesToShow: 0 });
  });

  it('reads what was written', () => {
    const storage = fakeStorage();
    writePopupState(storage, { subscribed: true, timesToShow: 3 });
    expect(storage.data.get(POPUP_STORAGE_KEY)).toBe('{"subscribed":true,"timesToShow":3}');
    expect(readPopupState(storage)).toEqual({ subscribed: true, timesToShow: 3 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '7'],
    ['wrong types', '{"subscribed":"yes","timesToShow":"4"}'],
    ['a negative count', '{"timesToShow":-2}'],
    ['an infinite count', '{"timesToShow":1e999}'],
  ])('reads as fresh when corrupt: %s', (_, raw) => {
    expect(readPopupState(fakeStorage(raw))).toEqual({ subscribed: false, timesToShow: 0 });
  });

  it('keeps the readable half of a half-broken value', () => {
    expect(readPopupState(fakeStorage('{"subscribed":1,"timesToShow":2.9}'))).toEqual({
      subscribed: false,
      timesToShow: 2,
    });
  });

  it('survives a storage that throws on every call', () => {
    const storage = fakeStorage(undefined, true);
    expect(readPopupState(storage)).toEqual({ subscribed: false, timesToShow: 0 });
    expect(() => writePopupState(storage, { subscribed: true, timesToShow: 1 })).not.toThrow();
  });
});

describe('the popup rules', () => {
  it('allow it until subscribed or closed five times', () => {
    let state = readPopupState(fakeStorage());
    for (let i = 0; i < POPUP_MAX_SHOWINGS; i++) {
      expect(mayShow(state)).toBe(true);
      state = afterClose(state);
    }
    expect(state.timesToShow).toBe(5);
    expect(mayShow(state)).toBe(false);
    expect(mayShow(afterSubscribe({ subscribed: false, timesToShow: 0 }))).toBe(false);
  });
});

describe('schedulePopup', () => {
  const setup = (saved?: string, flag = true) => {
    const storage = fakeStorage(saved);
    const clock = fakeClock();
    const open = vi.fn();
    const showPopup = vi.fn(async () => flag);
    const cancel = schedulePopup({ storage, clock, showPopup, open });
    return { storage, clock, open, showPopup, cancel };
  };

  it('opens ten seconds after load, not before', async () => {
    const { clock, open, showPopup } = setup();
    clock.advance(POPUP_DELAY_MS - 1);
    await flush();
    expect(showPopup).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    clock.advance(1);
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stays shut when showPopup is off', async () => {
    const { clock, open, showPopup } = setup(undefined, false);
    clock.advance(POPUP_DELAY_MS);
    await flush();
    expect(showPopup).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('sets no timer and asks nothing once subscribed or closed five times', async () => {
    for (const saved of ['{"subscribed":true,"timesToShow":0}', '{"subscribed":false,"timesToShow":5}']) {
      const { clock, open, showPopup } = setup(saved);
      expect(clock.pending()).toBe(0);
      clock.advance(POPUP_DELAY_MS);
      await flush();
      expect(showPopup).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    }
  });

  it('reads the state again when the delay ends (another tab may have subscribed)', async () => {
    const { storage, clock, open, showPopup } = setup();
    writePopupState(storage, { subscribed: true, timesToShow: 0 });
    clock.advance(POPUP_DELAY_MS);
    await flush();
    expect(showPopup).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing once cancelled (the page went away)', async () => {
    const { clock, open, cancel } = setup();
    cancel();
    clock.advance(POPUP_DELAY_MS);
    await flush();
    expect(open).not.toHaveBeenCalled();
  });

  it('treats a flag that cannot be read as off', async () => {
    const storage = fakeStorage();
    const clock = fakeClock();
    const open = vi.fn();
    schedulePopup({ storage, clock, open, showPopup: () => Promise.reject(new Error('offline')) });
    clock.advance(POPUP_DELAY_MS);
    await flush();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens with corrupt or unavailable storage, the page unharmed', async () => {
    const { clock, open } = setup('not json at all');
    clock.advance(POPUP_DELAY_MS);
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
