/**
 * Media the worker answers itself: audio files with Range support (seeking), and the live
 * streams (./stream-config decides how each is reached): the station's, passed through from
 * STREAM_FM_URL / STREAM_HD2_URL when proxied, a redirect to it when it plays directly, or the
 * built-in demo streams when unset. Everything else under /media is a static file served by the
 * assets binding.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { methodNotAllowed, notFound } from '../api/params';
import { cacheOptions } from '../cache/route';
import { liveStreamResponse } from './live-stream';
import { rangeResponse } from './range';
import { streamRoute } from './stream-config';
import { proxyLiveStream } from './stream-proxy';

export const mediaRoutes = new Hono<AppEnv>();

// Hono answers HEAD with this GET route and drops the body; the proxy sees the HEAD and cancels
// the upstream at once. Query strings (the player's cache-busting `?t=` on reconnect) are ignored.
// A stream that plays directly is a redirect: a page cached before the switch, or a link someone
// kept, still plays, and the worker carries none of its audio (the page's media-src names the target).
mediaRoutes.get('/live/:stream{fm|hd2}', (c) => {
  const stream = c.req.param('stream') as 'fm' | 'hd2';
  const route = streamRoute(c.env, stream);
  if (route.kind === 'demo') return liveStreamResponse(stream, c.req.header('range') ?? null);
  if (route.kind === 'direct')
    return new Response(null, { status: 302, headers: { location: route.url, 'cache-control': 'no-store' } });
  return proxyLiveStream(route.upstream, c.req.raw, cacheOptions(c.env).timeoutMs);
});

// The data saver's low-bitrate copy (STREAM_*_LOW_URL) by the same rules; without one, the main stream.
mediaRoutes.get('/live/:stream{fm|hd2}/low', (c) => {
  const stream = c.req.param('stream') as 'fm' | 'hd2';
  const route = streamRoute(c.env, stream, 'low');
  if (route.kind === 'demo') return c.redirect(`/media/live/${stream}`, 302);
  if (route.kind === 'direct')
    return new Response(null, { status: 302, headers: { location: route.url, 'cache-control': 'no-store' } });
  return proxyLiveStream(route.upstream, c.req.raw, cacheOptions(c.env).timeoutMs);
});

// The demo's clips are WAV; the episodes, which podcast apps download, MP3 (scripts/media/mp3.ts).
mediaRoutes.get('/audio/:file{[a-z0-9-]+\\.(?:wav|mp3)}', async (c) => {
  const name = c.req.param('file');
  const file = await c.env.ASSETS.fetch(new Request(new URL(`/media/audio/${name}`, c.req.url)));
  if (!file.ok) return c.json({ error: 'No such audio file', status: 404 }, 404);
  const type = name.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav';
  return rangeResponse(await file.arrayBuffer(), c.req.header('range') ?? null, type);
});

mediaRoutes.get('*', (c) => notFound(c));
// Media is only read: any other method on a media address is a 405, not a 404.
mediaRoutes.all('*', (c) => methodNotAllowed(c, 'GET, HEAD'));
