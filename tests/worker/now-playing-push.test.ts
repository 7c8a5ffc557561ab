/**
 * The now-playing object (worker/media/now-playing-hub.ts) in workerd: the socket's first message,
 * a change pushed by the alarm's read of a fake Icecast, the alarm stopping with the last socket,
 * the history it records (GET /api/history/{fm|hd2}: at, limit, bad input) and the seven-day
 * pruning, on a clock the test passes in.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  historyAnswer,
  type HistoryAnswer,
  nowPlayingPush,
  type NowPlayingPush,
  playedItem,
} from '../../shared/schemas/history';
import { demoTitle } from '../../worker/media/now-playing';
import type { NowPlayingHub } from '../../worker/media/now-playing-hub';
import { HISTORY_KEEP_MS } from '../../worker/media/played-history';
import { call, getJson, testEnv } from './helpers';

const UPSTREAM = 'http://status.example:8000/fm.mp3';
const DAY = 24 * 60 * 60 * 1000;

const hub = (stream: 'fm' | 'hd2') => testEnv.NOW_PLAYING.get(testEnv.NOW_PLAYING.idFromName(stream));

/** Empties an object between tests: its rows, its current title and its alarm (the sockets are closed by each test). */
async function reset(stream: 'fm' | 'hd2') {
  await runInDurableObject(hub(stream), async (_: NowPlayingHub, state) => {
    state.storage.sql.exec('DELETE FROM played');
    state.storage.kv.delete('current');
    await state.storage.deleteAlarm();
  });
}

/** A fake Icecast whose status JSON names `title.now`. */
function fakeIcecast(title: { now: string }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/status-json.xsl')) return new Response('no', { status: 404 });
    return Response.json({ icestats: { source: { listenurl: UPSTREAM, title: title.now } } });
  });
}

/** Opens the socket of `stream` (with `overrides` for the worker's vars) and collects its messages. */
async function connect(stream: 'fm' | 'hd2', overrides = {}) {
  const res = await call(`/api/now-playing/${stream}/socket`, { headers: { upgrade: 'websocket' } }, overrides);
  expect(res.status).toBe(101);
  const ws = res.webSocket as WebSocket;
  const messages: NowPlayingPush[] = [];
  ws.addEventListener('message', (e) => {
    messages.push(v.parse(nowPlayingPush, JSON.parse(e.data as string)));
  });
  ws.accept();
  const received = (n: number) =>
    vi.waitFor(() => {
      if (messages.length < n) throw new Error(`${messages.length} of ${n} messages`);
      return messages[n - 1] as NowPlayingPush;
    });
  return { ws, messages, received };
}

const alarmOf = (stream: 'fm' | 'hd2') =>
  runInDurableObject(hub(stream), (_: NowPlayingHub, s) => s.storage.getAlarm());

beforeEach(async () => {
  await reset('fm');
  await reset('hd2');
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/now-playing/{fm|hd2}/socket', () => {
  it('is a 426 with a clear JSON error without Upgrade: websocket', async () => {
    const { res, body } = await getJson<{ error: string; status: number }>('/api/now-playing/fm/socket');
    expect(res.status).toBe(426);
    expect(res.headers.get('upgrade')).toBe('websocket');
    expect(body).toEqual({ status: 426, error: expect.stringMatching(/WebSocket/) });
  });

  it('sends the current title on connect (the demo stream when no URL is set) and starts the reads', async () => {
    const before = Date.now();
    const { ws, received } = await connect('hd2');
    const first = await received(1);
    expect(first).toMatchObject({ stream: 'hd2', source: 'demo' });
    expect([demoTitle('hd2', before), demoTitle('hd2')]).toContain(first.title);
    expect(await alarmOf('hd2')).not.toBeNull();
    ws.close(1000, 'done');
  });

  it('pushes a change read by the alarm, records it, and sets no alarm once nobody listens', async () => {
    const title = { now: 'ਕਲਾਕਾਰ - ਪਹਿਲਾ ਗੀਤ' };
    fakeIcecast(title);
    const { ws, messages, received } = await connect('fm', { STREAM_FM_URL: UPSTREAM });
    expect(await received(1)).toMatchObject({ stream: 'fm', title: 'ਕਲਾਕਾਰ - ਪਹਿਲਾ ਗੀਤ', source: 'status' });

    title.now = 'Artist - Second Song';
    expect(await runDurableObjectAlarm(hub('fm'))).toBe(true);
    expect(await received(2)).toMatchObject({ title: 'Artist - Second Song', source: 'status' });
    // Same title again: nothing sent, nothing recorded; the alarm is set again while the socket is open.
    expect(await runDurableObjectAlarm(hub('fm'))).toBe(true);
    expect(await alarmOf('fm')).not.toBeNull();
    expect(messages).toHaveLength(2);

    const { body } = await getJson<HistoryAnswer>('/api/history/fm');
    expect(body.items.map((i) => i.title)).toEqual(['Artist - Second Song', 'ਕਲਾਕਾਰ - ਪਹਿਲਾ ਗੀਤ']);

    ws.close(1000, 'bye');
    await vi.waitFor(async () => {
      // The pending alarm runs once more, finds no socket, and sets no next one.
      await runDurableObjectAlarm(hub('fm'));
      expect(await alarmOf('fm')).toBeNull();
    });
  });

  it('sets no alarm for a history read when nobody has connected', async () => {
    expect((await call('/api/history/hd2')).status).toBe(200);
    expect(await alarmOf('hd2')).toBeNull();
  });
});

