/**
 * The partners' player's pure steps (issue 28): what a push or a poll's answer says (the socket
 * itself is the radio bar's, client/media/radio/now-playing-socket.ts). Written for client/embed/player.ts, which must stay tiny and
 * so reads shapes by hand rather than through the schemas (shared/schemas/history.ts,
 * nowPlayingPush; shared/schemas/media.ts, nowPlayingAnswer and airingAnswer).
 */

import type { NowPlayingPush } from '../../shared/types/history';

export type StreamId = NowPlayingPush['stream'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The title a now-playing push or answer carries for `stream`: a string, null when the stream
 * names none, undefined when the message is not one (another stream's, or not that shape).
 */
export function titleFrom(message: unknown, stream: StreamId): NowPlayingPush['title'] | undefined {
  if (!isRecord(message) || message.stream !== stream) return undefined;
  // The push and the poll's answer (nowPlayingAnswer) share `stream` and `title`.
  const { title } = message as Partial<Record<keyof NowPlayingPush, unknown>>;
  if (title === null) return null;
  if (typeof title !== 'string') return undefined;
  return title.trim() || null;
}

/**
 * The show on air an /api/airing answer names, in `lang` (its Punjabi name when it has one);
 * `offAir` when none is; undefined when the answer is not that shape.
 */
export function showFrom(answer: unknown, lang: 'en' | 'pa', offAir: string): string | undefined {
  if (!isRecord(answer) || !('show' in answer)) return undefined;
  const { show } = answer;
  if (show === null) return offAir;
  if (!isRecord(show) || typeof show.name !== 'string') return undefined;
  return lang === 'pa' && typeof show.namePa === 'string' && show.namePa ? show.namePa : show.name;
}
