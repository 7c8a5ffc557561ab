/**
 * Where the live streams come from and how the browser reaches them, from configuration
 * (README "The live streams" has the trade-off for operators):
 * - direct (the default for an https STREAM_FM_URL / STREAM_HD2_URL): the browser plays the
 *   station's own https URL, and the page's CSP names exactly that origin in media-src. The
 *   worker carries none of the audio: Cloudflare's CDN terms let it restrict a non-Enterprise
 *   account that serves "a disproportionate percentage of … audio files", every proxied listener
 *   is a request held open for hours, and a Workers runtime update ends open requests (after a
 *   grace of up to 20 minutes: developers.cloudflare.com/changelog/post/2026-10-12-longer-runtime-update-grace-period/,
 *   read 2026-11-27);
 * - proxied: the browser plays `/media/live/{fm|hd2}` on the site's own origin and the worker
 *   passes the stream through: always for a plain-http server (an https page may not load http
 *   audio), and for every stream when the station opts in with STREAM_PROXY = "true";
 * - demo (no URL, or one that is not http(s)): the worker's generated streams at the same paths.
 * STREAM_DIRECT, the opt-in to direct before it was the default, is still read when STREAM_PROXY
 * is empty: "true" is the default now, "false" keeps proxying.
 * A station may add a low-bitrate copy of each stream (STREAM_FM_LOW_URL, STREAM_HD2_LOW_URL) for
 * the data saver (issue 28): the same rules, at `/media/live/{fm|hd2}/low` when it is proxied.
 */
import type { Env } from '../env';

export type LiveStreamId = 'fm' | 'hd2';

type StreamEnv = Pick<
  Env,
  | 'STREAM_FM_URL'
  | 'STREAM_HD2_URL'
  | 'STREAM_FM_LOW_URL'
  | 'STREAM_HD2_LOW_URL'
  | 'STREAM_PROXY'
  | 'STREAM_DIRECT'
  | 'MEDIA_ORIGINS'
>;

/** The main stream, or its low-bitrate copy for the data saver. */
export type StreamQuality = 'main' | 'low';

/** The variable naming each stream's URL. */
const VARIABLES = {
  fm: { main: 'STREAM_FM_URL', low: 'STREAM_FM_LOW_URL' },
  hd2: { main: 'STREAM_HD2_URL', low: 'STREAM_HD2_LOW_URL' },
} as const satisfies Record<LiveStreamId, Record<StreamQuality, keyof StreamEnv>>;

/** How one stream reaches the browser. */
type StreamRoute =
  | { kind: 'demo' }
  | { kind: 'direct'; url: string }
  | { kind: 'proxied'; upstream: string; why: 'http' | 'opted-in' };

const warned = new Set<string>();

/** Logs a configuration mistake once per isolate: it is not something to log per listener. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(message);
}

/**
 * The configured upstream of a stream, or null: the demo stream (main), none (low). Only http(s)
 * URLs count.
 */
export function upstreamOf(env: StreamEnv, stream: LiveStreamId, quality: StreamQuality = 'main'): string | null {
  const name = VARIABLES[stream][quality];
  const raw = env[name]?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    /* reported below */
  }
  warnOnce(
    quality === 'low'
      ? `live stream ${stream}: ${name} is not an http(s) URL; the data saver plays the main stream`
      : `live stream ${stream}: ${name} is not an http(s) URL; the demo stream plays`,
  );
  return null;
}

/** "true" or "false" (any case, trimmed); null when empty or anything else (logged once). */
function flag(name: string, value: string | undefined): boolean | null {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === 'true' || v === 'false') return v === 'true';
  if (v) warnOnce(`${name} is "${value}", neither "true" nor "false": ignored`);
  return null;
}

/** The station asked for every stream to go through the worker (STREAM_PROXY, else STREAM_DIRECT = "false"). */
function proxyOptedIn(env: StreamEnv): boolean {
  const proxy = flag('STREAM_PROXY', env.STREAM_PROXY);
  if (proxy !== null) return proxy;
  return flag('STREAM_DIRECT', env.STREAM_DIRECT) === false;
}

/**
 * How `stream` reaches the browser: the pure decision the stream route, settings and CSP share.
 * An unset low stream is 'demo' too: browserStreamUrl offers none, and its address redirects to the main one.
 */
export function streamRoute(env: StreamEnv, stream: LiveStreamId, quality: StreamQuality = 'main'): StreamRoute {
  const upstream = upstreamOf(env, stream, quality);
  if (!upstream) return { kind: 'demo' };
  if (!upstream.startsWith('https:')) return { kind: 'proxied', upstream, why: 'http' };
  if (proxyOptedIn(env)) return { kind: 'proxied', upstream, why: 'opted-in' };
  return { kind: 'direct', url: upstream };
}

/** The URL the radio bar plays: the stream's own https URL when direct, else the site's path. */
export function browserStreamUrl(env: StreamEnv, stream: LiveStreamId): string {
  const route = streamRoute(env, stream);
  return route.kind === 'direct' ? route.url : `/media/live/${stream}`;
}

/** The URL the data saver plays (the same rules as the main stream), or null when none is configured. */
export function browserLowStreamUrl(env: StreamEnv, stream: LiveStreamId): string | null {
  const route = streamRoute(env, stream, 'low');
  if (route.kind === 'demo') return null;
  return route.kind === 'direct' ? route.url : `/media/live/${stream}/low`;
}

/**
 * Origins besides 'self' that pages may play media from (the CSP's media-src): the streams played
 * directly, and MEDIA_ORIGINS (space-separated, e.g. the CMS's file host for episode audio). The
 * player needs no connect-src for a direct stream: an <audio> element loads it (media-src), and
 * what is playing is asked of the worker (/api/now-playing), which asks the station's server.
 */
export function mediaOrigins(env: StreamEnv): string[] {
  const origins = new Set<string>();
  for (const stream of ['fm', 'hd2'] as const) {
    for (const quality of ['main', 'low'] as const) {
      const route = streamRoute(env, stream, quality);
      if (route.kind === 'direct') origins.add(new URL(route.url).origin);
    }
  }
  for (const entry of (env.MEDIA_ORIGINS ?? '').split(/\s+/)) {
    if (!/^https?:\/\//.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      /* not an origin: left out */
    }
  }
  return [...origins];
}
