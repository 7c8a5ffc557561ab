/**
 * Icecast's status page as JSON (`/status-json.xsl` on the stream's server): the current title
 * of each mount, as the source last set it. Cheaper than opening the stream, and current (the
 * in-stream metadata starts with a burst of older audio).
 */
import { cleanTitle } from './icy';

interface IcecastSource {
  listenurl?: unknown;
  title?: unknown;
  artist?: unknown;
}

/** Where the status page of the server behind `streamUrl` is. */
export function statusUrlOf(streamUrl: string): string {
  return new URL('/status-json.xsl', streamUrl).href;
}

/**
 * The title of the mount `streamUrl` plays, from the status JSON: `{ found: false }` when the JSON
 * is not Icecast's or lists no such mount (then the stream itself is asked), else the cleaned
 * title or null. Mounts are matched by path, since `listenurl` names the server by its own
 * hostname, which may differ from the one configured here.
 */
export function titleFromStatus(
  json: unknown,
  streamUrl: string,
): { found: false } | { found: true; title: string | null } {
  const stats = (json as { icestats?: { source?: unknown } } | null)?.icestats;
  if (!stats || typeof stats !== 'object') return { found: false };
  // One mount is an object, several are an array.
  const sources = (Array.isArray(stats.source) ? stats.source : stats.source ? [stats.source] : []) as IcecastSource[];
  const path = new URL(streamUrl).pathname;
  const source = sources.find((s) => {
    if (typeof s?.listenurl !== 'string') return false;
    try {
      return new URL(s.listenurl).pathname === path;
    } catch {
      return false;
    }
  });
  if (!source) return { found: false };
  const title = typeof source.title === 'string' ? source.title : '';
  const artist = typeof source.artist === 'string' ? source.artist : '';
  // Ogg sources send artist and title apart; MP3 and AAC sources send 'Artist - Title' as the title.
  return { found: true, title: cleanTitle(artist && title ? `${artist} - ${title}` : title || artist) };
}
