/**
 * howler against a fake <audio> element (workerd has none): when does an html5 sound start?
 * The first test pins the upstream behaviour that makes browser-audio.ts change howler; when it
 * fails, howler starts on 'canplay' by itself and the change (and this file) can go.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of HTMLAudioElement for howler's html5 path. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  src = '';
  preload = '';
  volume = 1;
  muted = false;
  loop = false;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  currentTime = 0;
  duration = Number.POSITIVE_INFINITY;
  readyState = 0;
  paused = true;
  error = null;
  /** Present, as in every current browser: howler then listens for 'canplaythrough'. */
  oncanplaythrough = null;
  plays = 0;

  constructor() {
    super();
    FakeAudio.made.push(this);
  }
  canPlayType(type: string): string {
    return type.startsWith('audio/wav') ? 'probably' : '';
  }
  load(): void {}
  play(): Promise<void> {
    if (this.src) this.plays++;
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }
  /** The browser has enough to start (`canplay`), or thinks it can play to the end (`canplaythrough`). */
  reach(event: 'canplay' | 'canplaythrough'): void {
    this.readyState = event === 'canplay' ? 3 : 4;
    this.dispatchEvent(new Event(event));
  }
}

const STREAM = '/media/live/fm';
const nodeOf = (src: string) => FakeAudio.made.find((a) => a.src === src);
/** Lets howler's promise callbacks and its events (emitted from a zero-delay timer) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** howler's module, evaluated afresh with the fake element in place. */
async function freshHowler(): Promise<typeof import('howler')> {
  const mod = await import('howler');
  return mod.Howl ? mod : (mod as unknown as { default: typeof mod }).default;
}

beforeEach(() => {
  vi.resetModules();
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
  // howler reads the page's protocol (mixed content) and writes itself onto window.
  vi.stubGlobal('window', { location: { protocol: 'https:' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('starting a live stream through howler (goldfire/howler.js#1072)', () => {
  it('howler by itself waits for canplaythrough, which a stream of unknown length may not fire for long', async () => {
    const { Howl } = await freshHowler();
    new Howl({ src: [STREAM], html5: true, format: ['wav'] }).play();
    const node = nodeOf(STREAM);
    node?.reach('canplay');
    await settle();
    // Fails once howler starts on 'canplay' itself: then drop adaptHowler in browser-audio.ts.
    expect(node?.plays).toBe(0);
    node?.reach('canplaythrough');
    await settle();
    expect(node?.plays).toBe(1);
  });

  it('the howler the radio loads starts as soon as the stream can play', async () => {
    const { createHowl } = await import('./browser-audio');
    const onPlay = vi.fn();
    const howl = await createHowl(STREAM, { onPlay, onEnd() {}, onError() {} }, ['wav']);
    howl.play();
    const node = nodeOf(STREAM);
    node?.reach('canplay');
    await settle();
    expect(node?.plays).toBe(1);
    expect(onPlay).toHaveBeenCalledOnce();
  });
});
