/**
 * The sound player's position and length, read from the one sound engine while it plays (every
 * TICK_MS) and once when it stops, so a seek made while stopped shows. Shared by the 'PLAYING NOW'
 * bar and the episode page's inline player, which show the same sound.
 */
import { useEffect, useState } from 'react';
import { soundProgress } from '../../stores/radio';

/** How often the position is read from the player while it plays. */
const TICK_MS = 250;

export interface SoundProgress {
  position: number;
  duration: number;
}

const NONE: SoundProgress = { position: 0, duration: 0 };

/**
 * `active`: whether the engine's sound is the one shown (the inline player of another recording
 * reads nothing); `recording` starts the reading over when the sound changes, even while playing.
 */
export function useSoundProgress(active: boolean, playing: boolean, recording: string | undefined) {
  const [progress, setProgress] = useState<SoundProgress>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new recording starts the reading over, even while playing
  useEffect(() => {
    if (!active) {
      setProgress(NONE);
      return;
    }
    setProgress(soundProgress());
    if (!playing) return;
    const timer = window.setInterval(() => setProgress(soundProgress()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active, playing, recording]);
  return [progress, setProgress] as const;
}
