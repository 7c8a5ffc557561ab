/**
 * The sound engine: the one Howl of the audio ("sound") player, its play/stop, seek and removal.
 * Called only through the actions in ./radio, which also keep it from playing over the radio.
 */
import type { Howl as HowlType } from 'howler';
import { createHowl } from './browser-audio';
import { setSessionMetadata, setSessionState } from './media-session';
import { radio, type SoundInfo } from './radio-state';

let soundHowl: HowlType | null = null;
/** Bumped whenever the sound is replaced or removed, so a late Howl is thrown away. */
let soundTicket = 0;

/** Sets the player data (resetting the previous sound if it differs) and plays. */
export async function startSound(info: SoundInfo): Promise<void> {
  const current = radio.sound.info;
  if (!current || current.soundId !== info.soundId || current.url !== info.url) unloadSound();
  radio.sound.info = { ...info };
  radio.sound.visible = true;
  radio.sound.playing = true;
  setSessionMetadata(info.title);
  const howl = soundHowl ?? (await createSound(info));
  // Stopped, replaced or removed while howler was loading.
  if (!howl || radio.sound.info?.url !== info.url || !radio.sound.playing) return;
  if (!howl.playing()) howl.play();
}

/** Stop keeps the position, so the seek bar and the next play pick up where it was. */
export function stopSound(): void {
  soundHowl?.pause();
  radio.sound.playing = false;
  if (!radio.live.playing) setSessionState('paused');
}

export function removeSound(): void {
  unloadSound();
  radio.sound.info = null;
  radio.sound.playing = false;
  radio.sound.visible = false;
  if (!radio.live.playing) setSessionState('none');
}

/** Position and length in seconds, for the progress bar. */
export function soundProgress(): { position: number; duration: number } {
  if (!soundHowl) return { position: 0, duration: 0 };
  const position = soundHowl.seek();
  return { position: typeof position === 'number' ? position : 0, duration: soundHowl.duration() };
}

/** The audio files answer Range requests, so the browser fetches from the new position. */
export function seekSound(seconds: number): void {
  soundHowl?.seek(Math.max(0, seconds));
}

async function createSound(info: SoundInfo): Promise<HowlType | null> {
  const ticket = ++soundTicket;
  const mine = () => ticket === soundTicket && radio.sound.info?.url === info.url;
  let howl: HowlType;
  try {
    howl = await createHowl(info.url, {
      onPlay() {
        if (!mine()) return;
        setSessionMetadata(info.title);
        setSessionState('playing');
      },
      onEnd() {
        if (mine()) radio.sound.playing = false;
      },
      onError(what, error) {
        if (!mine()) return;
        console.error(`radio: the sound ${info.url} ${what}`, error);
        radio.sound.playing = false;
      },
    });
  } catch (error) {
    console.error('radio: the audio player could not be loaded', error);
    if (mine()) radio.sound.playing = false;
    return null;
  }
  if (!mine()) {
    howl.unload();
    return null;
  }
  soundHowl = howl;
  return howl;
}

function unloadSound(): void {
  soundTicket++;
  soundHowl?.unload();
  soundHowl = null;
}