describe('GET /api/history/{fm|hd2}', () => {
  // A day ago, on the minute: inside the seven days kept.
  const T = Math.floor((Date.now() - DAY) / 60_000) * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Five changes a minute apart, the first at T, through a connect (for the config) and test reads. */
  async function seed() {
    const { ws } = await connect('hd2');
    await runInDurableObject(hub('hd2'), async (obj: NowPlayingHub, state) => {
      state.storage.sql.exec('DELETE FROM played');
      state.storage.kv.delete('current');
      for (let i = 0; i < 5; i++) await obj.poll(T + i * 60_000, { title: `Song ${i}`, source: 'status' });
    });
    ws.close(1000, 'seeded');
  }

  it('lists the titles at or before `at`, newest first, `limit` of them, briefly cacheable', async () => {
    await seed();
    const { res, body } = await getJson<HistoryAnswer>(`/api/history/hd2?at=${iso(T + 150_000)}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(v.parse(historyAnswer, body)).toEqual({
      stream: 'hd2',
      at: iso(T + 150_000),
      items: [
        { title: 'Song 2', at: iso(T + 120_000) },
        { title: 'Song 1', at: iso(T + 60_000) },
      ],
    });
    // The time as a zone offset, and the default limit (20): all five up to that moment.
    const vancouver = iso(T + 10 * 60_000 - 8 * 60 * 60_000).replace('Z', '-08:00');
    const all = await getJson<HistoryAnswer>(`/api/history/hd2?at=${encodeURIComponent(vancouver)}`);
    expect(all.body.items.map((i) => i.title)).toEqual(['Song 4', 'Song 3', 'Song 2', 'Song 1', 'Song 0']);
    expect((await getJson<HistoryAnswer>('/api/history/hd2')).body.at).toBeNull();
  });

  it.each([
    ['at=yesterday', /at must be an ISO 8601 time/],
    ['at=2026-11-20', /at must be an ISO 8601 time/],
    ['at=2026-13-45T99:00:00Z', /at must be an ISO 8601 time/],
    ['limit=0', /limit must be a whole number from 1 to 100/],
    ['limit=101', /limit must be a whole number from 1 to 100/],
    ['limit=ten', /limit must be a whole number from 1 to 100/],
    ['limit=-1', /limit must be a whole number from 1 to 100/],
  ])('answers ?%s with a 400 that says what is wrong', async (query, message) => {
    const { res, body } = await getJson<{ error: string; status: number }>(`/api/history/fm?${query}`);
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 400, error: expect.stringMatching(message) });
  });

  it('is a 404 for another stream', async () => {
    expect((await call('/api/history/am')).status).toBe(404);
  });

  it('keeps seven days: older rows go with the next change, and are never listed meanwhile', async () => {
    const { ws } = await connect('fm');
    const now = Date.now();
    const rows = await runInDurableObject(hub('fm'), async (obj: NowPlayingHub, state) => {
      state.storage.sql.exec('DELETE FROM played');
      state.storage.kv.delete('current');
      await obj.poll(now - 8 * DAY, { title: 'Too old', source: 'status' });
      await obj.poll(now - HISTORY_KEEP_MS + 60_000, { title: 'Still kept', source: 'status' });
      // Nine days later the old row is still stored, but past the window: not listed.
      const listed = v.parse(v.array(playedItem), obj.history(null, 10, now)).map((i) => i.title);
      await obj.poll(now, { title: 'Now', source: 'status' });
      const stored = state.storage.sql.exec<{ title: string }>('SELECT title FROM played ORDER BY at').toArray();
      return { listed, stored: stored.map((r) => r.title) };
    });
    expect(rows.listed).toEqual(['Still kept']);
    expect(rows.stored).toEqual(['Still kept', 'Now']);
    ws.close(1000, 'done');
  });
});
