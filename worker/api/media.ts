/**
 * The contract's media endpoints, answered by the worker in both modes:
 * GET /api/airing (the show on air now, from the schedule in Vancouver time),
 * GET /api/videos/{entertainment|news-room|lifestyle}?pageToken= (the channel listings),
 * GET /api/weather (Vancouver, from the weather service),
 * GET /api/now-playing/{fm|hd2} (the track on a live stream, worker/media/now-playing.ts), and its
 * push and history (./now-playing-push.ts: GET /api/now-playing/{fm|hd2}/socket, GET /api/history/{fm|hd2}).
 * Listings and weather are cached in KV like the rest of the contract; without a key the
 * listings come from the embedded originals and the weather is simply absent (204).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv, Env } from '../env';
import type { OriginalsResponse, ShowsResponse } from '../../shared/types/api';
import type { NowPlayingResponse, VideosResponse } from '../../shared/types/media';
import { cachedRoute, cacheOptions } from '../cache/route';
import { embeddedChannelVideos, originalsChannelVideos } from '../content/videos';
import { BadResponse, channelVideos } from '../integrations/youtube';
import { vancouverWeather } from '../integrations/weather';
import { notFound } from './params';
import { nowPlayingPushApi } from './now-playing-push';
import { demoTitle, upstreamNowPlaying } from '../media/now-playing';
import { upstreamOf } from '../media/stream-config';
import { isOriginalsChannel, type OriginalsChannel } from '../../shared/content-kinds';
import { airingAnswerAt } from '../../shared/format/airing-answer';
import { readFrom, requestBookmark } from '../db/session';

type MediaContext = Context<AppEnv>;
/** Answers a contract path in-process, through the same cache (worker/api/contract.ts). */
type Contract = (c: MediaContext, path: string) => Promise<Response>;

const channelIds = (env: Env): Record<OriginalsChannel, string | undefined> => ({
  entertainment: env.YOUTUBE_CHANNEL_ENTERTAINMENT,
  'news-room': env.YOUTUBE_CHANNEL_NEWS_ROOM,
  lifestyle: env.YOUTUBE_CHANNEL_LIFESTYLE,
});

async function airing(c: MediaContext, contract: Contract) {
  const res = await contract(c, '/api/shows');
  if (!res.ok) return c.json({ error: 'The schedule is unavailable', status: 502 }, 502);
  const { data: shows } = (await res.json()) as ShowsResponse;
  // Changes with the clock: browsers may reuse it for a minute, never longer.
  return c.json(airingAnswerAt(shows, Date.now()), 200, { 'cache-control': 'public, max-age=60' });
}

async function nowPlaying(c: MediaContext) {
  const stream = c.req.param('stream') as 'fm' | 'hd2';
  const upstream = upstreamOf(c.env, stream);
  const found: Pick<NowPlayingResponse, 'title' | 'source'> = upstream
    ? await upstreamNowPlaying(upstream, cacheOptions(c.env).timeoutMs, (p) => c.executionCtx.waitUntil(p))
    : { title: demoTitle(stream), source: 'demo' };
  // Kept at the edge by upstreamNowPlaying; a browser's copy would only add its age to the next poll's.
  return c.json<NowPlayingResponse>({ stream, ...found }, 200, { 'cache-control': 'no-store' });
}

/**
 * Without a platform key: the channel's originals, from the embedded tables, or in proxied mode
 * from the CMS's originals call (through the cache), since proxied mode leaves the tables empty.
 */
async function originalsVideos(c: MediaContext, contract: Contract, channel: string, token: string | undefined) {
  if (!c.env.BACKEND_URL) {
    // A D1 session near the worker, as for the rest of the contract (db/session.ts).
    return readFrom(c.env.DB, requestBookmark(c.req.raw.headers), async (db) =>
      Response.json({
        ...(await embeddedChannelVideos(db, channel, token)),
        source: 'embedded',
      } satisfies VideosResponse),
    );
  }
  const res = await contract(c, '/api/connectOriginals');
  if (!res.ok) throw new Error(`originals answered ${res.status}`);
  const originals = (await res.json()) as OriginalsResponse;
  return Response.json({
    ...originalsChannelVideos(originals, channel, token),
    source: 'embedded',
  } satisfies VideosResponse);
}

/** The channel's listing from the video platform; a failure is a 502 the cache keeps no copy of. */
async function platformVideos(key: string, channelId: string, token: string | undefined) {
  try {
    return Response.json({
      ...(await channelVideos(key, channelId, token)),
      source: 'platform',
    } satisfies VideosResponse);
  } catch (err) {
    // Spec §8: a 400+ answer is 'Bad response from server', logged; the page keeps its list.
    console.error('Error fetching data: ', err instanceof BadResponse ? `${err.message} (${err.status})` : String(err));
    return Response.json({ error: 'Bad response from server', status: 502 }, { status: 502 });
  }
}

async function videos(c: MediaContext, contract: Contract) {
  const channel = c.req.param('channel') ?? '';
  if (!isOriginalsChannel(channel)) return notFound(c, 'No such channel');
  const token = c.req.query('pageToken') || undefined;
  if (token !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(token)) return notFound(c, 'Bad page token');
  const key = c.env.YOUTUBE_API_KEY;
  const channelId = channelIds(c.env)[channel];
  return cachedRoute(c, async () =>
    key && channelId ? platformVideos(key, channelId, token) : originalsVideos(c, contract, channel, token),
  );
}

async function weather(c: MediaContext) {
  const key = c.env.WEATHER_API_KEY;
  // Not configured is not an error: 204, which browsers do not log as a failed load (a 404 would be).
  if (!key) return c.body(null, 204);
  return cachedRoute(c, async () => {
    try {
      return Response.json(await vancouverWeather(key));
    } catch (err) {
      console.error('weather unavailable', String(err));
      return Response.json({ error: 'Weather unavailable', status: 502 }, { status: 502 });
    }
  });
}

/**
 * Builds the media routes. `contract` answers a contract path in-process (the airing show reads
 * /api/shows through the same cache).
 */
export function mediaApi(contract: Contract) {
  const api = new Hono<AppEnv>();
  api.get('/airing', (c) => airing(c, contract));
  api.get('/now-playing/:stream{(?:fm|hd2)}', (c) => nowPlaying(c));
  api.route('/', nowPlayingPushApi);
  api.get('/videos/:channel', (c) => videos(c, contract));
  api.get('/weather', (c) => weather(c));
  return api;
}
