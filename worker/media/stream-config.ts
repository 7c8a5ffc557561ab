/**
 * Where the live streams come from and how the browser reaches them, from configuration:
 * - proxied (the default): the browser plays `/media/live/{fm|hd2}` on the site's own origin and
 *   the worker passes the station's stream (STREAM_FM_URL, STREAM_HD2_URL, http or https)
 *   through, so plain-http Icecast servers work on an https site and the page's CSP allows media
 *   from 'self' only;
 * - direct (STREAM_DIRECT = "true"): the browser plays an https stream URL itself, and the CSP
 *   lists exactly that origin; http URLs stay proxied (a browser would block them as mixed content);
 * - unset URLs: the worker's generated demo streams at the same paths.
 */
import type { Env } from '../env';

export type LiveStreamId = 'fm' | 'hd2';

type StreamEnv = Pick<Env, 'STREAM_FM_URL' | 'STREAM_HD2_URL' | 'STREAM_DIRECT' | 'MEDIA_ORIGINS'>;

const warned = new Set<string>();

/** The configured upstream of a stream, or null for the demo stream. Only http(s) URLs count. */
export function upstreamOf(env: StreamEnv, stream: LiveStreamId): string | null {
  const raw = (stream === 'fm' ? env.STREAM_FM_URL : env.STREAM_HD2_URL)?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    /* reported below */
  }
  // Once per isolate: a bad value is a configuration mistake, not something to log per listener.
  if (!warned.has(raw)) {
    warned.add(raw);
    console.error(
      `live stream ${stream}: STREAM_${stream.toUpperCase()}_URL is not an http(s) URL; the demo stream plays`,
    );
  }
  return null;
}

/** The browser plays this stream straight from its https server (STREAM_DIRECT). */
function directUrl(env: StreamEnv, stream: LiveStreamId): string | null {
  if (env.STREAM_DIRECT?.trim().toLowerCase() !== 'true') return null;
  const upstream = upstreamOf(env, stream);
  return upstream?.startsWith('https:') ? upstream : null;
}

/** The URL the radio bar plays: the stream's own https URL in direct mode, else the site's path. */
export function browserStreamUrl(env: StreamEnv, stream: LiveStreamId): string {
  return directUrl(env, stream) ?? `/media/live/${stream}`;
}

/**
 * Origins besides 'self' that pages may play media from (the CSP's media-src): the streams played
 * directly, and MEDIA_ORIGINS (space-separated, e.g. the CMS's file host for episode audio).
 */
export function mediaOrigins(env: StreamEnv): string[] {
  const origins = new Set<string>();
  for (const stream of ['fm', 'hd2'] as const) {
    const direct = directUrl(env, stream);
    if (direct) origins.add(new URL(direct).origin);
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
