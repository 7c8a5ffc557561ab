/**
 * The track on the live stream now, while a stream plays (never while the bar is idle: a visitor
 * who does not listen costs nothing). Pushed over the now-playing WebSocket
 * (./now-playing-socket.ts, loaded on the first play), so a song change shows within about a
 * second; where WebSocket is missing or the socket cannot be had, GET /api/now-playing/{stream}
 * every NOW_PLAYING_POLL_MS as before (the worker keeps each title ten seconds at the edge).
 */
import { useEffect, useState } from 'react';
import type { NowPlayingResponse } from '../../../shared/types/media';
import type { StreamId } from '../../stores/radio-logic';
import { usePolledApi } from './usePolledApi';

const NOW_PLAYING_POLL_MS = 10_000;

/** The pushed title of `stream` (undefined until the first push), and whether to poll instead. */
function usePushedTitle(stream: StreamId | null): { title: string | null | undefined; poll: boolean } {
  const [pushed, setPushed] = useState<{ stream: StreamId; title: string | null } | null>(null);
  const [poll, setPoll] = useState(() => typeof WebSocket === 'undefined');

  useEffect(() => {
    if (!stream || poll) return;
    let stop: (() => void) | null = null;
    let gone = false;
    import('./now-playing-socket').then(
      ({ subscribeNowPlaying }) => {
        if (gone) return;
        stop = subscribeNowPlaying(stream, {
          onPush: (push) => setPushed({ stream, title: push.title }),
          onGiveUp: () => setPoll(true),
        });
      },
      // The chunk did not load (offline, a deploy in between): polling still works.
      () => setPoll(true),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [stream, poll]);

  return { title: pushed && pushed.stream === stream ? pushed.title : undefined, poll };
}

/** The title ('Artist - Title') of `stream` while `listening`, else null. */
export function useNowPlaying(stream: StreamId | null, listening: boolean): string | null {
  const on = stream && listening ? stream : null;
  const pushed = usePushedTitle(on);
  const polled = usePolledApi<NowPlayingResponse>(
    on && pushed.poll ? `/api/now-playing/${on}` : null,
    NOW_PLAYING_POLL_MS,
  );
  if (!on) return null;
  if (!pushed.poll) return pushed.title ?? null;
  return polled?.stream === on ? polled.title : null;
}
