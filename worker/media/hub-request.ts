/**
 * How the worker reaches a stream's NowPlayingHub (now-playing-hub.ts) and what it tells it: kept
 * apart from the class, so modules Node also loads (the fuzz, the scripts) import no
 * `cloudflare:workers` through it.
 */
import type { LiveStreamId } from './stream-config';

/** What the worker tells the object on each connect (the vars it reads are the worker's). */
export interface HubConfig {
  stream: LiveStreamId;
  /** The station's stream URL; null: the demo stream's titles. */
  upstream: string | null;
  timeoutMs: number;
}

/** The connect request's config, from its query (the worker builds it: hubRequest). */
export function configOf(url: URL): HubConfig | null {
  const stream = url.searchParams.get('stream');
  if (stream !== 'fm' && stream !== 'hd2') return null;
  const timeoutMs = Number(url.searchParams.get('timeout')) || 5000;
  return { stream, upstream: url.searchParams.get('upstream') || null, timeoutMs };
}

/** The object's address for a connect from the worker. */
export function hubRequest(config: HubConfig): Request {
  const url = new URL('https://now-playing.invalid/socket');
  url.search = new URLSearchParams({
    stream: config.stream,
    upstream: config.upstream ?? '',
    timeout: String(config.timeoutMs),
  }).toString();
  return new Request(url, { headers: { upgrade: 'websocket' } });
}
