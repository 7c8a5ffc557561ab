/**
 * What is playing now on a live stream ("Artist - Title"), for GET /api/now-playing/{fm|hd2}.
 * From the stream's Icecast status JSON when its server has one, else from the ICY metadata in
 * the stream itself; the demo streams have demo titles that change with the clock. A title is
 * kept for NOW_PLAYING_TTL_SECONDS at the edge (the Cache API of the data centre, shared by its
 * isolates) and shared by concurrent requests in an isolate, so listeners polling never multiply
 * the requests to the station's server.
 */
import type { NowPlayingResponse } from '../../shared/types/media';
import { statusUrlOf, titleFromStatus } from './icecast-status';
import { readIcyTitle } from './icy';
import type { LiveStreamId } from './stream-config';

/** Seconds a title is reused: a song change shows within this, plus the bar's polling interval. */
const NOW_PLAYING_TTL_SECONDS = 10;
/** Reading in-stream metadata: long enough to get past the connect burst, short enough for an API call. */
const ICY_BUDGET = { ms: 2500, bytes: 256 * 1024 };

export type Found = Pick<NowPlayingResponse, 'title' | 'source'>;

/** Demo "tracks", one every three minutes, so a fresh checkout shows the feature. */
const DEMO_TITLES: Record<LiveStreamId, string[]> = {
  fm: [
    'Demo Ensemble - Morning Raga in G',
    'ਡੈਮੋ ਕਲਾਕਾਰ - ਸਵੇਰ ਦੀ ਧੁਨ',
    'The Test Tones - Pentatonic Drive',
    'ਰੇਡੀਓ 91.5 ਡੈਮੋ - ਪੰਜ ਸੁਰਾਂ',
  ],
  hd2: ['Demo Ensemble - Evening Bells in D', 'ਡੈਮੋ ਕਲਾਕਾਰ - ਸ਼ਾਮ ਦਾ ਗੀਤ', 'The Test Tones - Slow Steps'],
};
const DEMO_TRACK_MS = 3 * 60_000;

/** The demo stream's title at `now`. */
export function demoTitle(stream: LiveStreamId, now = Date.now()): string {
  const titles = DEMO_TITLES[stream];
  return titles[Math.floor(now / DEMO_TRACK_MS) % titles.length] as string;
}

/**
 * Asks the upstream server: its status JSON first, the stream's own metadata otherwise. Uncached:
 * the now-playing object (now-playing-hub.ts) calls it on each of its alarms.
 */
export async function fromUpstream(upstream: string, timeoutMs: number): Promise<Found> {
  try {
    const res = await fetch(statusUrlOf(upstream), { signal: AbortSignal.timeout(timeoutMs) });
    if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) {
      const status = titleFromStatus(await res.json(), upstream);
      if (status.found) return { title: status.title, source: 'status' };
    } else await res.body?.cancel();
  } catch {
    // No status page (Shoutcast, a relay, a CDN): the stream itself may carry the title.
  }
  try {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const res = await fetch(upstream, { headers: { 'icy-metadata': '1' }, signal: controller.signal }).finally(() =>
      clearTimeout(timer),
    );
    if (!res.ok) {
      await res.body?.cancel();
      return { title: null, source: 'none' };
    }
    if (!res.headers.get('icy-metaint')) {
      await res.body?.cancel();
      return { title: null, source: 'none' };
    }
    return { title: await readIcyTitle(res, ICY_BUDGET), source: 'icy' };
  } catch (err) {
    console.error('now playing: the stream could not be read', upstream, String(err));
    return { title: null, source: 'none' };
  }
}

/**
 * Lookups per upstream URL in this isolate, reused while fresh and shared while in flight: a
 * station-wide value, never request data. Covers hosts where the Cache API stores nothing.
 */
const recent = new Map<string, { at: number; found: Promise<Found> }>();

/** The edge cache's key for an upstream: the URL of the upstream itself under a private host. */
const cacheKey = (upstream: string) => `https://now-playing.invalid/${encodeURIComponent(upstream)}`;

/**
 * The title of `upstream`, from the edge cache when fresh, else looked up once (concurrent callers
 * share the lookup) and cached. `waitUntil` keeps the cache write alive after the answer.
 */
export async function upstreamNowPlaying(
  upstream: string,
  timeoutMs: number,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Found> {
  const mine = recent.get(upstream);
  if (mine && Date.now() - mine.at < NOW_PLAYING_TTL_SECONDS * 1000) return mine.found;
  const cache = await caches.open('now-playing');
  const hit = await cache.match(cacheKey(upstream));
  if (hit) return (await hit.json()) as Found;
  const found = fromUpstream(upstream, timeoutMs);
  recent.set(upstream, { at: Date.now(), found });
  const store = found.then((value) =>
    cache.put(
      cacheKey(upstream),
      Response.json(value, { headers: { 'cache-control': `max-age=${NOW_PLAYING_TTL_SECONDS}` } }),
    ),
  );
  waitUntil(store.catch((err) => console.error('now playing: cache write failed', String(err))));
  return found;
}
