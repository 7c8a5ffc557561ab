/**
 * Now-playing pushed, not polled (issue 28): one Durable Object per live stream
 * (idFromName('fm' | 'hd2')), reached at GET /api/now-playing/{fm|hd2}/socket. Browser tabs hold a
 * WebSocket to it; while at least one is open an alarm reads the stream server every POLL_MS (the
 * same reads as GET /api/now-playing: now-playing.ts), and each change is recorded in the object's
 * own SQLite storage and sent to every socket. With no socket open no alarm is set: a stream nobody
 * listens to costs nothing, and records nothing.
 *
 * The sockets use the hibernation API (ctx.acceptWebSocket): the platform holds them, not this
 * instance, so the object may be evicted between alarms and the sockets survive; the browser's
 * keep-alive "ping" is answered by the platform (setWebSocketAutoResponse) without waking it.
 * Docs: "Use WebSockets" and "Durable Object State" (developers.cloudflare.com/durable-objects/).
 */
import { DurableObject } from 'cloudflare:workers';
import type { PlayedItem } from '../../shared/schemas/history';
import type { Env } from '../env';
import { demoTitle, type Found, fromUpstream } from './now-playing';
import { type Current, HISTORY_KEEP_MS, historyWindow, isChange, playedItemOf, pushOf } from './played-history';
import { configOf, type HubConfig } from './hub-request';

/**
 * Milliseconds between two reads while someone listens. A change waits for the next read: on
 * average half of this, at most all of it, plus the read (a few ms from Icecast's status JSON)
 * and the push. One second keeps the 95th percentile of "set on the server → shown on the page"
 * near 1 s, inside issue 28's 2 s; at 2 s the wait alone would be 1.9 s at the 95th percentile.
 */
const POLL_MS = 1000;
/** A server without status JSON is read through the stream itself, a listener connection each time: less often. */
const ICY_POLL_MS = 5000;

const CONFIG = 'config';
const CURRENT = 'current';

export class NowPlayingHub extends DurableObject<Env> {
  /** When the stream server was last read by this instance (a fresh instance reads at once). */
  private lastRead = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS played (at INTEGER NOT NULL, title TEXT NOT NULL)');
    ctx.storage.sql.exec('CREATE INDEX IF NOT EXISTS played_at ON played (at)');
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** A tab connects: accepted for hibernation, sent the current title, and the reads start if they had stopped. */
  override async fetch(request: Request): Promise<Response> {
    const config = configOf(new URL(request.url));
    if (!config || request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
      return Response.json({ error: 'Expected a WebSocket upgrade', status: 426 }, { status: 426 });
    const kept = this.ctx.storage.kv.get<HubConfig>(CONFIG);
    if (JSON.stringify(kept) !== JSON.stringify(config)) this.ctx.storage.kv.put(CONFIG, config);
    // Nobody was listening (no alarm ran), or a new instance: what is stored may be old, so read now.
    const fresh = Date.now() - this.lastRead < 2 * POLL_MS ? this.current() : null;
    const current = fresh ?? (await this.poll());
    // Accepted after the read, with no await between: a change the read found is sent once (below), not twice.
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify(pushOf(config.stream, current)));
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + POLL_MS);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Each read while someone listens; the last socket gone, no next alarm. */
  override async alarm(): Promise<void> {
    if (!this.listeners()) return;
    let found: Current | null = null;
    try {
      found = await this.poll();
    } catch (err) {
      console.error('now playing: the read failed', String(err));
    }
    if (this.listeners())
      await this.ctx.storage.setAlarm(Date.now() + (found?.source === 'icy' ? ICY_POLL_MS : POLL_MS));
  }

  /** Tabs only listen; anything they send but the auto-answered ping is ignored. */
  override webSocketMessage(): void {}

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      // 1005 and 1006 (no code, abnormal) may not be sent back.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed on this side.
    }
  }

  override webSocketError(ws: WebSocket, error: unknown): void {
    console.error('now playing: a socket failed', String(error));
    this.webSocketClose(ws, 1011, 'error');
  }

  /**
   * One read of the stream server (or `found`, a test's read) at `now`: a change is stored,
   * recorded in the history and sent to every socket. Returns the current title.
   */
  async poll(now = Date.now(), found?: Found): Promise<Current> {
    const config = this.ctx.storage.kv.get<HubConfig>(CONFIG);
    if (!config) throw new Error('now playing: polled before any connect');
    const read = found ?? (await this.read(config, now));
    this.lastRead = Date.now();
    const current = this.current();
    if (current && !isChange(current, read)) return current;
    const next: Current = { ...read, since: now };
    this.ctx.storage.kv.put(CURRENT, next);
    if (next.title !== null) this.record(next.title, now);
    const message = JSON.stringify(pushOf(config.stream, next));
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(message);
      } catch {
        // A socket closing meanwhile: its close handler runs next.
      }
    }
    return next;
  }

  /** The titles that started at or before `at` (null: now), newest first, at most `limit`, within the seven days kept. */
  history(at: number | null, limit: number, now = Date.now()): PlayedItem[] {
    const { from, to } = historyWindow(at, now);
    return this.ctx.storage.sql
      .exec<{ title: string; at: number }>(
        'SELECT title, at FROM played WHERE at >= ? AND at <= ? ORDER BY at DESC LIMIT ?',
        from,
        to,
        limit,
      )
      .toArray()
      .map(playedItemOf);
  }

  /** The title stored as current, or null before the first read. */
  private current(): Current | null {
    return this.ctx.storage.kv.get<Current>(CURRENT) ?? null;
  }

  /** Sockets still open (a closing one may still be listed). */
  private listeners(): number {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN).length;
  }

  private read(config: HubConfig, now: number): Promise<Found> {
    if (!config.upstream) return Promise.resolve({ title: demoTitle(config.stream, now), source: 'demo' });
    return fromUpstream(config.upstream, config.timeoutMs);
  }

  /** One row per change; rows past the seven days go at the same time (a change is minutes apart: cheap, indexed). */
  private record(title: string, now: number): void {
    this.ctx.storage.sql.exec('INSERT INTO played (at, title) VALUES (?, ?)', now, title);
    this.ctx.storage.sql.exec('DELETE FROM played WHERE at < ?', now - HISTORY_KEEP_MS);
  }
}
