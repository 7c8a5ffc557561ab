/**
 * The radio store (media contract §1): the live stream bar, the audio ("sound") player and the
 * condensed-player flag. Components read `radio` with useSnapshot and change it only through
 * these actions. They keep one sound at a time: a stream pauses the sound player, a sound pauses
 * the stream. Howler is loaded on the first play (dynamic import in ./browser-audio); the pure
 * rules are in ./radio-logic, the two engines in ./radio-live and ./radio-sound.
 */
import { setSessionHandlers } from './media-session';
import { isStreamOn, type StreamId } from './radio-logic';
import { goOffline, isLiveOn, pauseLive, retryLive, startLive } from './radio-live';
import { removeSound, startSound, stopSound } from './radio-sound';
import { radio, type SoundInfo } from './radio-state';

export { radio, type SoundInfo } from './radio-state';
export type { StreamId } from './radio-logic';
export { retryLive, setLiveInfo, setStreamUrls } from './radio-live';
export { seekSound, soundProgress } from './radio-sound';

let browserHooked = false;

/** Starting one stream pauses the other; pressing the playing one pauses it. */
export async function toggleLive(stream: StreamId): Promise<void> {
  if (isStreamOn(radio.live, stream)) return pauseLive();
  hookBrowser();
  if (radio.sound.playing) stopSound();
  await startLive(stream);
}

/** Sets the sound player data, resets the previous sound if it differs, and plays it. */
export async function playSound(info: SoundInfo): Promise<void> {
  hookBrowser();
  if (isLiveOn()) pauseLive();
  await startSound(info);
}

/** Play <-> stop. */
export function toggleSound(): void {
  const info = radio.sound.info;
  if (!info) return;
  if (radio.sound.playing) stopSound();
  else void playSound(info);
}

/** Removes the sound player (stopping it). */
export function resetSound(): void {
  removeSound();
}

/** Pauses the live stream and removes the sound player (a video is about to play). */
export function stopAllAudio(): void {
  if (isLiveOn()) pauseLive();
  removeSound();
}

/** 'BACK TO LIVE SHOW': resets the audio player and turns the live airing player back on. */
export function backToLive(): void {
  removeSound();
  const stream = radio.live.stream ?? 'fm';
  if (!isStreamOn(radio.live, stream)) void toggleLive(stream);
}

/** Clicking an audio card that is already playing reopens the player. */
export function showSoundPlayer(): void {
  if (radio.sound.info) radio.sound.visible = true;
}

/** The condensed-player flag (its slim bar shows only above 1025px). */
export function setCondensed(condensed: boolean): void {
  radio.condensed = condensed;
}

/** Once, in the browser: connection loss while playing, and lock-screen / headphone controls. */
function hookBrowser(): void {
  if (browserHooked) return;
  browserHooked = true;
  window.addEventListener('offline', goOffline);
  const pauseAll = () => {
    if (radio.sound.playing) stopSound();
    if (isLiveOn()) pauseLive();
  };
  setSessionHandlers({
    play() {
      if (radio.sound.info) {
        if (!radio.sound.playing) toggleSound();
      } else if (radio.live.connection !== 'ok') retryLive();
      else if (!isLiveOn()) void toggleLive(radio.live.stream ?? 'fm');
    },
    pause: pauseAll,
    stop: pauseAll,
  });
}
