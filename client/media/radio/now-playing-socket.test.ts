import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPush, type SocketLike, socketRetryMs, socketUrl, subscribeNowPlaying } from './now-playing-socket';

describe('socketRetryMs', () => {
  it('waits 1 s, then 2 s, and gives up after three connects without a message', () => {
    expect([0, 1, 2, 3, 4].map(socketRetryMs)).toEqual([1000, 1000, 2000, null, null]);
  });
});

describe('socketUrl', () => {
  it('is wss: on an https page, ws: on http, on the page’s own host', () => {
    expect(socketUrl('fm', { protocol: 'https:', host: 'radio.example' })).toBe(
      'wss://radio.example/api/now-playing/fm/socket',
    );
    expect(socketUrl('hd2', { protocol: 'http:', host: '127.0.0.1:8931' })).toBe(
      'ws://127.0.0.1:8931/api/now-playing/hd2/socket',
    );
  });
});

describe('readPush', () => {
  const push = { stream: 'fm', title: 'A - B', source: 'status', at: '2026-11-28T04:00:00.000Z' };
  it('takes a push for its stream, a null title included', () => {
    expect(readPush(JSON.stringify(push), 'fm')).toEqual(push);
    expect(readPush(JSON.stringify({ ...push, title: null }), 'fm')?.title).toBeNull();
  });
  it('ignores another stream, a pong, bad JSON and wrong shapes', () => {
    expect(readPush(JSON.stringify(push), 'hd2')).toBeNull();
    expect(readPush('pong', 'fm')).toBeNull();
    expect(readPush(JSON.stringify({ ...push, title: 5 }), 'fm')).toBeNull();
    expect(readPush(new ArrayBuffer(2), 'fm')).toBeNull();
  });
});

/** A socket the test drives: `message(data)`, `close()`; records what was sent. */
class FakeSocket {
  readyState = 1;
  sent: string[] = [];
  closed = false;
  private listeners: Record<string, ((e: { data?: unknown }) => void)[]> = {};
  addEventListener(type: string, fn: (e: { data?: unknown }) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const fn of this.listeners[type] ?? []) fn({ data });
  }
}

describe('subscribeNowPlaying', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const page = { protocol: 'https:', host: 'radio.example' };
  function rig() {
    const sockets: FakeSocket[] = [];
    const pushes: (string | null)[] = [];
    const onGiveUp = vi.fn();
    const stop = subscribeNowPlaying(
      'fm',
      { onPush: (p) => pushes.push(p.title), onGiveUp },
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as SocketLike;
      },
      page,
    );
    return { sockets, pushes, onGiveUp, stop };
  }
  const msg = (title: string) => JSON.stringify({ stream: 'fm', title, source: 'status', at: '2026-11-28T04:00:00Z' });

  it('hands on each push, reconnects after a close, and pings to keep the line open', () => {
    const { sockets, pushes, onGiveUp } = rig();
    sockets[0]?.emit('message', msg('A - One'));
    sockets[0]?.emit('message', msg('A - Two'));
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]?.sent).toEqual(['ping']);
    sockets[0]?.emit('close');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.emit('message', msg('A - Three'));
    expect(pushes).toEqual(['A - One', 'A - Two', 'A - Three']);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('gives up for polling after three connects that bring nothing', () => {
    const { sockets, onGiveUp } = rig();
    sockets[0]?.emit('close');
    vi.advanceTimersByTime(1000);
    sockets[1]?.emit('close');
    vi.advanceTimersByTime(2000);
    sockets[2]?.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('stops: closes the socket and opens no other', () => {
    const { sockets, stop } = rig();
    stop();
    expect(sockets[0]?.closed).toBe(true);
    sockets[0]?.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('stopped while still connecting: closes once open (the browser warns about closing a connecting socket)', () => {
    const { sockets, stop } = rig();
    const first = sockets[0] as FakeSocket;
    first.readyState = 0;
    stop();
    expect(first.closed).toBe(false);
    first.readyState = 1;
    first.emit('open');
    expect(first.closed).toBe(true);
    first.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
