/**
 * Issue 28's two addresses on the now-playing object (worker/media/now-playing-hub.ts), one object
 * per stream: GET /api/now-playing/{fm|hd2}/socket, a WebSocket that gets the current title on
 * connect and every change after (shared/schemas/history.ts nowPlayingPush), and
 * GET /api/history/{fm|hd2}?at={ISO}&limit={n}, the titles that started at or before `at`, newest
 * first (historyAnswer). Both read the stream's config here, in the worker, and pass it on.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv, Env } from '../env';
import type { HistoryAnswer } from '../../shared/schemas/history';
import { cacheOptions } from '../cache/route';
import { hubRequest } from '../media/hub-request';
import { historyQuery } from '../media/played-history';
import { type LiveStreamId, upstreamOf } from '../media/stream-config';

/** Seconds a history answer may be reused: a title changes every few minutes, and the page asks again on demand. */
const HISTORY_MAX_AGE = 5;

const hubOf = (env: Env, stream: LiveStreamId) => env.NOW_PLAYING.get(env.NOW_PLAYING.idFromName(stream));

const streamOf = (c: Context<AppEnv>) => c.req.param('stream') as LiveStreamId;

async function socket(c: Context<AppEnv>) {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    return c.json(
      { error: 'This address is a WebSocket: connect with the header Upgrade: websocket', status: 426 },
      426,
      { upgrade: 'websocket' },
    );
  }
  const stream = streamOf(c);
  const config = { stream, upstream: upstreamOf(c.env, stream), timeoutMs: cacheOptions(c.env).timeoutMs };
  const res = await hubOf(c.env, stream).fetch(hubRequest(config));
  // A response of our own: the object's has immutable headers, which the headers middleware sets.
  return res.webSocket ? new Response(null, { status: 101, webSocket: res.webSocket }) : res;
}

async function history(c: Context<AppEnv>) {
  const query = historyQuery(c.req.query('at'), c.req.query('limit'));
  if ('error' in query) return c.json({ error: query.error, status: 400 }, 400);
  const stream = streamOf(c);
  const items = await hubOf(c.env, stream).history(query.at, query.limit);
  const answer: HistoryAnswer = { stream, at: query.at === null ? null : new Date(query.at).toISOString(), items };
  return c.json(answer, 200, { 'cache-control': `public, max-age=${HISTORY_MAX_AGE}` });
}

export const nowPlayingPushApi = new Hono<AppEnv>()
  .get('/now-playing/:stream{(?:fm|hd2)}/socket', socket)
  .get('/history/:stream{(?:fm|hd2)}', history);
