/**
 * The track on the live stream now: GET /api/now-playing/{stream} when a stream starts playing
 * and every NOW_PLAYING_POLL_MS while it plays, never while the bar is idle (a visitor who does
 * not listen costs no requests). The worker keeps each title for ten seconds at the edge, so a
 * song change shows within about twenty.
 */
import type { NowPlayingResponse } from '../../../shared/types/media';
import type { StreamId } from '../../stores/radio-logic';
import { usePolledApi } from './usePolledApi';

const NOW_PLAYING_POLL_MS = 10_000;

/** The title ('Artist - Title') of `stream` while `listening`, else null. */
export function useNowPlaying(stream: StreamId | null, listening: boolean): string | null {
  const now = usePolledApi<NowPlayingResponse>(
    stream && listening ? `/api/now-playing/${stream}` : null,
    NOW_PLAYING_POLL_MS,
  );
  return listening && now?.stream === stream ? now.title : null;
}
