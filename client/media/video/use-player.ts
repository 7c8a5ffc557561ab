/**
 * Connects an embed iframe to the IFrame API once it is mounted: reports playing/paused, starts
 * playback when ready, and ticks the progress every second (spec §9 "video progress tick every
 * 1 s"). The API script is requested only after the embed answered (the host is reachable).
 * When it cannot load, the iframe still plays on its own (autoplay in its address), progress
 * stays unknown (null) and play/pause fall back to plain postMessage commands.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { progressPercent } from './rules';
import { loadYouTubeApi, postCommand, whenEmbedAnswers, YT_STATE, type YTPlayer } from './youtube-api';

const PROGRESS_TICK = 1000;

export interface PlayerControls {
  playing: boolean;
  /** 0–100, or null while unknown (API not loaded). */
  progress: number | null;
  play(): void;
  pause(): void;
}

/** `videoId` restarts the connection when the same slot shows another video (a new iframe). */
export function usePlayer(
  frameRef: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  videoId: string,
  onPlay?: () => void,
): PlayerControls {
  const playerRef = useRef<YTPlayer | null>(null);
  // The embed autoplays, so from the visitor's click on it counts as playing.
  const [playing, setPlaying] = useState(active);
  const [progress, setProgress] = useState<number | null>(null);
  const onPlayRef = useRef(onPlay);
  onPlayRef.current = onPlay;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video id is a new page in the iframe, whose API must be connected again.
  useEffect(() => {
    if (!active) return;
    setPlaying(true);
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const connect = () =>
      void loadYouTubeApi().then((YT) => {
        const frame = frameRef.current;
        if (cancelled || !YT || !frame) return;
        try {
          playerRef.current = new YT.Player(frame, {
            events: {
              onReady: (e) => {
                e.target.playVideo(); // "playback starts automatically when ready"
                timer = setInterval(() => {
                  const p = playerRef.current;
                  if (!p || typeof p.getCurrentTime !== 'function') return;
                  setProgress(progressPercent(p.getCurrentTime(), p.getDuration()));
                }, PROGRESS_TICK);
              },
              onStateChange: (e) => {
                if (e.data === YT_STATE.PLAYING) {
                  setPlaying(true);
                  onPlayRef.current?.();
                }
                if (e.data === YT_STATE.PAUSED || e.data === YT_STATE.ENDED) setPlaying(false);
              },
            },
          });
        } catch {
          // A broken or partial API script: the iframe keeps playing on its own, without progress.
          playerRef.current = null;
        }
      });
    // The API script is only requested once the embed has answered, i.e. the video host is
    // reachable: an unreachable host (offline, blocked, tests) then costs no failed script load.
    const stopWaiting = whenEmbedAnswers(frameRef, connect);
    return () => {
      cancelled = true;
      stopWaiting();
      clearInterval(timer);
      // No destroy(): it removes the iframe, which React owns and unmounts itself.
      playerRef.current = null;
      setProgress(null);
    };
  }, [active, frameRef, videoId]);

  const play = useCallback(() => {
    const p = playerRef.current;
    if (p && typeof p.playVideo === 'function') p.playVideo();
    else postCommand(frameRef.current, 'playVideo');
    setPlaying(true);
    onPlayRef.current?.();
  }, [frameRef]);

  const pause = useCallback(() => {
    const p = playerRef.current;
    if (p && typeof p.pauseVideo === 'function') p.pauseVideo();
    else postCommand(frameRef.current, 'pauseVideo');
    setPlaying(false);
  }, [frameRef]);

  return { playing, progress, play, pause };
}
