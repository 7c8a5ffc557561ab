/**
 * The embedded player's iframe, one for the video modal and the sticky player, so both allow the
 * same features and send the same referrer. use-player.ts drives it through `frameRef`.
 */
import type { RefObject } from 'react';
import { embedUrl } from './youtube-api';

export interface EmbedFrameProps {
  videoId: string;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

export function EmbedFrame({ videoId, title, frameRef }: EmbedFrameProps) {
  return (
    <iframe
      ref={frameRef}
      src={embedUrl(videoId)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
