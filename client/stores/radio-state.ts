/**
 * The radio store's state (media contract §1), on its own so the live and sound engines and the
 * public actions in ./radio can share it without importing one another in a circle.
 * Components import it through ./radio and only read it (useSnapshot).
 */
import { proxy } from 'valtio/vanilla';
import type { LiveState, StreamId } from './radio-logic';

export interface SoundInfo {
  title: string;
  imgSrc: string;
  url: string;
  soundId: string;
  playerId: string;
}

export const radio = proxy({
  live: {
    stream: null as StreamId | null,
    playing: false,
    offline: false,
    loading: false,
    connection: 'ok' as LiveState['connection'],
  },
  sound: { info: null as SoundInfo | null, playing: false, visible: false }, // the audio ("sound") player
  condensed: false, // the condensed-player flag
});
