/**
 * The inline players of a screen (the audio card, the episode's inline audio, the sticky video), hydrated from their own chunks
 * (client/app/island.tsx): the server renders them whole and the browser hydrates the screen
 * without their code (and without valtio and the radio store they bring), each card once its chunk
 * is in. Until then React keeps the card's server HTML, and a press on it is repeated once it is
 * in (client/app/early-press.ts: React itself drops it).
 *
 * What keeps that from shifting the page: the props a screen passes are primitives or objects
 * from the page's data (never built during render), so `memo` holds when the screen re-renders;
 * and their stylesheets are imported here, statically, so they are part of the screen's one
 * stylesheet (a chunk's own CSS would arrive after the page was drawn).
 */
import './radio/audio-card.css';
import './radio/inline-audio.css';
import './video/video.css';
import { island } from '../app/island';
import type { VideoCardProps } from './video/VideoCard';

export const AudioCard = island(() => import('./radio/AudioCard').then((m) => m.AudioCard));
export const InlineAudio = island(() => import('./radio/InlineAudio').then((m) => m.InlineAudio));
export const StickyVideo = island(() => import('./video/StickyVideo').then((m) => m.StickyVideo));
// Without onPlay: a callback would have to be Held (client/app/part-props.ts), and no screen passes one.
export const VideoCard = island<Omit<VideoCardProps, 'onPlay'>>(() =>
  import('./video/VideoCard').then((m) => m.VideoCard),
);
