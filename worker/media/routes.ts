/**
 * Media the worker answers itself: audio files with Range support (seeking), and the demo live
 * streams. Everything else under /media is a static file served by the assets binding.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { methodNotAllowed, notFound } from '../api/params';
import { liveStreamResponse } from './live-stream';
import { rangeResponse } from './range';

export const mediaRoutes = new Hono<AppEnv>();

mediaRoutes.get('/live/:stream{fm|hd2}', (c) =>
  liveStreamResponse(c.req.param('stream') as 'fm' | 'hd2', c.req.header('range') ?? null),
);

mediaRoutes.get('/audio/:file{[a-z0-9-]+\\.wav}', async (c) => {
  const file = await c.env.ASSETS.fetch(new Request(new URL(`/media/audio/${c.req.param('file')}`, c.req.url)));
  if (!file.ok) return c.json({ error: 'No such audio file', status: 404 }, 404);
  return rangeResponse(await file.arrayBuffer(), c.req.header('range') ?? null, 'audio/wav');
});

mediaRoutes.get('*', (c) => notFound(c));
// Media is only read: any other method on a media address is a 405, not a 404.
mediaRoutes.all('*', (c) => methodNotAllowed(c, 'GET, HEAD'));
